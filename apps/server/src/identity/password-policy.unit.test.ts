import { describe, expect, it } from 'vitest';
import { checkPassword, describePasswordProblem, isCommonPassword } from './password-policy';

describe('password policy', () => {
  it.each([
    ['', 'too_short'],
    ['abcde6', 'too_short'],
    ['x'.repeat(129), 'too_long'],
    ['password', 'too_common'],
    ['Password1', 'too_common'],
    ['  qwerty123  ', 'too_common'],
    ['letmein123', 'too_common'],
  ])('%j is refused as %s', (password, problem) => {
    expect(checkPassword(password)).toBe(problem);
  });

  it.each([
    ['seven characters', 'Zq7!mno'],
    ['64 characters', `${'k'.repeat(63)}!`],
    ['128 characters', 'Ab3$'.repeat(32)],
    ['a passphrase', 'correct horse battery'],
  ])('%s is accepted', (_what, password) => {
    expect(checkPassword(password)).toBeUndefined();
  });

  it('counts characters, not UTF-16 units: 7 emoji are enough', () => {
    expect(checkPassword('🔑🔒🔓🗝️🔐🔏🛡')).toBeUndefined();
    expect(checkPassword('🔑🔒🔓🔐🔏🛡')).toBe('too_short');
  });

  it('ships a list of several hundred common passwords', () => {
    expect(isCommonPassword('123456789')).toBe(true);
    expect(isCommonPassword('iloveyou')).toBe(true);
    expect(isCommonPassword('demo-portal-2026')).toBe(false);
  });

  it('describes each problem clearly', () => {
    expect(describePasswordProblem('too_short')).toContain('at least 7 characters');
    expect(describePasswordProblem('too_long')).toContain('at most 128 characters');
    expect(describePasswordProblem('too_common')).toContain('most common passwords');
  });
});
