/** Where a member's detail is (below /ops). */
export const memberPath = (id: number) => `/members/${id}`;
