/** The back office's gifts calls (issue 29). */
export const giftsCalls = {};
