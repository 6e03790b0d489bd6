import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { baseURL } from '../../base-url';

/** Every demo account's password (packages/db demo seed). */
export const DEMO_PASSWORD = 'demo-portal-2026';
export const DEMO = {
  admin: 'admin@aerishome.example',
  owner: 'owner@northwind-hvac.example',
  technician: 'tech@northwind-hvac.example',
  former: 'former@northwind-hvac.example',
  manager: 'manager@northwind-hvac.example',
  dispatcher: 'dispatch@northwind-hvac.example',
  sales: 'sales@northwind-hvac.example',
  joiner: 'joiner@example-pro.example',
  pending: 'pending@summit-electric.example',
  homeowner: 'liam.brooks1@homeowner.example',
  /** Owner of Cascade Plumbing & Drains: Pro Alerts bought, nothing set up yet. */
  newPro: 'owner@cascade-plumbing.example',
  /** Owner of Brightline Electric: Homeowner App Branding bought, no brand profile yet. */
  brandPro: 'owner@brightline-electric.example',
  /** A Brightline customer's homeowner: a home with a thermostat, nothing asked yet. */
  brandHomeowner: 'nora.bennett@homeowner.example',
  /** Owner of Rhein Haustechnik GmbH in Germany: the EMEA market. */
  emeaOwner: 'owner@rhein-haustechnik.example',
} as const;

export function heading(page: Page, name: string | RegExp) {
  return page.getByRole('heading', { level: 1, name });
}

/** Fills and submits the sign-in form. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

type Tokens = { access_token: string; refresh_token: string; expires_in: number };

/** Tokens from the identity service's password-realm login, as the sign-in form gets them. */
export async function tokensFor(
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
): Promise<Tokens> {
  const response = await request.post('/auth/oauth/token', {
    data: {
      grant_type: 'http://auth0.com/oauth/grant-type/password-realm',
      realm: 'Username-Password-Authentication',
      client_id: 'partner-portal',
      username: email,
      password,
      audience: `${new URL(baseURL).origin}/api`,
      scope: 'openid profile email',
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Tokens;
}

const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

/** Headers of an API call made as `email`. */
export async function apiHeadersFor(request: APIRequestContext, email: string) {
  return bearer((await tokensFor(request, email)).access_token);
}

/**
 * Signs in through the identity service's token endpoint and leaves the tokens where the portal
 * keeps them, so a test about another screen starts signed in without typing. Real tokens from
 * the real service: the API accepts them like any other. The user is a returning one whose service
 * setup is done (setUpServicesBefore), unless `serviceSetup: 'fresh'` asks for a browser with no
 * setup progress, for a test of the setup itself.
 */
export async function signInWithApi(
  page: Page,
  request: APIRequestContext,
  email: string,
  { serviceSetup = 'done' }: { serviceSetup?: 'done' | 'fresh' } = {},
) {
  const tokens = await tokensFor(request, email);
  const claims = JSON.parse(
    Buffer.from(tokens.access_token.split('.')[1] ?? '', 'base64url').toString(),
  ) as { email_verified?: boolean; exp: number };
  await page.addInitScript(
    ({ accessToken, refreshToken, expiresAt, emailVerified }) => {
      if (window.sessionStorage.getItem('e2e-signed-in') !== null) return;
      window.sessionStorage.setItem('e2e-signed-in', 'yes');
      window.localStorage.setItem('session', JSON.stringify({ accessToken, emailVerified }));
      window.localStorage.setItem('sessionRefreshToken', refreshToken);
      window.localStorage.setItem('sessionExpiresAt', String(expiresAt));
      window.localStorage.setItem('lastActivityAt', String(Date.now()));
    },
    {
      accessToken: tokens.access_token,
      refreshToken: tokens.refresh_token,
      expiresAt: claims.exp * 1000,
      emailVerified: claims.email_verified === true,
    },
  );
  if (serviceSetup === 'done') {
    await setUpServicesWith(page, request, bearer(tokens.access_token));
  }
}

/**
 * Setup progress lives in the browser (spec 000 §9), so a fresh test browser would start the
 * service setup wizard for every company with a service (spec 000 §4). A test about another
 * screen calls this before signing in: the user is then a returning one whose setup is done.
 */
export async function setUpServicesBefore(page: Page, request: APIRequestContext, email: string) {
  await setUpServicesWith(page, request, await apiHeadersFor(request, email));
}

/** setUpServicesBefore for the user of these API headers. */
async function setUpServicesWith(
  page: Page,
  request: APIRequestContext,
  headers: Record<string, string>,
) {
  await page.addInitScript(
    (partnerAccountIds) => {
      for (const partnerAccountId of partnerAccountIds) {
        const key = `completeServiceSetupSteps/${partnerAccountId}`;
        if (window.localStorage.getItem(key) !== null) continue;
        const done = { 1: 'complete', 2: 'complete', 3: 'complete', 4: 'complete' };
        window.localStorage.setItem(key, JSON.stringify(done));
      }
    },
    await companyIdsOf(request, headers),
  );
}

/** The ids of the companies the user of these API headers belongs to, as the API reports them. */
async function companyIdsOf(
  request: APIRequestContext,
  headers: Record<string, string>,
): Promise<string[]> {
  const response = await request.get('/api/v1/proUsers/my', { headers });
  expect(response.ok(), await response.text()).toBe(true);
  const viewer = (await response.json()) as { partnerUsers: { partnerAccount: { id: string } }[] };
  return viewer.partnerUsers.map((member) => member.partnerAccount.id);
}

/** The demo owner's company id, as the API reports it. */
export async function northwindId(request: APIRequestContext): Promise<string> {
  const [id] = await companyIdsOf(request, await apiHeadersFor(request, DEMO.owner));
  return id ?? '';
}

interface OutboxMail {
  to: string | string[];
  subject: string;
  links: Array<string | { label: string; url: string }>;
}

/** The newest link mailed to `email` whose address contains `part`, from the dev outbox. */
export async function mailedLink(
  request: APIRequestContext,
  email: string,
  part: string,
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get('/api/dev/mail', { params: { filterBy: email } });
      const { nodes } = (await response.json()) as { nodes: OutboxMail[] };
      link = nodes
        .filter((mail) => [mail.to].flat().includes(email))
        .flatMap((mail) => mail.links)
        .map((item) => (typeof item === 'string' ? item : item.url))
        .find((href) => href.includes(part));
      return link;
    })
    .toBeDefined();
  return link as string;
}

/** The subjects of every mail sent to `email`, newest first. */
export async function mailSubjects(request: APIRequestContext, email: string): Promise<string[]> {
  const response = await request.get('/api/dev/mail', { params: { filterBy: email } });
  const { nodes } = (await response.json()) as { nodes: OutboxMail[] };
  return nodes.map((mail) => mail.subject);
}

/**
 * A new partner user, signed up and verified through the identity service as the sign-up page and
 * the mailed link would do it, for tests that change what they own. Answers the email.
 */
export async function createVerifiedUser(
  request: APIRequestContext,
  name: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}@example.test`;
  const response = await request.post('/auth/dbconnections/signup', {
    data: {
      client_id: 'partner-portal',
      connection: 'Username-Password-Authentication',
      email,
      password,
      name,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  // The link verifies, then sends the browser on to the sign-in page.
  const link = await mailedLink(request, email, '/auth/verify-email');
  const verified = await request.get(link, { maxRedirects: 0 });
  expect(verified.status()).toBe(302);
  return email;
}
