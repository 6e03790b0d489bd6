import { describe, expect, it } from 'vitest';
import { resolveReturnPath, returnPathFromState, safeReturnPath } from './return-path';

const origin = 'https://portal.example';

describe('safeReturnPath', () => {
  it.each([
    ['/mybusiness/home', '/mybusiness/home'],
    ['/mybusiness/customers?page=2#top', '/mybusiness/customers?page=2#top'],
    ['/profile/../mybusiness/home', '/mybusiness/home'],
  ])('keeps the same-origin path %s', (candidate, expected) => {
    expect(safeReturnPath(candidate, origin)).toBe(expected);
  });

  it.each([
    'https://evil.example/steal',
    '//evil.example/steal',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'mybusiness/home',
    '/mybusiness\n/home',
    '',
    '/sign-in',
    '/sign-in?returnTo=/x',
    '/sign-out',
    42,
    undefined,
  ])('refuses %j', (candidate) => {
    expect(safeReturnPath(candidate, origin)).toBeNull();
  });
});

describe('resolveReturnPath', () => {
  it('takes the first acceptable candidate, else the business home', () => {
    expect(resolveReturnPath(['//evil.example', '/profile'], origin)).toBe('/profile');
    expect(resolveReturnPath([undefined, null], origin)).toBe('/mybusiness/home');
  });
});

describe('returnPathFromState', () => {
  it('reads the guard’s location state', () => {
    expect(returnPathFromState({ from: '/profile' })).toBe('/profile');
    expect(returnPathFromState(null)).toBeUndefined();
    expect(returnPathFromState('x')).toBeUndefined();
  });
});
