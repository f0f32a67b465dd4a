/** A member's id as typed: a positive whole number (the api's users.id). */
export const USER_ID_PATTERN = /^[1-9]\d{0,9}$/;

/** The member id typed, when it is one; else null (and the field says why). */
export type AskMemberId = () => Promise<number | null>;
