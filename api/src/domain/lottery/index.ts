export * from './chain';
export * from './draw';
export * from './calendar';
export * from './settlement';
export * from './betRules';
export * from './voiding';
