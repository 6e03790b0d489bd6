import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetchPending } from '@/test/fetch';
import { ApiError, apiRequest, parserOnDemand, toApiError } from './api-client';

describe('toApiError', () => {
  it("carries the server's error body", () => {
    const error = toApiError(409, 'Conflict', {
      statusCode: 409,
      error: 'Conflict',
      message: 'An invitation is already pending',
      reasonCode: 'PENDING_INVITE_EXISTS',
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      statusCode: 409,
      error: 'Conflict',
      message: 'An invitation is already pending',
      reasonCode: 'PENDING_INVITE_EXISTS',
    });
  });

  it('falls back to the HTTP status when the body is not our error shape', () => {
    const error = toApiError(502, 'Bad Gateway', '<html>proxy error</html>');
    expect(error).toMatchObject({ statusCode: 502, error: 'Bad Gateway', message: 'Bad Gateway' });
    expect(error.reasonCode).toBeUndefined();
  });
});

describe('a parser whose schema loads on demand', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('starts loading its schema as the request goes out, not once the answer is in', () => {
    stubFetchPending();
    const load = vi.fn(async () => ({ parse: (data: unknown) => data }));
    void apiRequest('/api/v1/proUsers/my', parserOnDemand(load));
    expect(load).toHaveBeenCalledOnce();
  });

  it('parses with the schema it loaded', async () => {
    const parser = parserOnDemand(async () => ({ parse: (data: unknown) => `parsed ${data}` }));
    parser.prepare?.();
    await expect(parser.parse('answer')).resolves.toBe('parsed answer');
  });
});
