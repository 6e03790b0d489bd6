import { describe, expect, it, vi } from 'vitest';
import { withCaptchaRetry } from './captcha-retry';
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

describe('withCaptchaRetry (spec 000 §4, §9)', () => {
  it('asks for a new challenge and succeeds on the 2nd attempt', async () => {
    const attempt = attemptFailing(captchaError());
    const renewChallenge = vi.fn(async () => ({ required: true }));

    await expect(withCaptchaRetry(attempt, renewChallenge)).resolves.toBe('signed in');
    expect(attempt).toHaveBeenCalledTimes(2);
    expect(renewChallenge).toHaveBeenCalledTimes(1);
  });

  it('succeeds on the 3rd attempt, after both captcha codes', async () => {
    const attempt = attemptFailing(captchaError('requires_captcha'), captchaError());
    const renewChallenge = vi.fn(async () => ({ required: true }));

    await expect(withCaptchaRetry(attempt, renewChallenge)).resolves.toBe('signed in');
    expect(attempt).toHaveBeenCalledTimes(3);
    expect(renewChallenge).toHaveBeenCalledTimes(2);
  });

  it('reports BYPASS_CAPTCHA after 3 captcha errors, without a 4th attempt', async () => {
    const attempt = attemptFailing(captchaError(), captchaError(), captchaError(), captchaError());
    const renewChallenge = vi.fn(async () => ({ required: true }));

    const error = await withCaptchaRetry(attempt, renewChallenge).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IdentityError);
    expect(error).toMatchObject({ message: 'BYPASS_CAPTCHA', statusCode: 401 });
    expect((error as IdentityError).description).toMatch(/captcha 3 times/);
    expect(attempt).toHaveBeenCalledTimes(3);
    expect(renewChallenge).toHaveBeenCalledTimes(2);
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
