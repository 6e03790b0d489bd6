import { expect, test } from '@playwright/test';
import { loopbackIpBaseURL } from '../base-url';
import { DEMO, heading, setUpServicesBefore, signIn } from './support/auth';

test.describe('signing in whichever loopback name was typed', () => {
  test('the portal opened at 127.0.0.1 signs in and out like at localhost', async ({
    page,
    request,
  }) => {
    await setUpServicesBefore(page, request, DEMO.owner);
    await page.goto(`${loopbackIpBaseURL}/sign-in`);
    await signIn(page, DEMO.owner);

    await expect(page).toHaveURL(`${loopbackIpBaseURL}/mybusiness/home`);
    await expect(heading(page, 'Home')).toBeVisible();

    await page.goto(`${loopbackIpBaseURL}/sign-out`);

    await expect(heading(page, 'Sign in')).toBeVisible();
    expect(new URL(page.url()).origin).toBe(new URL(loopbackIpBaseURL).origin);
  });
});

test.describe("the platform administrator's home", () => {
  // Wide enough for the header to show every primary link, Administration included, in a row.
  test.use({ viewport: { width: 1600, height: 900 } });

  test('signing in lands on /admin, the root leads there and the header links to it', async ({
    page,
  }) => {
    await page.goto('/sign-in');
    await signIn(page, DEMO.admin);

    await expect(page).toHaveURL(/\/admin$/);
    await expect(heading(page, 'Administration')).toBeVisible();

    await page.goto('/');
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/products/downloads/proseries');
    const primary = page.getByRole('navigation', { name: 'Main' });
    await primary.getByRole('link', { name: 'Administration' }).click();

    await expect(page).toHaveURL(/\/admin$/);
    await expect(heading(page, 'Administration')).toBeVisible();
  });

  test('a company owner has no Administration link', async ({ page, request }) => {
    await setUpServicesBefore(page, request, DEMO.owner);
    await page.goto('/sign-in');
    await signIn(page, DEMO.owner);

    await expect(heading(page, 'Home')).toBeVisible();
    const primary = page.getByRole('navigation', { name: 'Main' });
    await expect(primary.getByRole('link', { name: 'My business' })).toBeVisible();
    await expect(primary.getByRole('link', { name: 'Administration' })).toHaveCount(0);
  });
});

test.describe('the business home offers only what each role can do and is still to do', () => {
  for (const [role, email] of [
    ['owner with customers, builders and a team', DEMO.owner],
    ['technician', DEMO.technician],
  ] as const) {
    test(`the ${role} is told nothing waits`, async ({ page, request }) => {
      await setUpServicesBefore(page, request, email);
      await page.goto('/sign-in');
      await signIn(page, email);

      await expect(heading(page, 'Home')).toBeVisible();
      const main = page.getByRole('main');
      await expect(
        main.getByText('You are all set: nothing is waiting for you here.'),
      ).toBeVisible();
      await expect(main.getByRole('heading', { name: 'Your next steps' })).toHaveCount(0);
      await expect(main.getByText('Add your customers')).toHaveCount(0);
      await expect(main.getByText('Invite your employees')).toHaveCount(0);
    });
  }
});
