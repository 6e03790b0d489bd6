import { describe, expect, it } from 'vitest';
import {
  accessTokenFrom,
  CorruptSessionError,
  clearStoredSession,
  parseStoredSession,
  writeStoredSession,
} from './session';

describe('parseStoredSession', () => {
  it('reads the session the portal stores', () => {
    expect(parseStoredSession('{"accessToken":"abc","emailVerified":true}')).toEqual({
      accessToken: 'abc',
      emailVerified: true,
    });
  });

  it('answers null when nothing is stored', () => {
    expect(parseStoredSession(null)).toBeNull();
    expect(parseStoredSession('')).toBeNull();
  });

  it.each([
    '{not json',
    '"a string"',
    'null',
    '{"accessToken":5,"emailVerified":true}',
    '{"accessToken":"abc"}',
  ])('refuses %s with the translated error description', (raw) => {
    expect(() => parseStoredSession(raw)).toThrow(CorruptSessionError);
    expect(() => parseStoredSession(raw)).toThrow(
      'We are not able to process your request. Please try again later.',
    );
  });
});

describe('accessTokenFrom', () => {
  it('is the stored token, or empty when signed out', () => {
    expect(accessTokenFrom('{"accessToken":"abc","emailVerified":false}')).toBe('abc');
    expect(accessTokenFrom(null)).toBe('');
  });
});

describe('clearStoredSession', () => {
  it('forgets the session and the banner state', () => {
    localStorage.setItem('session', '{"accessToken":"abc","emailVerified":true}');
    localStorage.setItem('isStatusBannerClosed', 'true');
    localStorage.setItem('i18nextLng', 'de');
    sessionStorage.setItem('globalBanner', '{}');

    clearStoredSession();

    expect(localStorage.getItem('session')).toBeNull();
    expect(localStorage.getItem('isStatusBannerClosed')).toBeNull();
    expect(sessionStorage.getItem('globalBanner')).toBeNull();
    // The language is the person's choice, not the session's.
    expect(localStorage.getItem('i18nextLng')).toBe('de');
  });
});

describe('writeStoredSession and clearStoredSession together', () => {
  it('writes exactly the spec’s shape and forgets the refresh token and expiry too', () => {
    writeStoredSession({ accessToken: 'abc', emailVerified: true });
    expect(localStorage.getItem('session')).toBe('{"accessToken":"abc","emailVerified":true}');
    localStorage.setItem('sessionRefreshToken', 'refresh');
    localStorage.setItem('sessionExpiresAt', '123');
    localStorage.setItem('lastActivityAt', '456');

    clearStoredSession();

    for (const key of ['session', 'sessionRefreshToken', 'sessionExpiresAt', 'lastActivityAt']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
  });
});
