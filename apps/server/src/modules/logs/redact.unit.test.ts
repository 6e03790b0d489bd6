import { describe, expect, it } from 'vitest';
import { redactSecrets } from './redact';

const JWT =
  'eyJhbGciOiJSUzI1NiIsImtpZCI6IjEifQ.eyJzdWIiOiIxMjMiLCJhdWQiOiJhcGkifQ.c2lnbmF0dXJlLWJ5dGVz_x-Y';
const REFRESH_TOKEN = 'Qm9nWk1hY2hpbmVzX3JlZnJlc2gtdG9rZW4tMDAx7Xy'; // 43 base64url characters
const INVITE_TOKEN =
  'NmYxYzJiM2EtMDAwMC00MDAwLTgwMDAtMDAwMDAwMDAwMDAyfGFubkBleGFtcGxlLmNvbXxBY21l+x=';

describe('redactSecrets', () => {
  it('masks a JWT wherever it is', () => {
    expect(redactSecrets(`token ${JWT} expired`)).toBe('token [REDACTED] expired');
    expect(redactSecrets(`(${JWT})`)).toBe('([REDACTED])');
  });

  it('masks the credential after Bearer or Basic, keeping the scheme', () => {
    expect(redactSecrets('Authorization: Bearer abc.def-ghi')).toBe(
      'Authorization: Bearer [REDACTED]',
    );
    expect(redactSecrets('basic dXNlcjpwYXNz')).toBe('basic [REDACTED]');
  });

  it.each(['access_token', 'refresh_token', 'id_token', 'code', 'token', 'ticket', 'invite'])(
    'masks %s= in an address, keeping the other parameters',
    (name) => {
      expect(redactSecrets(`GET https://p.example/cb?${name}=s3cr3t&page=2 failed`)).toBe(
        `GET https://p.example/cb?${name}=[REDACTED]&page=2 failed`,
      );
      expect(redactSecrets(`/cb#state=x&${name}=s3cr3t`)).toBe(`/cb#state=x&${name}=[REDACTED]`);
    },
  );

  it('masks the value of a secret-named field of JSON in the text', () => {
    expect(redactSecrets('body {"refresh_token": "abc", "first": 15}')).toBe(
      'body {"refresh_token": "[REDACTED]", "first": 15}',
    );
  });

  it('masks long random secrets: refresh tokens, link tickets, base64 tokens', () => {
    expect(redactSecrets(`refresh with ${REFRESH_TOKEN} failed`)).toBe(
      'refresh with [REDACTED] failed',
    );
    expect(redactSecrets(`/home-app/invites/${REFRESH_TOKEN}`)).toBe(
      '/home-app/invites/[REDACTED]',
    );
    expect(redactSecrets(`invite ${INVITE_TOKEN} unreadable`)).toBe('invite [REDACTED] unreadable');
  });

  it('keeps what is no secret: words, ids, numbers, paths and stack frames', () => {
    const text = [
      'TypeError: Cannot read properties of undefined (reading "locations")',
      '    at CustomerAccountPage (http://localhost:5173/src/features/customers/components/CustomerAccountPage.tsx?t=1712345678901:90:12)',
      '    at useSuspenseInfiniteQueryObserverResultWithHydration (chunk-ABCD1234.js:1:2)',
      'customer 6f1c2b3a-0000-4000-8000-000000000003 of /api/v1/proAccounts/6f1c2b3a-0000-4000-8000-000000000002/customers?first=15&after=abc',
      'sha 0123456789abcdef0123456789abcdef0123456789abcdef',
    ].join('\n');
    expect(redactSecrets(text)).toBe(text);
  });
});
