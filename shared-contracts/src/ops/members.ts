/** The back office's members calls (issue 29). */
export const membersCalls = {};
