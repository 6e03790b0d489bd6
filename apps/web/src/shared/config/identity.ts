// Where the identity provider lives and who the portal is to it. The embedded service under /auth
// by default; an external Auth0 tenant by configuration (DESIGN.md: identity), nothing else changes.

const env = import.meta.env;

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' && value !== '' ? value : fallback;
}

/** VITE_AUTH_DOMAIN: an Auth0 tenant's origin (https://tenant.eu.auth0.com); '' is our own /auth. */
export const AUTH_DOMAIN = text(env.VITE_AUTH_DOMAIN, '');

/** The provider's root: every call of spec 001 §7.20 is relative to it. */
export const IDENTITY_BASE_URL = AUTH_DOMAIN === '' ? '/auth' : AUTH_DOMAIN.replace(/\/+$/, '');

export const AUTH_CLIENT_ID = text(env.VITE_AUTH_CLIENT_ID, 'partner-portal');

/**
 * The API the access token is for: VITE_AUTH_AUDIENCE for an external tenant; unset, the request
 * names none and our identity service gives its one configured audience. Never derived from the
 * address in the browser, which may be 127.0.0.1 on a portal configured as localhost.
 */
export const AUTH_AUDIENCE: string | undefined = env.VITE_AUTH_AUDIENCE || undefined;

/** The database connection (realm) of sign-in, sign-up and password reset (spec 000 §3). */
export const AUTH_CONNECTION = 'Username-Password-Authentication';

export const PASSWORD_REALM_GRANT = 'http://auth0.com/oauth/grant-type/password-realm';

/** Spec 000 §9's scope plus offline_access, which asks the provider for a refresh token. */
export const AUTH_SCOPE = 'openid profile email offline_access';

/**
 * Whether mock mode (spec 000 §1, the local stored-session mode) may be on. Never in a production
 * build: there it is refused with a warning, so a stray VITE_AUTH_MOCK cannot open the portal.
 */
export function resolveMockMode(flag: unknown, production: boolean): boolean {
  if (flag !== 'true' && flag !== true) {
    return false;
  }
  if (production) {
    console.warn('VITE_AUTH_MOCK is ignored in a production build.');
    return false;
  }
  return true;
}

export const AUTH_MOCK_MODE = resolveMockMode(env.VITE_AUTH_MOCK, env.PROD);
