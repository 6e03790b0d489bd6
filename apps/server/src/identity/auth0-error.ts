/**
 * An error of the identity service, answered in Auth0's shape `{ error, error_description }`
 * with Auth0's status code, so that a client written for Auth0 reads it unchanged.
 */
export class Auth0Error extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly description: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(description);
    this.name = 'Auth0Error';
  }
}

export const WRONG_CREDENTIALS = 'Wrong email or password.';

export function wrongCredentials(): Auth0Error {
  return new Auth0Error(403, 'invalid_grant', WRONG_CREDENTIALS);
}

export function missingParameter(name: string): Auth0Error {
  return new Auth0Error(400, 'invalid_request', `Missing required parameter: ${name}`);
}
