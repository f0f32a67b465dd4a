/** Remember me keeps the username this long (docs/product.md, Constants); the server's session lasts as long. */
export const REMEMBER_DAYS = 14;

/** The toast after login or register shows for 500 ms, then the app goes home (docs/product.md, Constants). */
export const POST_LOGIN_TOAST_MS = 500;

/** The security code has 6 digits (docs/product.md, Rules of the forms). */
export const SECURITY_CODE_LENGTH = 6;

/** The one-time reset code customer service reads out has 10 letters and digits (api accounts/recovery.ts). */
export const RESET_CODE_LENGTH = 10;

/** /defaultAvatar offers this many system avatars (the profile's avatar is 1..8). */
export const AVATAR_COUNT = 8;
