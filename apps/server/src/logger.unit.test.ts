import { describe, expect, it } from 'vitest';
import { redactUrl } from './logger';

describe('redactUrl', () => {
  it.each(['access_token', 'ticket', 'code', 'password', 'invite', 'state', 'inviteToken'])(
    'masks the value of %s',
    (key) => {
      expect(redactUrl(`/path?${key}=s3cr3t&page=2`)).toBe(`/path?${key}=[REDACTED]&page=2`);
    },
  );

  it('keeps every other parameter exactly as sent', () => {
    const url = '/api/v1/things?first=15&after=abc%3D%3D&filterBy=name+eq+x&empty=&flag';
    expect(redactUrl(url)).toBe(url);
  });

  it('masks all secrets of a URL and keeps the rest in order', () => {
    expect(redactUrl('/reset?email=a%40b.example&ticket=t1&lang=en&Password=p&code=c')).toBe(
      '/reset?email=a%40b.example&ticket=[REDACTED]&lang=en&Password=[REDACTED]&code=[REDACTED]',
    );
  });

  it('recognises a percent-encoded secret name', () => {
    expect(redactUrl('/x?access%5Ftoken=abc')).toBe('/x?access%5Ftoken=[REDACTED]');
  });

  it('masks tokens a sign-in redirect puts after #', () => {
    expect(redactUrl('https://portal.example/callback#access_token=abc&expires_in=3600')).toBe(
      'https://portal.example/callback#access_token=[REDACTED]&expires_in=3600',
    );
  });

  it('masks the invite token in the path of the public invite lookup', () => {
    expect(redactUrl('/api/v1/public/invites/YWJj%3D?x=1')).toBe(
      '/api/v1/public/invites/[REDACTED]?x=1',
    );
  });

  it('leaves a URL without query or fragment alone', () => {
    expect(redactUrl('/mybusiness/home')).toBe('/mybusiness/home');
    expect(redactUrl('/healthz?')).toBe('/healthz?');
  });
});
