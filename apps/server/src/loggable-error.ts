import { DrizzleQueryError } from 'drizzle-orm/errors';
import { isDatabaseUnavailable } from './database-unavailable';

/** What a log line says about an error: never a query's parameters. */
export type LoggedError = {
  type: string;
  code?: string;
  message: string;
  /** The SQL of a failed query, with its `$1` placeholders: the values stay out. */
  query?: string;
  stack?: string;
};

/**
 * Describes an error for one log line. Drizzle's own message ("Failed query: … params: …")
 * and pino's error serializer would write the query's parameters (emails, names, search
 * terms) and the driver error's `detail` ("Key (email)=(…)") into the logs, so neither is
 * used: the line names the driver error's class, code and message, where PostgreSQL quotes
 * a parameter's value ('invalid input syntax for type uuid: "…"') that value is masked, and
 * the stack (only when asked for) starts with that same safe message.
 */
export function loggableError(error: unknown, { withStack }: { withStack: boolean }): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error) };
  const failedQuery = error instanceof DrizzleQueryError ? error : undefined;
  const reported = failedQuery?.cause instanceof Error ? failedQuery.cause : error;
  const type = reported.constructor.name;
  const code = (reported as { code?: unknown }).code;
  const message =
    reported === failedQuery
      ? `Failed query: ${failedQuery.query}`
      : maskParameters(messageOf(reported), failedQuery?.params ?? []);
  const stack = error.stack ?? '';
  const framesAt = stack.indexOf('\n    at ');
  const frames = framesAt >= 0 ? stack.slice(framesAt) : '';
  return {
    type,
    ...(typeof code === 'string' ? { code } : {}),
    message,
    ...(failedQuery ? { query: failedQuery.query } : {}),
    ...(withStack ? { stack: `${type}: ${message}${frames}` } : {}),
  };
}

/**
 * pino's `err` serializer, for every `{ err }` logged (ours, Fastify's, pg-boss's): the same
 * description, whose stack is a single line for a database that is away.
 */
export function serializeError(error: unknown): LoggedError & { stack: string } {
  const logged = loggableError(error, { withStack: !isDatabaseUnavailable(error) });
  return { ...logged, stack: logged.stack ?? `${logged.type}: ${logged.message}` };
}

/** An AggregateError (a connection refused on every address) often has no message of its own. */
function messageOf(error: Error): string {
  if (error.message || !(error instanceof AggregateError)) return error.message;
  return error.errors.map((inner) => (inner instanceof Error ? inner.message : '')).join('; ');
}

function maskParameters(message: string, params: unknown[]): string {
  let masked = message;
  for (const param of params) {
    if (param === null || param === undefined) continue;
    const value = typeof param === 'object' ? JSON.stringify(param) : String(param);
    masked = masked.replaceAll(`"${value}"`, '"[REDACTED]"');
  }
  return masked;
}
