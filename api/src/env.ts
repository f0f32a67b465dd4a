/** The process environment, or a test's stand-in for it. */
export type Env = Record<string, string | undefined>;

/**
 * An integer setting, `fallback` when unset or empty. Anything else, or a value below `min`, stops the start with
 * the setting's name: a typo must not run the server on a default.
 */
export function int(env: Env, name: string, fallback: number, min = Number.MIN_SAFE_INTEGER): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value)) throw new Error(`setting ${name} must be an integer, got "${raw}"`);
  if (value < min) throw new Error(`setting ${name} must be at least ${min}, got "${raw}"`);
  return value;
}

/** A switch: 1/true/yes/on (any case) is on, any other value off, unset or empty `fallback`. */
export function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(raw.toLowerCase());
}
