/** The support address the personal screen and the forgot-password popup show (spec section 1). */
export const SUPPORT_EMAIL = 'support@example.com';

/** Remember me keeps the username this long (spec section 9: 14 days); the server's session lasts as long. */
export const REMEMBER_DAYS = 14;

/** Spec section 9: the toast after login or register shows for 500 ms, then the app goes home. */
export const POST_LOGIN_TOAST_MS = 500;

/** Spec section 9: the security code has 6 digits. */
export const SECURITY_CODE_LENGTH = 6;

/** /defaultAvatar offers this many system avatars (the profile's avatar is 1..8). */
export const AVATAR_COUNT = 8;
