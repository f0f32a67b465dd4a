/** An instant of the server (unix ms; a bigint column may read as text) in the wire's unix seconds, rounded down. */
export const toUnixSeconds = (unixMs: number | string) => Math.floor(Number(unixMs) / 1000);
