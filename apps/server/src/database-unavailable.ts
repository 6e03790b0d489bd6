/** What a 503 tells a client to wait before trying again while PostgreSQL is away. */
export const RETRY_AFTER_SECONDS = 5;

export const UNAVAILABLE_MESSAGE =
  'The service is briefly unavailable. Please try again in a few seconds.';

// Socket errors of a database that is down, restarting or unreachable.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// SQLSTATEs of a server that is shutting down or starting (admin_shutdown, crash_shutdown,
// cannot_connect_now); class 08 (connection exceptions) is recognised by its prefix.
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03']);

// node-postgres reports a lost or refused connection with these messages and no code.
const DRIVER_MESSAGES = new Set([
  'Connection terminated',
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
]);

type ErrorLike = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

/**
 * Whether an error means that PostgreSQL cannot be reached right now, rather than that a query
 * or our code is wrong: such a request answers 503 with Retry-After, not 500. Drizzle wraps the
 * driver's error in `cause`, and a failed connection to several addresses is an AggregateError,
 * so the whole chain is searched.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== 'object' || error === null) return false;
  const { code, message, cause, errors } = error as ErrorLike;
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code)) return true;
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  if (typeof message === 'string' && DRIVER_MESSAGES.has(message)) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) {
    return true;
  }
  return isDatabaseUnavailable(cause, depth + 1);
}
