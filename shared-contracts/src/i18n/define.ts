/** One area's strings in the three languages, side by side so a missing translation is visible in review. */
export type Tree = { [key: string]: string | Tree };
export interface AreaStrings<T extends Tree> {
  tw: T;
  zh: T;
  en: T;
}

/** tw is the reference shape; zh and en must have the same keys (the compiler checks it, the test checks emptiness). */
export function defineArea<T extends Tree>(strings: AreaStrings<T>): AreaStrings<T> {
  return strings;
}
