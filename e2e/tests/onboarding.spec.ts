import { expect, test } from '@playwright/test';
import {
  createVerifiedUser,
  DEMO,
  heading,
  mailedLink,
  mailSubjects,
  signIn,
  signInWithApi,
} from './support/auth';

// Issue 4 as a new partner lives it: sign up, apply, wait, get approved, accept the Pro terms
// (the e2e server turns AGREEMENT_CHECK on), and arrive in the business area.
test.describe('company onboarding', () => {
  test('a new partner applies, the administrator approves, the partner reaches My business', async ({
    page,
    browser,
    request,
  }) => {
    const stamp = Date.now();
    const email = `applicant-${stamp}@harbor-plumbing.example`;
    const password = 'teal-harbor-8142';
    const company = `Harbor Plumbing ${stamp}`;

    await page.goto('/sign-up');
    await page.getByRole('textbox', { name: 'Name' }).fill('Hana Harbor');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(heading(page, 'Verify your email')).toBeVisible();

    // Verified, signed in, and without a company: the post-login order asks for the application.
    await page.goto(await mailedLink(request, email, '/auth/verify-email'));
    await expect(page).toHaveURL(/\/company\/application$/);
    await expect(heading(page, 'Company application')).toBeVisible();

    // A bad phone number is refused on the field, and nothing is sent.
    await page.getByRole('textbox', { name: 'Company name' }).fill(company);
    await page.getByRole('textbox', { name: 'Address', exact: true }).fill('12 Harbor Street');
    await page.getByRole('textbox', { name: 'City' }).fill('Portland');
    await page.getByRole('textbox', { name: 'State or province' }).fill('OR');
    await page.getByRole('textbox', { name: /ZIP or postal code/ }).fill('97201');
    await page.getByRole('combobox', { name: 'Country' }).fill('United States');
    await page.getByRole('option', { name: 'United States' }).click();
    await page.getByRole('checkbox', { name: 'Plumber' }).check();
    await page.getByRole('textbox', { name: 'Phone number' }).fill('12');
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByText(/phone number/i).nth(1)).toBeVisible();
    await expect(page).toHaveURL(/\/company\/application$/);

    await page.getByRole('textbox', { name: 'Phone number' }).fill('(503) 555-0142');
    await page.getByRole('button', { name: 'Submit application' }).click();

    await expect(page).toHaveURL(/\/company\/application\/status$/);
    await expect(
      page.getByRole('heading', { name: 'Your application is under review' }),
    ).toBeVisible();
    // The reduced header: only signing out.
    await expect(page.getByRole('banner').getByRole('link')).toHaveText(['Sign out']);

    // The platform administrator approves it in a browser of their own.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signInWithApi(admin, request, DEMO.admin);
    await admin.goto('/admin');
    await expect(heading(admin, 'Administration')).toBeVisible();
    await admin.getByRole('searchbox', { name: /Search by company name/ }).fill(company);
    await admin.getByRole('button', { name: 'Search', exact: true }).click();
    await admin.getByRole('link', { name: company }).click();
    await admin.getByRole('button', { name: 'Approve' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await expect(admin.getByText(`${company} is approved.`)).toBeVisible();
    await adminContext.close();
    await expect
      .poll(() => mailSubjects(request, email))
      .toContainEqual(expect.stringMatching(/approved/i));

    // Signed in again: the new Pro terms come first, then My business with the company's name.
    await page.goto('/sign-out');
    await expect(heading(page, 'Sign in')).toBeVisible();
    await signIn(page, email, password);
    await expect(page).toHaveURL(/\/agreement-check$/);
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect(page).toHaveURL(/\/mybusiness\/home$/);
    await expect(page.getByText(`Company: ${company}`)).toBeVisible();
  });

  test('an application already under review shows its status after signing in', async ({
    page,
  }) => {
    await page.goto('/mybusiness/home');
    await signIn(page, DEMO.pending);

    await expect(page).toHaveURL(/\/company\/application\/status$/);
    await expect(
      page.getByRole('heading', { name: 'Your application is under review' }),
    ).toBeVisible();
  });
});

test.describe('access rules', () => {
  test('an INACTIVE employee sees access denied, and its button signs out', async ({
    page,
    request,
  }) => {
    await signInWithApi(page, request, DEMO.former);
    await page.goto('/mybusiness/home');

    await expect(heading(page, 'Your account is blocked')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link')).toHaveText(['Sign out']);
    await expect(page.getByRole('navigation', { name: 'My business' })).toHaveCount(0);
    // The spec's go-back button signs out; its label says where it leads.
    await page.getByRole('link', { name: 'Sign in with another account' }).click();
    await expect(heading(page, 'Sign in')).toBeVisible();
    await page.goto('/mybusiness/home');
    await expect(heading(page, 'Sign in')).toBeVisible();
  });

  test('an owner sees the company link in the profile menu', async ({ page, request }) => {
    await signInWithApi(page, request, DEMO.owner);
    await page.goto('/mybusiness/home');

    await page.getByRole('button', { name: /Account menu/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Company' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'My business' })).toContainText(
      'Manage company',
    );
  });

  test('a technician has no company link and no company management', async ({ page, request }) => {
    await signInWithApi(page, request, DEMO.technician);
    await page.goto('/mybusiness/home');

    await page.getByRole('button', { name: /Account menu/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Company' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'My business' })).not.toContainText(
      'Manage company',
    );
  });

  test('a partner is not a platform administrator: /admin is not found', async ({
    page,
    request,
  }) => {
    await signInWithApi(page, request, DEMO.owner);
    await page.goto('/admin');

    await expect(heading(page, 'Page not found')).toBeVisible();
  });
});

test.describe('the profile', () => {
  test('changing the language saves the profile and translates the portal', async ({
    page,
    request,
  }) => {
    await signInWithApi(page, request, await createVerifiedUser(request, 'Theo Profile'));
    await page.goto('/profile');
    await expect(heading(page, 'Profile')).toBeVisible();

    await page.getByRole('textbox', { name: 'First name' }).fill('Theo');
    // The header has a language choice of its own: this is the profile's, in the page.
    await page.getByRole('main').getByLabel('Language').click();
    await page.getByRole('listbox').getByRole('option', { name: 'Deutsch' }).click();
    await page.getByRole('button', { name: 'Save changes' }).click();

    await expect(heading(page, 'Profil')).toBeVisible();
  });
});
