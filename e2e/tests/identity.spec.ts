import { expect, test } from '@playwright/test';
import { DEMO, heading, mailedLink, setUpServicesBefore, signIn } from './support/auth';

const DEMO_EMAIL = DEMO.owner;

/** The newest verification link mailed to `email`, from the outbox (GET /api/dev/mail). */
const verificationLink = (request: Parameters<typeof mailedLink>[0], email: string) =>
  mailedLink(request, email, '/auth/verify-email');

test.describe('signing in', () => {
  test('each validation message appears', async ({ page }) => {
    await page.goto('/sign-in');
    await expect(heading(page, 'Sign in')).toBeVisible();

    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Enter your email address.')).toBeVisible();
    await expect(page.getByText('Enter your password.')).toBeVisible();

    await page.getByRole('textbox', { name: 'Email' }).fill('owner@northwind');
    await page.getByLabel(/^Password/).fill('short');
    await expect(
      page.getByText('Enter a valid email address, such as name@example.com.'),
    ).toBeVisible();
    await expect(page.getByText('The password must be at least 7 characters long.')).toBeVisible();
  });

  test('a wrong password shows the banner', async ({ page }) => {
    await page.goto('/sign-in');
    await signIn(page, DEMO_EMAIL, 'not-the-password-2026');

    await expect(page.getByRole('alert')).toHaveText('Wrong email or password.');
    await expect(heading(page, 'Sign in')).toBeVisible();
  });

  test('a signed-out visit to a protected page signs in and returns there', async ({ page }) => {
    await page.goto('/mybusiness/training');
    await expect(heading(page, 'Sign in')).toBeVisible();

    await signIn(page, DEMO_EMAIL);

    await expect(page).toHaveURL(/\/mybusiness\/training$/);
    await expect(heading(page, 'Training and support')).toBeVisible();
  });

  test('the demo owner lands on the business home and stays signed in', async ({
    page,
    request,
  }) => {
    await setUpServicesBefore(page, request, DEMO_EMAIL);
    await page.goto('/mybusiness/home');
    await expect(heading(page, 'Sign in')).toBeVisible();
    await signIn(page, DEMO_EMAIL);

    await expect(page).toHaveURL(/\/mybusiness\/home$/);
    await expect(heading(page, 'Home')).toBeVisible();
    const session = await page.evaluate(() => JSON.parse(localStorage.getItem('session') ?? '{}'));
    expect(Object.keys(session).sort()).toEqual(['accessToken', 'emailVerified']);
    expect(session.emailVerified).toBe(true);
  });
});

test.describe('keeping and ending a session', () => {
  test.beforeEach(async ({ page, request }) => {
    await setUpServicesBefore(page, request, DEMO_EMAIL);
    await page.goto('/mybusiness/home');
    await signIn(page, DEMO_EMAIL);
    await expect(heading(page, 'Home')).toBeVisible();
  });

  test('an expired access token is renewed with a rotated refresh token', async ({ page }) => {
    const before = await page.evaluate(() => localStorage.getItem('sessionRefreshToken'));
    expect(before).toBeTruthy();
    await page.evaluate(() => localStorage.setItem('sessionExpiresAt', String(Date.now())));

    await page.reload();

    await expect(heading(page, 'Home')).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('sessionRefreshToken')))
      .not.toBe(before);
    const expiresAt = await page.evaluate(() => Number(localStorage.getItem('sessionExpiresAt')));
    expect(expiresAt).toBeGreaterThan(Date.now());
  });

  test('30 minutes without activity sign out', async ({ page }) => {
    await page.evaluate(() =>
      localStorage.setItem('lastActivityAt', String(Date.now() - 30 * 60 * 1000)),
    );

    await page.reload();

    await expect(heading(page, 'Sign in')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();
  });
});

test.describe('forgetting the password', () => {
  test('the reset form mails a link and confirms', async ({ page, request }) => {
    await page.goto('/sign-in');
    await page.getByRole('textbox', { name: 'Email' }).fill(DEMO_EMAIL);
    await page.getByRole('button', { name: 'Forgot password?' }).click();

    await expect(heading(page, 'Reset your password')).toBeVisible();
    await page.getByRole('button', { name: 'Send reset link' }).click();

    await expect(
      page.getByText(
        `If an account exists for ${DEMO_EMAIL}, we have sent it a link to reset the password.`,
      ),
    ).toBeVisible();
    expect(await mailedLink(request, DEMO_EMAIL, '/auth/reset-password')).toContain('ticket=');

    await page.getByRole('button', { name: 'Back to sign in' }).click();
    await expect(heading(page, 'Sign in')).toBeVisible();
  });
});

test.describe('signing up', () => {
  test('sign up, verify the email from the mail, sign in, reload, sign out', async ({
    page,
    browser,
    request,
  }) => {
    const email = `partner-${Date.now()}@northwind-hvac.example`;
    const password = 'blue-heron-7319';

    await page.goto('/sign-up');
    await expect(heading(page, 'Partner sign-up')).toBeVisible();
    await page.getByRole('textbox', { name: 'Name' }).fill('Pat Partner');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Create account' }).click();

    // Signed in, unverified: the verification notice, and every other page leads back to it.
    await expect(page).toHaveURL(/\/email-verify$/);
    await expect(heading(page, 'Verify your email')).toBeVisible();
    await page.goto('/mybusiness/home');
    await expect(page).toHaveURL(/\/email-verify$/);

    // The link from the mail, opened where the mail is read: another browser.
    const link = await verificationLink(request, email);
    const mailReader = await browser.newContext();
    const other = await mailReader.newPage();
    await other.goto(link);
    await expect(
      other.getByText('Your email address is verified. Sign in to continue.'),
    ).toBeVisible();

    // A new partner without a company: the post-login order asks for the company application.
    await signIn(other, email, password);
    await expect(other).toHaveURL(/\/company\/application$/);
    await expect(heading(other, 'Company application')).toBeVisible();

    await other.reload();
    await expect(heading(other, 'Company application')).toBeVisible();

    await other.goto('/sign-out');
    await expect(heading(other, 'Sign in')).toBeVisible();
    expect(await other.evaluate(() => localStorage.getItem('session'))).toBeNull();
    await other.goto('/mybusiness/home');
    await expect(heading(other, 'Sign in')).toBeVisible();
    await mailReader.close();
  });

  test('the verification notice resends the mail', async ({ page, request }) => {
    const email = `resend-${Date.now()}@northwind-hvac.example`;
    await page.goto('/sign-up');
    await page.getByRole('textbox', { name: 'Name' }).fill('Robin Resend');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByLabel(/^Password/).fill('amber-falcon-4821');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(heading(page, 'Verify your email')).toBeVisible();
    await verificationLink(request, email);

    await page.getByRole('button', { name: 'Resend verification email' }).click();

    await expect(page.getByText('Email Sent')).toBeVisible();
    await expect(page.getByText('We have sent you a new verification email.')).toBeVisible();
  });

  test('following the link in the same browser opens the portal, verified', async ({
    page,
    request,
  }) => {
    const email = `same-tab-${Date.now()}@northwind-hvac.example`;
    await page.goto('/sign-up');
    await page.getByRole('textbox', { name: 'Name' }).fill('Sam Sametab');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByLabel(/^Password/).fill('silver-otter-5032');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(heading(page, 'Verify your email')).toBeVisible();

    await page.goto(await verificationLink(request, email));

    await expect(page).toHaveURL(/\/company\/application$/);
    await expect(heading(page, 'Company application')).toBeVisible();
    const session = await page.evaluate(() => JSON.parse(localStorage.getItem('session') ?? '{}'));
    expect(session.emailVerified).toBe(true);
  });

  test('an API call refused with 401 renews the token once and succeeds', async ({
    page,
    request,
  }) => {
    const email = `renew-${Date.now()}@northwind-hvac.example`;
    await page.goto('/sign-up');
    await page.getByRole('textbox', { name: 'Name' }).fill('Rene Renew');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByLabel(/^Password/).fill('copper-lynx-6604');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(heading(page, 'Verify your email')).toBeVisible();
    await verificationLink(request, email);

    // A token the API refuses (its signature no longer matches), still unexpired for the portal.
    await page.evaluate(() => {
      const session = JSON.parse(localStorage.getItem('session') ?? '{}');
      const [header, payload] = String(session.accessToken).split('.');
      session.accessToken = `${header}.${payload}.tampered`;
      localStorage.setItem('session', JSON.stringify(session));
    });
    await page.reload();
    await page.getByRole('button', { name: 'Resend verification email' }).click();

    await expect(page.getByText('Email Sent')).toBeVisible();
    const token = await page.evaluate(
      () => JSON.parse(localStorage.getItem('session') ?? '{}').accessToken as string,
    );
    expect(token.endsWith('.tampered')).toBe(false);
  });
});
