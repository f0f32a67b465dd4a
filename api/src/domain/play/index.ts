// Player protection's rules, with no storage: limit periods, the delayed raise, the limit checks, breaks.
export * from './periods';
export * from './limits';
export * from './breaks';
