/** The header a member's session token travels in (our client and the legacy one alike). */
export const TOKEN_HEADER = 'token';
