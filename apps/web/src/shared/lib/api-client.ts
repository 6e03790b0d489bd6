import type { ApiErrorBody } from '@portal/contracts';
import { refreshSessionAfterUnauthorized } from './auth/session-refresher';
import { readJson } from './read-json';
import { readStoredAccessToken } from './session';

/** A non-2xx answer of our API, carrying the server's error body. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly error: string;
  readonly reasonCode: ApiErrorBody['reasonCode'];
  readonly fields: ApiErrorBody['fields'];

  constructor(body: ApiErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.statusCode = body.statusCode;
    this.error = body.error;
    this.reasonCode = body.reasonCode;
    this.fields = body.fields;
  }
}

function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) {
    return false;
  }
  const body = value as Record<string, unknown>;
  return (
    typeof body.statusCode === 'number' &&
    typeof body.error === 'string' &&
    typeof body.message === 'string'
  );
}

/**
 * The ApiError for a failed answer. A body that is not our error shape (a proxy's HTML page,
 * an empty body) still yields an ApiError with the HTTP status, so callers handle one type.
 */
export function toApiError(status: number, statusText: string, body: unknown): ApiError {
  if (isApiErrorBody(body)) {
    return new ApiError(body);
  }
  return new ApiError({ statusCode: status, error: statusText, message: statusText });
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
}

/** Something that turns unknown JSON into a typed value, e.g. a zod schema from @portal/contracts. */
export interface ResponseParser<T> {
  parse(data: unknown): T;
}

/**
 * Calls our API with the stored bearer token (empty when signed out) and answers the parsed JSON
 * body. Throws ApiError for a non-2xx answer and CorruptSessionError for an unreadable session.
 */
export async function apiRequest<T>(
  path: string,
  parser: ResponseParser<T>,
  { method = 'GET', body, signal }: ApiRequestOptions = {},
): Promise<T> {
  const send = () => {
    const headers = new Headers({
      Accept: 'application/json',
      Authorization: `Bearer ${readStoredAccessToken()}`,
    });
    if (body !== undefined) {
      headers.set('Content-Type', 'application/json');
    }
    return fetch(path, {
      method,
      headers,
      body: body === undefined ? null : JSON.stringify(body),
      signal: signal ?? null,
    });
  };
  let response = await send();
  // An expired access token: refresh once and ask again (a refused refresh signs out).
  if (response.status === 401 && (await refreshSessionAfterUnauthorized())) {
    response = await send();
  }
  const data = await readJson(response);
  if (!response.ok) {
    throw toApiError(response.status, response.statusText, data);
  }
  return parser.parse(data);
}
