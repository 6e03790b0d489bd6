/** An identity-provider error as spec 000 §3 names it: message, description, statusCode. */
export class IdentityError extends Error {
  readonly description: string;
  readonly statusCode: number;

  constructor(message: string, description: string, statusCode: number) {
    super(message);
    this.name = 'IdentityError';
    this.description = description;
    this.statusCode = statusCode;
  }
}

function firstText(...values: unknown[]): string {
  for (const value of values) {
    if (typeof value === 'string' && value !== '') {
      return value;
    }
  }
  return '';
}

/**
 * Reads the provider's error answer. Auth0 answers `{ error, error_description }` on /oauth/*,
 * `{ code, description }` or `{ code, message }` on /dbconnections/*; anything else (a proxy's
 * page, an empty body) keeps the HTTP status and its text.
 */
export function toIdentityError(status: number, statusText: string, body: unknown): IdentityError {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const message = firstText(fields.error, fields.code, fields.name, statusText);
  const description = firstText(
    fields.error_description,
    fields.description,
    fields.message,
    typeof body === 'string' ? body : '',
  );
  return new IdentityError(message, description, status);
}
