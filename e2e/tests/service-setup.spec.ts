import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  STORE_SIGNATURE_HEADER,
  signStoreOrder,
} from '../../apps/server/src/modules/store/signature';
import { apiHeadersFor, createVerifiedUser, DEMO, heading, signInWithApi } from './support/auth';

// Issue 16 as a partner lives it: a newly approved company buys Pro Alerts and Homeowner App
// Branding in the online store, whose order webhook (signed as the store signs it) enrolls the
// company while its owner, sent back from the store with ?fromShopify=true, waits on the
// pending page; the owner then walks the four setup steps, skips one, and finishes setup.

/** The e2e server's store secret: the server's default outside production. */
const STORE_SECRET = 'dev-store-webhook-secret';
const LOGO = fileURLToPath(new URL('../fixtures/brightline-logo.png', import.meta.url));
const SETUP = '/mybusiness/services/setup';

/** A company applied for by a new owner, approved by the administrator, terms accepted. */
async function approvedCompany(request: APIRequestContext, name: string) {
  const email = await createVerifiedUser(request, 'Sky Setup');
  const owner = await apiHeadersFor(request, email);
  const applied = await request.post('/api/v1/proAccounts', {
    headers: owner,
    data: {
      name,
      address: {
        address1: '88 Alder Street',
        city: 'Portland',
        state: 'OR',
        zip: '97205',
        country: 'US',
      },
      phoneNumber: '(503) 555-0188',
      countryCode: 'US',
      proCategories: ['HVAC'],
      expertise: ['HVAC'],
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const { id } = (await applied.json()) as { id: string };
  const approved = await request.put(`/api/v1/companies/${id}`, {
    headers: await apiHeadersFor(request, DEMO.admin),
    data: { status: 'ACTIVE' },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  const terms = await request.get('/api/v1/proUsers/my/agreements/PRO_TN_C', { headers: owner });
  const { agreement } = (await terms.json()) as { agreement: { id: string } };
  const accepted = await request.put('/api/v1/proUsers/my/agreements/PRO_TN_C/consent', {
    headers: owner,
    data: { agreementId: agreement.id, accepted: true },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return { id, email };
}

/** A paid order of both services for the company, as the store's order webhook sends it. */
function storeOrder(orderId: number, partnerAccountId: string): string {
  return JSON.stringify({
    id: orderId,
    created_at: new Date(orderId).toISOString(),
    line_items: [
      { sku: 'PA-BASIC-M', quantity: 1 },
      { sku: 'HAB-BASIC-M', quantity: 1 },
    ],
    note_attributes: [{ name: 'partnerAccountId', value: partnerAccountId }],
  });
}

/** Delivers an order to the store webhook with this signature, by default the store's own. */
function storeSends(
  request: APIRequestContext,
  body: string,
  signature = signStoreOrder(body, STORE_SECRET),
) {
  return request.post('/api/v1/store/orders', {
    headers: { 'content-type': 'application/json', [STORE_SIGNATURE_HEADER]: signature },
    data: body,
  });
}

const stepCard = (page: Page, title: string) =>
  page.getByRole('main').getByRole('listitem').filter({ hasText: title });

test('a company buys both services in the store and its owner is walked through setting them up', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const company = `Alder Heating ${Date.now()}`;
  const { id, email } = await approvedCompany(request, company);
  const admin = await apiHeadersFor(request, DEMO.admin);
  const enrollments = async () => {
    const response = await request.get(`/api/v1/companies/${id}/enrollments`, { headers: admin });
    expect(response.status(), await response.text()).toBe(200);
    const { nodes } = (await response.json()) as {
      nodes: { programName: string; source: string }[];
    };
    return nodes.map((node) => [node.programName, node.source]).sort();
  };

  // A forged order for the company is refused and enrolls it in nothing.
  const order = storeOrder(Date.now(), id);
  const forged = await storeSends(request, order, 'bm90IHNpZ25lZA==');
  expect(forged.status()).toBe(401);
  expect(await enrollments()).toEqual([]);

  // Back from the store before its webhook arrived: the pending page waits for the purchase.
  await signInWithApi(page, request, email, { serviceSetup: 'fresh' });
  await page.goto(`${SETUP}?fromShopify=true`);
  await expect(heading(page, 'We are setting up your services')).toBeVisible();
  const paid = await storeSends(request, order);
  expect(paid.status(), await paid.text()).toBe(200);
  // The next poll (every 5 s) finds both services active and opens the wizard.
  await expect(heading(page, 'Service setup')).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(new RegExp(`${SETUP}$`));
  await expect(page.getByText('0 of 4 steps done')).toBeVisible();
  await expect(stepCard(page, 'Brand profile')).toContainText('In progress');
  await expect(stepCard(page, 'Customize alerts')).toContainText('Upcoming');

  // The banner reminds the owner elsewhere in My business, and leads back.
  await page.goto('/mybusiness/home');
  const banner = page.getByRole('region', { name: 'Finish setting up your services' });
  await expect(banner).toBeVisible();
  await banner.getByRole('link', { name: 'Continue setup' }).click();
  await expect(heading(page, 'Service setup')).toBeVisible();

  // Step 1: the brand profile.
  await stepCard(page, 'Brand profile')
    .getByRole('link', { name: /^Start/ })
    .click();
  await expect(heading(page, 'Create your brand profile')).toBeVisible();
  await page.getByRole('textbox', { name: /^Business email/ }).fill('care@alder-heating.example');
  // In international form, around a known bug: the form reads a national number in the country of
  // the signed-in user (viewer.countryCode), which a user who signed up in the portal does not
  // have, while the server reads it in the company's (US here); "(503) 555-0190" would be refused
  // as "The country calling code is not valid."
  await page
    .getByRole('textbox', { name: /^Customer service number/ })
    .pressSequentially('+1 503 555 0190');
  await page.locator('input[type="file"]').setInputFiles(LOGO);
  await expect(page.getByRole('button', { name: 'Replace logo' })).toBeVisible();
  await page.getByRole('button', { name: /^Save/ }).click();
  await expect(heading(page, 'Service setup')).toBeVisible();
  await expect(stepCard(page, 'Brand profile')).toContainText('Complete');

  // Step 2: which devices show the brand.
  await stepCard(page, 'Homeowner app branding')
    .getByRole('link', { name: /^Continue/ })
    .click();
  await expect(heading(page, 'Brand profile settings')).toBeVisible();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(heading(page, 'Service setup')).toBeVisible();
  await expect(page.getByText('2 of 4 steps done')).toBeVisible();

  // Step 3: skipped for now.
  await stepCard(page, 'Pro Alerts notifications').getByRole('button', { name: /^Skip/ }).click();
  await expect(stepCard(page, 'Pro Alerts notifications')).toContainText('Skipped');
  await expect(page.getByText('3 of 4 steps done')).toBeVisible();

  // Step 4: the alerts the company wants, created with Save and continue.
  await stepCard(page, 'Customize alerts')
    .getByRole('link', { name: /^Continue/ })
    .click();
  await expect(page).toHaveURL(/\/mybusiness\/alerts\/alert-settings\?from=setup$/);
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // Every step done or skipped: the completed title and the academy note.
  await expect(heading(page, 'Your services are set up')).toBeVisible();
  await expect(page.getByRole('link', { name: /Visit the academy/ })).toBeVisible();

  // And the banner is gone from My business. Reached by the navigation rather than a reload: the
  // layout, its banner already loaded, decides the banner in the render that shows the home page.
  await page
    .getByRole('navigation', { name: 'My business' })
    .getByRole('link', { name: 'Home', exact: true })
    .click();
  await expect(heading(page, 'Home')).toBeVisible();
  await expect(banner).toHaveCount(0);

  // The store delivers the order again, as it does until it hears back: nothing changes.
  const again = await storeSends(request, order);
  expect(again.status(), await again.text()).toBe(200);
  expect(await again.json()).toMatchObject({ duplicate: true });
  expect(await enrollments()).toEqual([
    ['Homeowner App Branding', 'STORE'],
    ['Pro Alerts', 'STORE'],
  ]);
});
