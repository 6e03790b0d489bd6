import { describe, expect, it } from 'vitest';
import { ApiError, toApiError } from './api-client';

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
