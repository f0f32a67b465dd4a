/** The enrolment link an added operator opens (the token in the fragment, never sent to a server). */
export const enrolLink = (token: string) => `${window.location.origin}/ops/enrol#${token}`;
