/** The back office's promotions calls (issue 29). */
export const promotionsCalls = {};
