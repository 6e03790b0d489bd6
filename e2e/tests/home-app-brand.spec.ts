import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO, signIn } from './support/auth';

// Issue 14: a homeowner whose household accepted an installer's branding sees that installer in
// the homeowner app. The seed has Liam Brooks accept Northwind's, whose profile has a logo in the
// file store. (A home without a brand is checked in brand-profile.spec, before Brightline has one.)

const NORTHWIND = 'Northwind Heating & Cooling';

async function openFirstHome(page: Page, email: string) {
  await page.goto('/home-app/sign-in');
  await signIn(page, email);
  const home = page.getByRole('main').getByRole('article').first();
  await expect(home).toBeVisible();
  return home;
}

/** The image has loaded and has a size: the served file is a real image. */
async function expectLoaded(image: Locator) {
  await expect
    .poll(() =>
      image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth),
    )
    .toBeGreaterThan(0);
}

test('Liam sees Northwind, his installer, with its logo and every way to reach it', async ({
  page,
}) => {
  const listed = await openFirstHome(page, DEMO.homeowner);
  await expect(listed.getByText(`Your installer: ${NORTHWIND}`)).toBeVisible();
  // Beside the name the small logo only decorates (no alt text), so it is found as an element.
  await expectLoaded(listed.locator('img'));

  await listed.getByRole('link').first().click();
  const logo = page.getByRole('img', { name: `${NORTHWIND} logo` });
  await expect(logo).toBeVisible();
  await expectLoaded(logo);
  await expect(page.getByText('Your installer', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: NORTHWIND })).toBeVisible();
  await expect(page.getByText('+1 206 555 0188')).toBeVisible();
  const call = page.getByRole('link', { name: `Call ${NORTHWIND}` });
  await expect(call).toHaveText('Call');
  await expect(call).toHaveAttribute('href', 'tel:+12065550188');
  await expect(page.getByRole('link', { name: 'service@northwind-hvac.example' })).toHaveAttribute(
    'href',
    'mailto:service@northwind-hvac.example',
  );
  await expect(page.getByRole('link', { name: /www\.northwind-hvac\.example/ })).toHaveAttribute(
    'href',
    'https://www.northwind-hvac.example',
  );
});

test.describe('on a small phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the installer card fits the width: logo, name and Call all in view', async ({ page }) => {
    const listed = await openFirstHome(page, DEMO.homeowner);
    await listed.getByRole('link').first().click();
    for (const part of [
      page.getByRole('img', { name: `${NORTHWIND} logo` }),
      page.getByRole('heading', { name: NORTHWIND }),
      page.getByRole('link', { name: `Call ${NORTHWIND}` }),
      page.getByRole('link', { name: /www\.northwind-hvac\.example/ }),
    ]) {
      await part.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await expect(part).toBeInViewport({ ratio: 1 });
    }
    // The name wraps between words, never inside one.
    const name = page.getByRole('heading', { name: NORTHWIND });
    const lines = await name.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines).toBeLessThanOrEqual(NORTHWIND.split(' ').length);
    expect(await name.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  });
});
