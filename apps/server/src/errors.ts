import { STATUS_CODES } from 'node:http';
import type { ReasonCode } from '@portal/contracts';

/**
 * An error a service throws on purpose: its status, message and (for a 409) reason code
 * reach the client as they are. Anything else that is thrown becomes an opaque 500.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly reasonCode?: ReasonCode,
    readonly fields?: { field: string; message: string }[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export function statusText(statusCode: number): string {
  return STATUS_CODES[statusCode] ?? 'Error';
}

/** A 400 naming the one field that is wrong, in the shape request validation answers. */
export function invalidField(field: string, message: string): AppError {
  return invalidFields([{ field, message }]);
}

/** A 400 naming every field that is wrong, in the shape request validation answers. */
export function invalidFields(fields: { field: string; message: string }[]): AppError {
  const summary = fields.map((f) => `${f.field}: ${f.message}`).join('; ');
  return new AppError(400, `Invalid request. ${summary}`, undefined, fields);
}

/** The SQLSTATE of PostgreSQL's error, whether drizzle wrapped the driver's error or not. */
function sqlState(error: unknown): string | undefined {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: { code?: unknown } };
  const state = cause?.code ?? code;
  return typeof state === 'string' ? state : undefined;
}

/** Whether PostgreSQL refused a write for a unique index. */
export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === '23505';
}

/**
 * Whether PostgreSQL rolled a transaction back for another one running at the same time
 * (deadlock_detected, serialization_failure): the same transaction may pass when tried again.
 */
export function isTransactionConflict(error: unknown): boolean {
  const state = sqlState(error);
  return state === '40P01' || state === '40001';
}

/**
 * Whether PostgreSQL refused a value a statement was given (SQLSTATE class 22, data
 * exception: not a date, not a number, out of range, too long, NUL in text...).
 */
export function isDataException(error: unknown): boolean {
  return sqlState(error)?.startsWith('22') ?? false;
}
