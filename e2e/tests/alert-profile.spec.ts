import { expect, type Page, test } from '@playwright/test';
import { DEMO, heading, signInWithApi } from './support/auth';

// Issue 13, the Pro Alerts profile as a new Pro Alerts customer meets it: the owner of Cascade
// Plumbing (Pro Alerts bought, no profile yet) follows the setup wizard to the profile form,
// turns email on, is stopped without a recipient, adds one, asks the existing customers, and
// is back in the wizard with the step complete; the form then keeps that choice for good and
// shows how the run went.
const SETUP = '/mybusiness/services/setup';
const STEP = 'Pro Alerts notifications';

const stepCard = (page: Page) => page.getByRole('listitem').filter({ hasText: STEP });
const applySwitch = (page: Page) =>
  page.getByRole('switch', { name: /^Apply to existing customers/ });

test.describe('the Pro Alerts profile', () => {
  test('a new Pro Alerts owner sets it up from the setup wizard', async ({ page, request }) => {
    await signInWithApi(page, request, DEMO.newPro, { serviceSetup: 'fresh' });
    // Pro Alerts bought and nothing set up yet: home starts the setup wizard by itself, at the
    // first step Pro Alerts opens (the branding steps wait for Homeowner App Branding).
    await page.goto('/mybusiness/home');
    await expect(page).toHaveURL(new RegExp(`${SETUP}$`));
    await expect(heading(page, 'Service setup')).toBeVisible();
    await expect(stepCard(page)).toContainText('In progress');
    await expect(
      page.getByRole('main').getByRole('listitem').filter({ hasText: '1. Brand profile' }),
    ).toContainText('Available with Homeowner App Branding.');

    await stepCard(page)
      .getByRole('link', { name: /^Start/ })
      .click();
    await expect(page).toHaveURL(/\/services\/setup\/customer-alerts-settings\?from=setup$/);
    await expect(heading(page, STEP)).toBeVisible();

    // The defaults of a company without a profile.
    await expect(page.getByRole('checkbox', { name: 'All devices' })).toBeChecked();
    const email = page.getByRole('switch', { name: /^Send email notifications/ });
    await expect(email).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Urgent' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Warning' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Notice' })).not.toBeChecked();
    await expect(applySwitch(page)).not.toBeChecked();
    await expect(applySwitch(page)).toBeEnabled();

    // Email on without a recipient: the field says so and Save waits for one.
    await email.check();
    const saveAndContinue = page.getByRole('button', { name: 'Save and continue' });
    const recipients = page.getByRole('textbox', { name: 'Recipients' });
    await expect(
      page.getByText('Add at least one recipient while email notifications are on.'),
    ).toBeVisible();
    await expect(recipients).toHaveAttribute('aria-invalid', 'true');
    await expect(saveAndContinue).toBeDisabled();

    await recipients.fill('dispatch@cascade-plumbing.example');
    await page.getByRole('button', { name: 'Add recipient' }).click();
    await expect(
      page
        .getByRole('list', { name: 'Recipients added' })
        .getByText('dispatch@cascade-plumbing.example'),
    ).toBeVisible();
    await expect(saveAndContinue).toBeEnabled();

    // Asking the existing customers cannot be taken back, so it is confirmed first.
    await applySwitch(page).click();
    const confirm = page.getByRole('dialog', { name: 'Apply to existing customers?' });
    await expect(confirm).toContainText('This cannot be undone.');
    await confirm.getByRole('button', { name: 'Turn on' }).click();
    await expect(confirm).toBeHidden();
    await expect(applySwitch(page)).toBeChecked();

    await saveAndContinue.click();
    await expect(page).toHaveURL(new RegExp(`${SETUP}$`));
    await expect(heading(page, 'Service setup')).toBeVisible();
    await expect(stepCard(page)).toContainText('Complete');

    // Back in the form: the choice is kept for good, and the run reports what it did.
    await stepCard(page).getByRole('link', { name: /^Edit/ }).click();
    await expect(heading(page, STEP)).toBeVisible();
    await expect(page.getByRole('switch', { name: /^Send email notifications/ })).toBeChecked();
    await expect(applySwitch(page)).toBeChecked();
    await expect(applySwitch(page)).toBeDisabled();
    // The reason is a keyboard's Tab away: from the last severity, past the disabled switch.
    await page.getByRole('checkbox', { name: 'Notice' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Why can I not change this?' })).toBeFocused();
    await expect(page.getByRole('tooltip')).toContainText('contact support');
    // The run goes on in the background; the page polls until it is done.
    await expect(page.getByText('Existing customers asked')).toBeVisible({ timeout: 30_000 });
    await expect(
      page.getByText(/^\d+ homes? (was|were) asked to turn on Pro Alerts\.$/),
    ).toBeVisible();

    // With its profile saved, the company is set up: home no longer offers the step.
    await page.goto('/mybusiness/home');
    await expect(page.getByRole('main').getByText('Create your brand profile')).toBeVisible();
    await expect(page.getByRole('main').getByText('Set up Pro Alerts')).toBeHidden();
  });
});
