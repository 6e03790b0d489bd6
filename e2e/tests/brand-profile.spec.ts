import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { DEMO, heading, signIn, signInWithApi } from './support/auth';

// Issue 14, the journey Homeowner App Branding is bought for: Brightline Electric's owner (the
// service bought, no profile yet) creates the brand profile while the preview shows what the
// customers will see, asks the existing customers to show it, and Nora Bennett, one of them,
// accepts on her thermostat and finds Brightline's logo and phone on her home.

const COMPANY = 'Brightline Electric';
const LOGO = fileURLToPath(new URL('../fixtures/brightline-logo.png', import.meta.url));
const PHONE_TYPED = '(916) 555-0147';
const PHONE_SHOWN = '+1 916 555 0147';
const EMAIL = 'service@brightline-electric.example';
const WEBSITE = 'https://www.brightline-electric.example';

const preview = (page: Page) =>
  page.getByRole('region', { name: 'Preview of your customers’ app' });

test.describe.configure({ mode: 'serial' });

// Spec files share one seeded database and run in order: this spec changes Brightline and
// Nora's home, so what they look like before the profile exists is checked here, first.
test("before the profile: no brand on the homeowner's home, and the settings step asks for the profile", async ({
  page,
  request,
  browser,
}) => {
  const homeownerContext = await browser.newContext();
  const home = await homeownerContext.newPage();
  await home.goto('/home-app/sign-in');
  await signIn(home, DEMO.brandHomeowner);
  const listed = home.getByRole('main').getByRole('article').first();
  await expect(listed).toBeVisible();
  await expect(listed.getByText(/Your installer/)).toHaveCount(0);
  await listed.getByRole('link').first().click();
  await expect(heading(home, 'Home')).toBeVisible();
  await expect(home.getByText('Your installer', { exact: true })).toHaveCount(0);
  await expect(home.getByRole('link', { name: /^Call / })).toHaveCount(0);
  await homeownerContext.close();

  await signInWithApi(page, request, DEMO.brandPro);
  await page.goto('/mybusiness/services/setup/brand-profile-settings?from=setup');
  await expect(heading(page, 'Brand profile settings')).toBeVisible();
  await page.getByRole('link', { name: 'Create your brand profile' }).click();
  await expect(page).toHaveURL(/\/services\/brand-profile\/new\?from=setup$/);
});

test('the owner creates the brand profile, watching the preview change', async ({
  page,
  request,
}) => {
  await signInWithApi(page, request, DEMO.brandPro);
  await page.goto('/mybusiness/home');
  await page
    .getByRole('navigation', { name: 'My business' })
    .getByRole('link', { name: 'Brand profile' })
    .click();
  // No profile yet: the manage page takes the owner to the new one.
  await expect(page).toHaveURL(/\/mybusiness\/services\/brand-profile\/new$/);
  await expect(heading(page, 'Create your brand profile')).toBeVisible();
  // The new page belongs to the Brand profile entry, which says so to screen readers.
  await expect(
    page
      .getByRole('navigation', { name: 'My business' })
      .getByRole('link', { name: 'Brand profile' }),
  ).toHaveAttribute('aria-current', 'page');

  const shown = preview(page);
  await expect(shown.getByRole('heading', { name: COMPANY })).toBeVisible();
  await expect(shown.getByText('Phone number not set')).toBeVisible();
  await expect(shown.getByRole('img')).toHaveCount(0);

  await page.getByRole('textbox', { name: /^Business email/ }).fill(EMAIL);
  await expect(shown.getByRole('link', { name: EMAIL })).toBeVisible();
  await page
    .getByRole('textbox', { name: /^Customer service number/ })
    .pressSequentially(PHONE_TYPED);
  await expect(shown.getByText(PHONE_SHOWN)).toBeVisible();
  await expect(shown.getByRole('link', { name: `Call ${COMPANY}` })).toHaveAttribute(
    'href',
    'tel:+19165550147',
  );
  await page.getByRole('textbox', { name: /^Website/ }).fill(WEBSITE);
  await expect(
    shown.getByRole('link', { name: /www\.brightline-electric\.example/ }),
  ).toBeVisible();

  // The logo is chosen as a person would, through the file chooser the button opens.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose a logo' }).click();
  await (await chooser).setFiles(LOGO);
  const logo = shown.getByRole('img', { name: `${COMPANY} logo` });
  await expect(logo).toHaveAttribute('src', /^\/api\/v1\/files\/logos\//);
  await expect
    .poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBe(120);
  await expect(page.getByRole('progressbar', { name: 'Logo upload' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Replace logo' })).toBeVisible();

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Brand profile saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/mybusiness\/services\/brand-profile$/);
  await expect(heading(page, 'Brand profile')).toBeVisible();
  await expect(page.getByRole('main').getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Customer service number/ })).toHaveValue(
    PHONE_SHOWN,
  );

  // The view page shows it as customers will, from what was stored.
  await page.getByRole('link', { name: 'See how customers see it' }).click();
  await expect(heading(page, 'Your brand in the homeowner app')).toBeVisible();
  await expect(preview(page).getByRole('img', { name: `${COMPANY} logo` })).toBeVisible();
  await expect(preview(page).getByText(PHONE_SHOWN)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit brand profile' })).toBeVisible();
});

test('the existing customers are asked, and the homeowner who accepts sees the brand', async ({
  page,
  request,
  browser,
}) => {
  await signInWithApi(page, request, DEMO.brandPro);
  await page.goto('/mybusiness/services/setup/brand-profile-settings');
  await expect(heading(page, 'Brand profile settings')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'All devices' })).toBeChecked();
  await page.getByRole('switch', { name: /^Apply to existing customers/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Apply to existing customers?' });
  await expect(confirm).toContainText('This cannot be undone.');
  await confirm.getByRole('button', { name: 'Turn on' }).click();
  await expect(confirm).toBeHidden();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your changes have been saved.')).toBeVisible();
  await expect(page.getByText('Existing customers asked')).toBeVisible();
  await expect(page.getByText(/homes? (was|were) asked to show your brand/)).toBeVisible();

  // Nora signs in to the homeowner app in a browser of her own.
  const homeownerContext = await browser.newContext();
  const home = await homeownerContext.newPage();
  await home.goto('/home-app/sign-in');
  await signIn(home, DEMO.brandHomeowner);
  const listed = home.getByRole('main').getByRole('article').first();
  await listed.getByRole('link').first().click();
  await expect(home.getByText('1 request is waiting for your answer.')).toBeVisible();
  await home
    .getByRole('button', { name: new RegExp(`^Accept Branding for ${COMPANY} on `) })
    .click();
  await expect(home.getByText(`You accepted Branding for ${COMPANY}.`)).toBeVisible();

  // Her home now shows Brightline: its logo, served and loaded, and the number to call.
  const logo = home.getByRole('img', { name: `${COMPANY} logo` });
  await expect(logo).toBeVisible();
  await expect
    .poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBe(120);
  await expect(home.getByRole('heading', { name: COMPANY })).toBeVisible();
  await expect(home.getByText(PHONE_SHOWN)).toBeVisible();
  await expect(home.getByRole('link', { name: `Call ${COMPANY}` })).toHaveAttribute(
    'href',
    'tel:+19165550147',
  );
  await homeownerContext.close();
});
