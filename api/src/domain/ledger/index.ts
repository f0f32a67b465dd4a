// The ledger's rules, with no storage: what each operation writes, the balance guard, the audit.
export * from './entry';
export * from './errors';
export * from './rules';
export * from './operations';
export * from './withdrawal';
export * from './deposit';
export * from './audit';
