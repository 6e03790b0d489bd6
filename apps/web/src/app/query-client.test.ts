import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/lib/api-client';
import { shouldRetry } from './query-client';

const apiError = (statusCode: number) =>
  new ApiError({ statusCode, error: 'Error', message: 'Request failed' });

describe('shouldRetry', () => {
  it('never repeats a request the server refused (4xx)', () => {
    expect(shouldRetry(0, apiError(400))).toBe(false);
    expect(shouldRetry(0, apiError(404))).toBe(false);
    expect(shouldRetry(0, apiError(409))).toBe(false);
  });

  it('tries twice more after a server or network failure', () => {
    expect(shouldRetry(0, apiError(503))).toBe(true);
    expect(shouldRetry(1, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(2, apiError(500))).toBe(false);
  });
});
