import { expect, test } from '@playwright/test';
import { DEMO, heading, signIn, signInWithApi } from './support/auth';
import { seriousViolations } from './support/axe';

// Issue 17 as both sides live it, in two browsers: a Northwind technician asks Liam Brooks for a
// remote session on his hallway thermostat (remote access already allowed in the seed), Liam
// approves it in the homeowner app and the technician's banner follows without a reload; the
// technician begins, the banner counts down, changes the heat setpoint and the simulated
// thermostat (SIMULATOR=true in playwright.config.ts) takes it over MQTT; the technician ends
// the session and Liam reads what was done in the thermostat's activity.

const COMPANY = 'Northwind Heating & Cooling';
/** The homeowner named it; the partner knows it by its model. */
const THERMOSTAT = 'Hallway thermostat';
const MODEL = 'Aeris T10 Smart Thermostat';
/** DEMO_HOMEOWNER_THERMOSTAT_MAC in packages/db/src/seed-customers.ts. */
const THERMOSTAT_MAC = 'A4:E1:00:00:01:0A';

test.use({ reducedMotion: 'reduce' });

test('a technician works on a thermostat in a remote session the homeowner approves live, and the homeowner reads the audit trail', async ({
  page,
  browser,
  request,
}) => {
  // The technician's clock is Playwright's, running as usual until the test moves it on.
  await page.clock.install();
  await signInWithApi(page, request, DEMO.technician);
  await page.goto('/mybusiness/customers');
  await page.getByRole('searchbox', { name: 'Search by name, email or phone' }).fill('Liam');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('link', { name: 'Liam Brooks' }).click();
  await expect(heading(page, 'Liam Brooks')).toBeVisible();
  await page.getByRole('button', { name: `More actions for ${THERMOSTAT_MAC}` }).click();
  await page.getByRole('menuitem', { name: 'Remote session' }).click();

  const panel = page.getByRole('region', { name: `Remote session: ${MODEL}` });
  await expect(panel.getByText('No remote session is open on this device.')).toBeVisible();
  await panel.getByRole('button', { name: 'Request remote session' }).click();
  // The banner is a region named by its step.
  const banner = (step: string) => page.getByRole('region', { name: step, exact: true });
  await expect(banner('Remote session requested')).toBeVisible();

  // Liam, in a browser of his own, sees the request on his thermostat and approves it.
  const homeownerContext = await browser.newContext({ reducedMotion: 'reduce' });
  const home = await homeownerContext.newPage();
  await home.goto('/home-app/sign-in');
  await signIn(home, DEMO.homeowner);
  const homes = home.getByRole('main').getByRole('article').first();
  await expect(homes).toBeVisible();
  await homes.getByRole('link').first().click();
  await home
    .getByRole('button', { name: `Approve the session of ${COMPANY} on ${THERMOSTAT}` })
    .click();
  await expect(home.getByText('Waiting to start')).toBeVisible();

  // The technician's banner follows at once; beginning asks first.
  await banner('Remote session approved').getByRole('button', { name: 'Begin session' }).click();
  await page
    .getByRole('dialog', { name: 'Begin the remote session?' })
    .getByRole('button', { name: 'Begin session' })
    .click();
  const inProgress = banner('Remote session in progress');
  const timer = inProgress.getByRole('timer');
  await expect(timer).toHaveText(/^Time left: (01:00|00:59)$/);
  // Two minutes later by the technician's clock, the banner has counted them down.
  await page.clock.fastForward('02:00');
  await expect(timer).toHaveText(/^Time left: 00:5[78]$/);
  await expect(home.getByText('Technician working now')).toBeVisible();
  // Both sides in the middle of a session: the banner, the device's controls, the homeowner's card.
  expect(await seriousViolations(page)).toEqual([]);
  expect(await seriousViolations(home)).toEqual([]);

  // The technician changes the heat setpoint; the thermostat answers with it, and still holds
  // it when read again.
  const heat = panel.getByRole('textbox', { name: 'Heat to', exact: true });
  await expect(heat).toBeEnabled();
  await heat.fill('72');
  await panel.getByRole('button', { name: 'Apply changes' }).click();
  await expect(page.getByText('The thermostat took the change.')).toBeVisible();
  await page.reload();
  await expect(heat).toHaveValue('72 °F');

  // Ending asks first and says so.
  await inProgress.getByRole('button', { name: 'End session' }).click();
  await page
    .getByRole('dialog', { name: 'End the remote session?' })
    .getByRole('button', { name: 'End session' })
    .click();
  await expect(page.getByText('The remote session was cancelled.')).toBeVisible();
  await expect(panel.getByText('No remote session is open on this device.')).toBeVisible();

  // Liam reads what happened, newest first, with the setpoint's change.
  await expect(home.getByText('Technician working now')).toBeHidden();
  await home.getByRole('button', { name: `Activity on ${THERMOSTAT}` }).click();
  const trail = home.getByRole('table', { name: `What happened on ${THERMOSTAT}, newest first` });
  await expect(trail.getByRole('row').nth(1)).toContainText('Session closed');
  await expect(trail).toContainText(/Heat setpoint: \d+ → 72 °F/);
  await expect(trail).toContainText(`Theo Technician (${COMPANY})`);
  for (const event of ['Settings changed', 'Technician started working', 'Session approved']) {
    await expect(trail).toContainText(event);
  }
  expect(await seriousViolations(home)).toEqual([]);
  await homeownerContext.close();
});
