import { describe, expect, it } from 'vitest';
import { hashSecret, newCode, newSecret, openSecret, sealSecret } from './secrets';

describe('ticket secrets', () => {
  it('makes 43-character base64url secrets, never the same twice', () => {
    const secrets = new Set(Array.from({ length: 100 }, () => newSecret()));
    expect(secrets.size).toBe(100);
    for (const secret of secrets) expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('hashes with SHA-256 to 64 hex characters, deterministic, not the secret', () => {
    const secret = newSecret();
    expect(hashSecret(secret)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashSecret(secret)).toBe(hashSecret(secret));
    expect(hashSecret(secret)).not.toContain(secret);
    expect(hashSecret('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('makes six-digit codes, leading zeros kept', () => {
    for (let i = 0; i < 200; i += 1) expect(newCode()).toMatch(/^\d{6}$/);
  });
});

describe('sealed secrets', () => {
  it('open with the secret they were sealed under, and with no other', () => {
    const secret = newSecret();
    const key = newSecret();
    const sealed = sealSecret(secret, key);
    expect(sealed).not.toContain(secret);
    expect(sealed).not.toBe(sealSecret(secret, key));
    expect(openSecret(sealed, key)).toBe(secret);
    expect(() => openSecret(sealed, newSecret())).toThrow();
  });

  it('refuse a sealed value that was changed', () => {
    const key = newSecret();
    const sealed = Buffer.from(sealSecret(newSecret(), key), 'base64url');
    sealed[sealed.length - 1] = (sealed.at(-1) ?? 0) ^ 1;
    expect(() => openSecret(sealed.toString('base64url'), key)).toThrow();
  });
});
