/** A code of the authenticator app: six digits. */
export const CODE_PATTERN = /^\d{6}$/;
/** The least length of an operator's password (the server also refuses the 10,000 most common). */
export const PASSWORD_MIN = 12;
