import type { ApiErrorBody } from '@portal/contracts';
import { refreshSessionAfterUnauthorized } from './auth/session-refresher';
import { readJson } from './read-json';
import { readStoredAccessToken } from './session';

/** Spec 001 §8: the message the client gives each status it names. */
const STATUS_MESSAGES = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
} as const;

/** Spec 001 §8: any other non-OK status. */
const GENERIC_ERROR = 'Generic Error';

export type ApiErrorKind =
  | (typeof STATUS_MESSAGES)[keyof typeof STATUS_MESSAGES]
  | typeof GENERIC_ERROR;

/** Spec 001 §8's name for a failed answer's status. */
export function apiErrorKind(status: number): ApiErrorKind {
  return STATUS_MESSAGES[status as keyof typeof STATUS_MESSAGES] ?? GENERIC_ERROR;
}

/** The HTTP answer an ApiError came from, as far as our error body does not already say it. */
export interface FailedAnswer {
  statusText: string;
  body: unknown;
}

/**
 * A non-2xx answer of our API, carrying the server's error body: screens show its message.
 * `kind` is spec 001 §8's name for the status; the status text and the body as answered come
 * with it, as a Generic Error carries them.
 */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly error: string;
  readonly reasonCode: ApiErrorBody['reasonCode'];
  readonly fields: ApiErrorBody['fields'];
  readonly kind: ApiErrorKind;
  readonly statusText: string;
  readonly body: unknown;

  constructor(body: ApiErrorBody, answer: FailedAnswer = { statusText: body.error, body }) {
    super(body.message);
    this.name = 'ApiError';
    this.statusCode = body.statusCode;
    this.error = body.error;
    this.reasonCode = body.reasonCode;
    this.fields = body.fields;
    this.kind = apiErrorKind(body.statusCode);
    this.statusText = answer.statusText;
    this.body = answer.body;
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
 * an empty body) still yields an ApiError with the HTTP status, so callers handle one type; its
 * message is then spec 001 §8's for the status, since there is no server message to show.
 */
export function toApiError(status: number, statusText: string, body: unknown): ApiError {
  const answer = { statusText, body };
  if (isApiErrorBody(body)) {
    return new ApiError(body, answer);
  }
  const kind = apiErrorKind(status);
  return new ApiError({ statusCode: status, error: statusText || kind, message: kind }, answer);
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /** Request headers of the call's own, e.g. the `language` the answer's labels are wanted in. */
  headers?: Readonly<Record<string, string>>;
}

/** Something that turns unknown JSON into a typed value, e.g. a zod schema from @portal/contracts. */
export interface ResponseParser<T> {
  parse(data: unknown): T | Promise<T>;
  /** Starts getting ready to parse as the request goes out, so the answer need not wait. */
  prepare?(): void;
}

/**
 * A parser whose schema loads with the first answer it reads. For the calls of a signed-in user
 * that every page's frame makes: their schemas (and the zod schemas and phone rules they bring)
 * then stay out of the code the signed-out pages download.
 */
export function parserOnDemand<T>(load: () => Promise<ResponseParser<T>>): ResponseParser<T> {
  return {
    // The schema downloads beside the request; should that fail, parse reports it.
    prepare: () => void load().catch(() => undefined),
    parse: async (data) => (await load()).parse(data),
  };
}

/** For calls whose answer the screen does not read (a 204, or a body a refetch replaces). */
export const ignoreBody: ResponseParser<null> = { parse: () => null };

/**
 * Sends a request with the stored bearer token (empty when signed out); after a 401 it refreshes
 * the session once and asks again (a refused refresh signs out).
 */
async function authorizedFetch(
  path: string,
  accept: string,
  { method = 'GET', body, signal, headers: own = {} }: ApiRequestOptions,
): Promise<Response> {
  const send = () => {
    const headers = new Headers({
      ...own,
      Accept: accept,
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
  const response = await send();
  if (response.status === 401 && (await refreshSessionAfterUnauthorized())) {
    return send();
  }
  return response;
}

/**
 * Calls our API with the stored bearer token (empty when signed out) and answers the parsed JSON
 * body. Throws ApiError for a non-2xx answer and CorruptSessionError for an unreadable session.
 */
export async function apiRequest<T>(
  path: string,
  parser: ResponseParser<T>,
  options: ApiRequestOptions = {},
): Promise<T> {
  parser.prepare?.();
  const response = await authorizedFetch(path, 'application/json', options);
  const data = await readJson(response);
  if (!response.ok) {
    throw toApiError(response.status, response.statusText, data);
  }
  return parser.parse(data);
}

/** A file the API answered: its bytes and the name its Content-Disposition gave, if any. */
export interface DownloadedFile {
  blob: Blob;
  filename: string | undefined;
}

/**
 * Fetches a file (a CSV export) with the bearer token: a plain link cannot send the token, so
 * the file comes as a blob the caller saves. Throws ApiError for a non-2xx answer.
 */
export async function apiDownload(
  path: string,
  accept: string,
  signal?: AbortSignal,
): Promise<DownloadedFile> {
  const response = await authorizedFetch(path, accept, signal ? { signal } : {});
  if (!response.ok) {
    throw toApiError(response.status, response.statusText, await readJson(response));
  }
  return {
    blob: await response.blob(),
    filename: filenameOfDisposition(response.headers.get('Content-Disposition')),
  };
}

/** The file name of a Content-Disposition header (`attachment; filename="devices.csv"`). */
export function filenameOfDisposition(header: string | null): string | undefined {
  const match = header?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  return match?.[1] === undefined ? undefined : decodeURIComponent(match[1].trim());
}
