import { connect } from '@portal/db';
import { createTestDatabase } from '@portal/db/testing';
import { SignJWT } from 'jose';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { CLOCK_TOLERANCE_SECONDS, createTokenVerifier, VERIFIED_TOKEN_MS } from './access-token';
import { loadConfig } from './config';
import { KeyStore } from './identity/keys';

// The verifier remembers a token it verified for a minute, so that a client's every request
// does not pay an RSA verification; it must never accept a token longer than the token itself
// allows, nor forget to check a token it has not verified.
const database = connect(await createTestDatabase(), { max: 2 });
afterAll(() => database.close());
const keys = new KeyStore(database.db);
await keys.ensureKey();
const { auth } = loadConfig({ NODE_ENV: 'test' });
const signing = await keys.signingKey();

function token(exp: number, sub = '00000000-0000-4000-8000-000000000001') {
  return new SignJWT({ scope: 'openid' })
    .setProtectedHeader({ alg: 'RS256', kid: signing.kid })
    .setIssuer(auth.issuer)
    .setAudience(auth.audience)
    .setSubject(sub)
    .setIssuedAt(exp - 3600)
    .setExpirationTime(exp)
    .sign(signing.privateKey);
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('the access token verifier', () => {
  afterEach(() => vi.useRealTimers());

  it('checks a token once a minute, not once a request', async () => {
    const lookups = vi.spyOn(keys, 'verificationKey');
    const verify = createTokenVerifier(auth, keys);
    const valid = await token(nowSeconds() + 3600);
    for (let i = 0; i < 5; i++) expect((await verify(valid)).sub).toMatch(/0001$/);
    expect(lookups).toHaveBeenCalledTimes(1);
    await verify(await token(nowSeconds() + 3600, '00000000-0000-4000-8000-000000000002'));
    expect(lookups).toHaveBeenCalledTimes(2);
  });

  it('checks it again after a minute', async () => {
    vi.useFakeTimers({ now: Date.now(), toFake: ['Date'] });
    const lookups = vi.spyOn(keys, 'verificationKey');
    lookups.mockClear();
    const verify = createTokenVerifier(auth, keys);
    const valid = await token(nowSeconds() + 3600);
    await verify(valid);
    vi.advanceTimersByTime(VERIFIED_TOKEN_MS);
    await verify(valid);
    expect(lookups).toHaveBeenCalledTimes(2);
  });

  it('never accepts a remembered token past its expiry and the leeway', async () => {
    vi.useFakeTimers({ now: Date.now(), toFake: ['Date'] });
    const verify = createTokenVerifier(auth, keys);
    // Expired 30 s ago: still accepted for another 30 s of the 60 s leeway, then refused.
    const expiring = await token(nowSeconds() - 30);
    await verify(expiring);
    vi.advanceTimersByTime((CLOCK_TOLERANCE_SECONDS - 30 + 1) * 1000);
    await expect(verify(expiring)).rejects.toThrow(/exp/);
  });

  it('does not remember a token that failed', async () => {
    const verify = createTokenVerifier(auth, keys);
    const expired = await token(nowSeconds() - CLOCK_TOLERANCE_SECONDS - 10);
    await expect(verify(expired)).rejects.toThrow(/exp/);
    await expect(verify(expired)).rejects.toThrow(/exp/);
  });
});
