import { expect, test } from '@playwright/test';
import { loopbackIpBaseURL } from '../base-url';
import { DEMO, heading, signIn } from './support/auth';

test.describe('signing in whichever loopback name was typed', () => {
  test('the portal opened at 127.0.0.1 signs in and out like at localhost', async ({ page }) => {
    await page.goto(`${loopbackIpBaseURL}/sign-in`);
    await signIn(page, DEMO.owner);

    await expect(page).toHaveURL(`${loopbackIpBaseURL}/mybusiness/home`);
    await expect(heading(page, 'Home')).toBeVisible();

    await page.goto(`${loopbackIpBaseURL}/sign-out`);

    await expect(heading(page, 'Sign in')).toBeVisible();
    expect(new URL(page.url()).origin).toBe(new URL(loopbackIpBaseURL).origin);
  });
});
