import type { Page } from '@playwright/test';

function base64Url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/**
 * Opens the portal as a signed-in, verified user without the identity service: a stored session
 * whose token carries the claims the portal reads (the server never sees it: shell screens make no
 * API calls). For tests of the shell, not of signing in (identity.spec.ts signs in for real).
 */
export async function seedSignedInSession(page: Page) {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  const accessToken = `${base64Url({ alg: 'RS256', typ: 'JWT' })}.${base64Url({ exp, email_verified: true })}.unsigned`;
  await page.addInitScript((token) => {
    if (window.localStorage.getItem('session') === null) {
      window.localStorage.setItem(
        'session',
        JSON.stringify({ accessToken: token, emailVerified: true }),
      );
    }
  }, accessToken);
}
