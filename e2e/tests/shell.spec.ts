import { expect, type Page, test } from '@playwright/test';
import { DEMO, signInWithApi } from './support/auth';

const year = new Date().getFullYear();

function pageHeading(page: Page, name: string) {
  return page.getByRole('heading', { level: 1, name });
}

/**
 * Moves to a path the way the portal's router does for a link, without a page load. No screen
 * links to a missing page yet, so the test writes the router's own history entry ({ usr, key,
 * idx }) and lets the browser's popstate reach the router.
 */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((target) => {
    const idx = (window.history.state?.idx ?? 0) + 1;
    window.history.pushState({ usr: null, key: 'e2e', idx }, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}

test.beforeEach(async ({ page, request }) => {
  // The shell's screens are for signed-in users; signing in itself is identity.spec.ts.
  await signInWithApi(page, request, DEMO.owner);
});

test.describe('the portal shell', () => {
  test('opening the root lands on the business home', async ({ page }) => {
    await page.goto('/');

    await expect(page).toHaveURL(/\/mybusiness\/home$/);
    await expect(pageHeading(page, 'Home')).toBeVisible();
    const primary = page.getByRole('navigation', { name: 'Main' });
    await expect(primary.getByRole('link', { name: 'My business' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('the language selector translates the shell and the choice survives a reload', async ({
    page,
  }) => {
    await page.goto('/mybusiness/home');
    await expect(pageHeading(page, 'Home')).toBeVisible();

    await page.getByLabel('Language').selectOption({ label: 'Deutsch' });

    const primary = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(primary.getByRole('link', { name: 'Produkte' })).toBeVisible();
    await expect(pageHeading(page, 'Startseite')).toBeVisible();
    await expect(page.getByText(`© ${year} Aeris Home. Alle Rechte vorbehalten.`)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');

    await page.reload();

    await expect(primary.getByRole('link', { name: 'Produkte' })).toBeVisible();
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: /Datenschutzerklärung/ }),
    ).toBeVisible();
    await expect(page.getByLabel('Sprache')).toHaveValue('de');
  });

  test('the footer shows the current year and the legal links', async ({ page }) => {
    await page.goto('/mybusiness/home');

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(`© ${year} Aeris Home. All rights reserved.`)).toBeVisible();
    const legal = footer.getByRole('navigation', { name: 'Legal' });
    for (const name of ['Company website', 'Aeris Home website', 'Privacy policy', 'Order FAQ']) {
      const link = legal.getByRole('link', { name: new RegExp(name) });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('target', '_blank');
    }
    // The browser speaks en-US: North American terms in US English.
    await expect(legal.getByRole('link', { name: /Terms and conditions/ })).toHaveAttribute(
      'href',
      'https://www.aerishome.example/na/terms/en-us',
    );
  });

  test('an unknown route shows the 404 page without Back, and Go home leads home', async ({
    page,
  }) => {
    await page.goto('/no-such-page');

    await expect(pageHeading(page, 'Page not found')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go back' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Go home' }).click();

    await expect(page).toHaveURL(/\/mybusiness\/home$/);
    await expect(pageHeading(page, 'Home')).toBeVisible();
  });

  test('after navigating in-app, the 404 page offers Back, which returns', async ({ page }) => {
    await page.goto('/mybusiness/home');
    await expect(pageHeading(page, 'Home')).toBeVisible();

    await navigateInApp(page, '/mybusiness/no-such-screen');

    await expect(pageHeading(page, 'Page not found')).toBeVisible();
    await page.getByRole('button', { name: 'Go back' }).click();

    await expect(page).toHaveURL(/\/mybusiness\/home$/);
    await expect(pageHeading(page, 'Home')).toBeVisible();
  });

  test('the reduced header offers only signing out', async ({ page }) => {
    await page.goto('/email-verify');

    await expect(pageHeading(page, 'Verify your email')).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header.getByRole('link')).toHaveText(['Sign out']);
  });
});

test.describe('with a browser set to Austrian German', () => {
  test.use({ locale: 'de-AT' });

  // The browser chooses the language; the company's country (the demo company is in the US)
  // chooses the market, so the terms are North America's, in German.
  test('the shell speaks German and links its market terms in German', async ({ page }) => {
    await page.goto('/mybusiness/home');

    await expect(pageHeading(page, 'Startseite')).toBeVisible();
    await expect(
      page.getByRole('link', { name: /Allgemeine Geschäftsbedingungen/ }),
    ).toHaveAttribute('href', 'https://www.aerishome.example/na/terms/de');
  });
});

test.describe('with a browser set to Mexican Spanish', () => {
  test.use({ locale: 'es-MX' });

  test('the shell speaks Latin-American Spanish and links the North American terms', async ({
    page,
  }) => {
    await page.goto('/mybusiness/home');

    await expect(page.getByRole('link', { name: 'Mi negocio' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Términos y condiciones/ })).toHaveAttribute(
      'href',
      'https://www.aerishome.example/na/terms/es',
    );
  });
});
