/** The back office's dashboard calls (issue 29). */
export const dashboardCalls = {};
