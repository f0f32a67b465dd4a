// The server's one calendar: dates as 'YYYY-MM-DD' text, instants as unix ms, the zone between them from Intl.
export * from './dates';
export * from './clock';
export * from './zone';
export * from './ranges';
export * from './instants';
