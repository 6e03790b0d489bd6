import { expect, type Page, test } from '@playwright/test';
import { DEMO, heading, mailedLink, signInWithApi } from './support/auth';

// Issue 6, the partner's side: a customer with a home, a thermostat registered by its MAC
// address, a remote-access request waiting for the homeowner, and the homeowner's invitation.
const THERMOSTAT = 'Aeris T10 Smart Thermostat';

/** A MAC address no other test uses: 12 hex digits from the clock. */
function uniqueMac(): string {
  return Date.now().toString(16).padStart(12, '0').slice(-12).toUpperCase();
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('dialog').getByLabel(label).click();
  await page.getByRole('option', { name: option }).click();
}

test.describe('customer accounts', () => {
  test('the demo company lists its customers, 15 a page, and searches them', async ({
    page,
    request,
  }) => {
    await signInWithApi(page, request, DEMO.owner);
    await page.goto('/mybusiness/customers');
    await expect(heading(page, 'Customer accounts')).toBeVisible();

    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(16); // the header row and 15 customers
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(rows).toHaveCount(11); // the other 10 of the seed's 25

    await page.getByRole('searchbox', { name: 'Search by name, email or phone' }).fill('Anderson');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(rows).toHaveCount(3);
    await expect(page.getByRole('link', { name: 'Olivia Anderson' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Noah Anderson' })).toBeVisible();
  });

  test('a partner adds a customer and a home, registers a thermostat, asks for remote access and invites the homeowner', async ({
    page,
    request,
  }) => {
    const stamp = Date.now();
    const homeowner = `homeowner-${stamp}@example.test`;
    await signInWithApi(page, request, DEMO.technician);
    await page.goto('/mybusiness/customers');

    await page.getByRole('button', { name: 'Add customer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add customer' });
    await dialog.getByRole('textbox', { name: 'First name' }).fill('Harper');
    await dialog.getByRole('textbox', { name: 'Last name' }).fill(`Home ${stamp}`);
    await dialog.getByRole('textbox', { name: 'Email' }).fill(homeowner);
    await dialog.getByRole('checkbox', { name: 'Add their first home now' }).check();
    await dialog.getByRole('textbox', { name: 'Home name' }).fill('Main house');
    await dialog.getByRole('textbox', { name: 'Address', exact: true }).fill('48 Cedar Lane');
    await dialog.getByRole('textbox', { name: 'City' }).fill('Boise');
    await dialog.getByRole('textbox', { name: 'State or province' }).fill('ID');
    await dialog.getByRole('textbox', { name: /ZIP or postal code/ }).fill('83702');
    await dialog.getByRole('button', { name: 'Add customer' }).click();

    // The new customer's account page, with its home.
    await expect(heading(page, `Harper Home ${stamp}`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Main house' })).toBeVisible();

    await page.getByRole('button', { name: 'Register device' }).click();
    await page.getByRole('dialog').getByRole('textbox', { name: 'MAC address' }).fill(uniqueMac());
    await choose(page, 'Product', THERMOSTAT);
    await page.getByRole('dialog').getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('cell', { name: THERMOSTAT })).toBeVisible();

    await page.getByRole('button', { name: 'Request service' }).first().click();
    const request_ = page.getByRole('dialog', { name: 'Request a service' });
    await request_.getByRole('checkbox').first().check();
    await choose(page, 'Service', 'Remote access');
    await request_.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByText('Remote access: Pending')).toBeVisible();

    await page.getByRole('button', { name: 'Invite homeowner' }).click();
    const invite = page.getByRole('dialog');
    await invite.getByRole('textbox', { name: 'Email' }).fill(homeowner);
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(invite).toBeHidden();
    expect(await mailedLink(request, homeowner, '/home-app/invites/')).toContain('/home-app/');
  });
});
