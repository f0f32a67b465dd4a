// The browser-safe entry: no zod here (schemas live in 'shared-contracts/api'; import their types with `import type`).
export * from './envelope';
export * from './events';
export * from './domain/money';
export * from './domain/outcomes';
export * from './domain/issue';
export * from './domain/nickname';
export * from './domain/routes';
export * from './domain/locale';
export * from './domain/line';
export * from './domain/dates';
export * from './domain/schedule';
export * from './domain/fixedDeposit';
export * from './domain/session';
export * from './remote';
export { resources, I18N_NAMESPACE } from './i18n';
export type { Resources, MessageKey, Paths } from './i18n';
export { defineArea, combineAreas, translationProblems, type AreaStrings, type Tree } from './i18n/define';
export * from './runtimeConfig';
