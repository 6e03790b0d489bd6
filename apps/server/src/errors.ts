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
  return new AppError(400, `Invalid request. ${field}: ${message}`, undefined, [
    { field, message },
  ]);
}

/** Whether PostgreSQL refused a write for a unique index (drizzle wraps the driver's error). */
export function isUniqueViolation(error: unknown): boolean {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: { code?: unknown } };
  return code === '23505' || cause?.code === '23505';
}
