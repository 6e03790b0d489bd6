import { describe, expect, it } from 'vitest';
import { withoutSecrets } from './service';

describe('withoutSecrets', () => {
  it('keeps plain values and objects without secrets as they are', () => {
    const details = { page: '/home', step: 2, ok: true, none: null, list: [1, 'two', false] };
    expect(withoutSecrets(details)).toEqual(details);
    expect(withoutSecrets('text')).toBe('text');
    expect(withoutSecrets(undefined)).toBeUndefined();
  });

  it('drops secret-looking keys at every level, arrays included', () => {
    expect(
      withoutSecrets({
        password: 'p',
        Authorization: 'Bearer x',
        nested: { refresh_token: 'r', apiSecret: 's', keep: 1 },
        list: [{ cookie: 'c', id: 7 }, 'plain'],
        resetTicket: 't',
        otpCode: '123456',
        newPassword: 'n',
      }),
    ).toEqual({ nested: { keep: 1 }, list: [{ id: 7 }, 'plain'] });
  });

  it('does not pass on anything nested deeper than it inspects', () => {
    const deep = { a: { b: { c: { d: { password: 'deep-secret', e: 1 } } } } };
    expect(JSON.stringify(withoutSecrets(deep))).not.toContain('deep-secret');
    expect(withoutSecrets(deep)).toEqual({ a: { b: { c: { d: '[Truncated]' } } } });
  });

  it('does not change what it was given', () => {
    const details = { token: 't', nested: { password: 'p' } };
    withoutSecrets(details);
    expect(details).toEqual({ token: 't', nested: { password: 'p' } });
  });
});
