import { expect, test } from '@playwright/test';
import { DEMO, heading, signInWithApi } from './support/auth';

// The rules of spec 000 §2, §6 and §9 that decide what a partner sees: the market's header links,
// the guarded areas typed by hand, and the narrow layout.

const WIDE = { width: 1400, height: 900 };

test.describe('the market decides the header (spec 000 §6)', () => {
  test.use({ viewport: WIDE });

  test('an EMEA partner has no Products, Resources or Perks link, and no downloads', async ({
    page,
    request,
  }) => {
    await signInWithApi(page, request, DEMO.emeaOwner);
    await page.goto('/mybusiness/home');
    await expect(heading(page, 'Home')).toBeVisible();

    const primary = page.getByRole('navigation', { name: 'Main' });
    await expect(primary.getByRole('link', { name: 'My business' })).toBeVisible();
    await expect(primary.getByRole('link', { name: 'Services' })).toBeVisible();
    await expect(primary.getByRole('link', { name: /^Academy/ })).toBeVisible();
    for (const name of [/^Products/, /^Resources/, /^Perks/]) {
      await expect(primary.getByRole('link', { name })).toHaveCount(0);
    }

    await page.goto('/products/downloads/proseries');
    await expect(heading(page, 'Page not found')).toBeVisible();
  });

  test('a North American partner has them all', async ({ page, request }) => {
    await signInWithApi(page, request, DEMO.owner);
    await page.goto('/mybusiness/home');
    const primary = page.getByRole('navigation', { name: 'Main' });
    for (const name of [/^Products/, /^Resources/, /^Perks/]) {
      await expect(primary.getByRole('link', { name })).toBeVisible();
    }
  });
});

test.describe('a guarded area typed by hand shows the no-access page (spec 000 §2, §6)', () => {
  test('a Northwind technician typing the company contact or business intelligence', async ({
    page,
    request,
  }) => {
    await signInWithApi(page, request, DEMO.technician);
    for (const path of ['/mybusiness/company/contact', '/mybusiness/business-intelligence']) {
      await page.goto(path);
      await expect(heading(page, 'Page unavailable')).toBeVisible();
    }
  });
});

test.describe('the narrow layout of 62 rem (spec 000 §9)', () => {
  test('the left navigation stays beside the page down to 62 rem, then moves into the menu', async ({
    page,
    request,
  }) => {
    await signInWithApi(page, request, DEMO.owner);
    const leftNav = page.getByRole('navigation', { name: 'My business' });
    const menu = page.getByRole('dialog', { name: 'Menu' });

    // 64 rem: narrower than the mobile breakpoint (68 rem), so the header has folded into its
    // menu, but the left navigation still has its column.
    await page.setViewportSize({ width: 1024, height: 900 });
    await page.goto('/mybusiness/home');
    await expect(heading(page, 'Home')).toBeVisible();
    await expect(leftNav).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(menu.getByRole('navigation', { name: 'My business' })).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    // 60 rem: the menu holds the left navigation.
    await page.setViewportSize({ width: 960, height: 900 });
    await expect(leftNav).toHaveCount(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu.getByRole('navigation', { name: 'My business' })).toBeVisible();
  });
});
