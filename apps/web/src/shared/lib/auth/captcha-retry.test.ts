import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAPTCHA_MAX_RETRIES } from '@/shared/config/constants';
import { withCaptchaRetry } from './captcha-retry';
import { signInWithPassword } from './identity-client';
import { IdentityError } from './identity-error';

const captchaError = (code = 'invalid_captcha') =>
  new IdentityError(code, 'Invalid captcha value', 401);

/** An attempt that fails with each given error in turn, then succeeds. */
function attemptFailing(...errors: Error[]) {
  const pending = [...errors];
  return vi.fn(async () => {
    const error = pending.shift();
    if (error !== undefined) {
      throw error;
    }
    return 'signed in';
  });
}

const captchaErrors = (count: number) => Array.from({ length: count }, () => captchaError());

describe('withCaptchaRetry (spec 000 §4, §9)', () => {
  it('retries at most 3 times, as spec 000 §9 says', () => {
    expect(CAPTCHA_MAX_RETRIES).toBe(3);
  });

  it('asks for a new challenge and succeeds on the first retry', async () => {
    const attempt = attemptFailing(captchaError());
    const renewChallenge = vi.fn(async () => ({ required: true }));

    await expect(withCaptchaRetry(attempt, renewChallenge)).resolves.toBe('signed in');
    expect(attempt).toHaveBeenCalledTimes(2);
    expect(renewChallenge).toHaveBeenCalledTimes(1);
  });

  it('succeeds on the last retry, after both captcha codes', async () => {
    const attempt = attemptFailing(
      captchaError('requires_captcha'),
      ...captchaErrors(CAPTCHA_MAX_RETRIES - 1),
    );
    const renewChallenge = vi.fn(async () => ({ required: true }));

    await expect(withCaptchaRetry(attempt, renewChallenge)).resolves.toBe('signed in');
    expect(attempt).toHaveBeenCalledTimes(CAPTCHA_MAX_RETRIES + 1);
    expect(renewChallenge).toHaveBeenCalledTimes(CAPTCHA_MAX_RETRIES);
  });

  it('reports BYPASS_CAPTCHA when the last retry fails too, without one more', async () => {
    const attempt = attemptFailing(...captchaErrors(CAPTCHA_MAX_RETRIES + 2));
    const renewChallenge = vi.fn(async () => ({ required: true }));

    const error = await withCaptchaRetry(attempt, renewChallenge).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IdentityError);
    expect(error).toMatchObject({ message: 'BYPASS_CAPTCHA', statusCode: 401 });
    expect((error as IdentityError).description).toContain(`after ${CAPTCHA_MAX_RETRIES} retries`);
    expect(attempt).toHaveBeenCalledTimes(CAPTCHA_MAX_RETRIES + 1);
    expect(renewChallenge).toHaveBeenCalledTimes(CAPTCHA_MAX_RETRIES);
  });

  it('passes any other error through at once, unchanged', async () => {
    const wrongPassword = new IdentityError('invalid_grant', 'Wrong email or password.', 403);
    const attempt = attemptFailing(wrongPassword);
    const renewChallenge = vi.fn(async () => ({ required: false }));

    await expect(withCaptchaRetry(attempt, renewChallenge)).rejects.toBe(wrongPassword);
    expect(attempt).toHaveBeenCalledTimes(1);
    expect(renewChallenge).not.toHaveBeenCalled();
  });

  it('stops when asking for a new challenge fails', async () => {
    const unavailable = new IdentityError('Service Unavailable', '', 503);
    const attempt = attemptFailing(captchaError());

    await expect(withCaptchaRetry(attempt, () => Promise.reject(unavailable))).rejects.toBe(
      unavailable,
    );
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});

describe('sign-in and the captcha (spec 000 §4)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('signs in through the retries, one state for all challenges, then BYPASS_CAPTCHA', async () => {
    // An Auth0 tenant with captcha on, which our identity service (captcha off) cannot play.
    const sent: { path: string; body: Record<string, unknown> }[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      sent.push({ path, body: JSON.parse(String(init?.body)) });
      return path.endsWith('/challenge')
        ? Response.json({ required: true })
        : Response.json(
            { error: 'invalid_captcha', error_description: 'Invalid captcha value' },
            { status: 401 },
          );
    });

    await expect(signInWithPassword('pat@northwind.example', 'blue-heron-7319')).rejects.toThrow(
      'BYPASS_CAPTCHA',
    );
    const paths = sent.map((request) => request.path);
    expect(paths).toEqual([
      '/auth/oauth/token',
      ...Array.from({ length: CAPTCHA_MAX_RETRIES }, () => [
        '/auth/usernamepassword/challenge',
        '/auth/oauth/token',
      ]).flat(),
    ]);
    const states = sent.filter((r) => r.path.endsWith('/challenge')).map((r) => r.body.state);
    expect(new Set(states).size).toBe(1);
    expect(states[0]).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
