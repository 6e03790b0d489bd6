import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetchPending } from '@/test/fetch';
import { ApiError, apiRequest, ignoreBody, parserOnDemand, toApiError } from './api-client';

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

describe('status messages (spec 001 §8)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each([
    [400, 'Bad Request'],
    [401, 'Unauthorized'],
    [403, 'Forbidden'],
    [404, 'Not Found'],
    [500, 'Internal Server Error'],
    [502, 'Bad Gateway'],
    [503, 'Service Unavailable'],
  ])('%i without a body of ours is %s, even with no status text (HTTP/2)', (status, message) => {
    const error = toApiError(status, '', null);
    expect(error).toMatchObject({ statusCode: status, kind: message, message, error: message });
  });

  it.each([405, 409, 413, 418, 422, 429, 504])(
    '%i is a Generic Error with the status, its text and the body',
    (status) => {
      const error = toApiError(status, 'Teapot', 'short and stout');
      expect(error).toMatchObject({
        kind: 'Generic Error',
        message: 'Generic Error',
        statusCode: status,
        statusText: 'Teapot',
        body: 'short and stout',
      });
    },
  );

  it("keeps the server's message, naming the status as its kind", () => {
    const body = {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Invalid request. body.address.state: Choose a state',
      fields: [{ field: 'body.address.state', message: 'Choose a state' }],
    };
    const error = toApiError(400, 'Bad Request', body);
    expect(error).toMatchObject({
      kind: 'Bad Request',
      message: body.message,
      fields: body.fields,
      statusText: 'Bad Request',
      body,
    });
    const conflict = toApiError(409, 'Conflict', { ...body, statusCode: 409, error: 'Conflict' });
    expect(conflict).toMatchObject({ kind: 'Generic Error', message: body.message });
  });

  it('apiRequest throws the mapped error for an answer that is not ours', async () => {
    vi.stubGlobal('fetch', async () => new Response('', { status: 503 }));
    const failure = await apiRequest('/api/v1/proUsers/my', ignoreBody).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ statusCode: 503, message: 'Service Unavailable' });
  });

  it('apiRequest sends the headers a call adds, beside its own', () => {
    const fetch = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetch);
    void apiRequest('/api/v1/proAccounts/1/isuComponents', ignoreBody, {
      headers: { language: 'fr-CA' },
    });
    const headers = new Headers(
      (fetch.mock.calls[0] as unknown as [string, RequestInit])[1].headers,
    );
    expect(headers.get('language')).toBe('fr-CA');
    expect(headers.get('Accept')).toBe('application/json');
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
