import { afterEach, describe, expect, it } from 'vitest';
import { IDENTITY_STATE_KEY } from '@/shared/config/storage-keys';
import { IdentityError } from './identity-error';
import { createRedirectState, randomState, verifyRedirectState } from './redirect-state';

function verifyError(returned: string | null | undefined): unknown {
  try {
    verifyRedirectState(returned);
  } catch (error) {
    return error;
  }
  return undefined;
}

const invalidToken = { message: 'invalid_token', description: '`state` does not match.' };

describe('redirect state (spec 000 §4)', () => {
  afterEach(() => sessionStorage.clear());

  it('makes a different URL-safe state each time', () => {
    const states = new Set(Array.from({ length: 20 }, randomState));
    expect(states.size).toBe(20);
    for (const state of states) {
      expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
  });

  it('accepts the state it stored', () => {
    const state = createRedirectState();
    expect(sessionStorage.getItem(IDENTITY_STATE_KEY)).toBe(state);
    expect(() => verifyRedirectState(state)).not.toThrow();
  });

  it('refuses a different state with invalid_token', () => {
    createRedirectState();
    const error = verifyError(randomState());
    expect(error).toBeInstanceOf(IdentityError);
    expect(error).toMatchObject(invalidToken);
  });

  it('refuses a result without a state, and one when none was stored', () => {
    createRedirectState();
    expect(verifyError(null)).toMatchObject(invalidToken);
    createRedirectState();
    expect(verifyError(undefined)).toMatchObject(invalidToken);
    expect(verifyError(randomState())).toMatchObject(invalidToken);
  });

  it('accepts a state once only, and forgets it after a mismatch too', () => {
    const state = createRedirectState();
    verifyRedirectState(state);
    expect(sessionStorage.getItem(IDENTITY_STATE_KEY)).toBeNull();
    expect(verifyError(state)).toMatchObject(invalidToken);

    const next = createRedirectState();
    expect(verifyError('forged')).toMatchObject(invalidToken);
    expect(verifyError(next)).toMatchObject(invalidToken);
  });
});
