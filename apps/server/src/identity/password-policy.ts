import { readFileSync } from 'node:fs';

export const PASSWORD_MIN_LENGTH = 7;
export const PASSWORD_MAX_LENGTH = 128;

// A bundled list of the most common passwords (lower case, one a line); no download.
const COMMON = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim().toLowerCase())
    .filter((line) => line && !line.startsWith('#')),
);

export type PasswordProblem = 'too_short' | 'too_long' | 'too_common';

/**
 * The password rules of sign-up and reset: 7 to 128 characters (counted as Unicode code
 * points, never truncated), and not one of the common passwords.
 */
export function checkPassword(password: string): PasswordProblem | undefined {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return 'too_short';
  if (length > PASSWORD_MAX_LENGTH) return 'too_long';
  if (COMMON.has(password.trim().toLowerCase())) return 'too_common';
  return undefined;
}

export function describePasswordProblem(problem: PasswordProblem): string {
  switch (problem) {
    case 'too_short':
      return `Password is too weak: it must have at least ${PASSWORD_MIN_LENGTH} characters.`;
    case 'too_long':
      return `Password is too long: it may have at most ${PASSWORD_MAX_LENGTH} characters.`;
    case 'too_common':
      return 'Password is too weak: it is one of the most common passwords. Please choose another.';
  }
}

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.trim().toLowerCase());
}
