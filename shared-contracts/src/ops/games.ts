/** The back office's games calls (issue 29). */
export const gamesCalls = {};
