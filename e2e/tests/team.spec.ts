import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  apiHeadersFor,
  createVerifiedUser,
  DEMO,
  DEMO_PASSWORD,
  heading,
  mailedLink,
  northwindId,
  signIn,
  signInWithApi,
} from './support/auth';
import { withPortalDatabase } from './support/database';

// Issue 5 as the people involved live it: an owner invites, the invitee joins through the mail;
// a pro asks to join and the owner's bell hears of it without a reload.
const COMPANY = 'Northwind Heating & Cooling';
const NOT_PROCESSABLE = 'We are not able to process your request. Please try again later.';

/** An email invite to Northwind made through the API, answering its id and mailed link. */
async function inviteByApi(request: APIRequestContext, email: string) {
  const response = await request.post(
    `/api/v1/proAccounts/${await northwindId(request)}/employeeInvites`,
    {
      headers: await apiHeadersFor(request, DEMO.owner),
      data: { notificationType: 'Email', email, roles: ['MEMBER'] },
    },
  );
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  return { id, link: await mailedLink(request, email, '/sign-up?invite=') };
}

/** A new member of an approved company meets the Pro terms first, then My business. */
async function acceptProTerms(page: Page) {
  await expect(page).toHaveURL(/\/agreement-check$/);
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page).toHaveURL(/\/mybusiness\/home$/);
}

/** The count the bell's name announces: "Notifications (3 new)". */
async function bellCount(page: Page): Promise<number> {
  const name = await page
    .getByRole('button', { name: /^Notifications/ })
    .getAttribute('aria-label');
  return Number(/\((\d+) new\)/.exec(name ?? '')?.[1] ?? 0);
}

test.describe('inviting an employee', () => {
  test('the owner invites an email address; the invitee signs up from the mail and joins as a technician', async ({
    page,
    browser,
    request,
  }) => {
    const email = `new-tech-${Date.now()}@example.test`;
    await signInWithApi(page, request, DEMO.owner);
    await page.goto('/mybusiness/company/employees');
    await expect(heading(page, 'Employees')).toBeVisible();

    await page.getByRole('button', { name: 'Invite employee' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite an employee' });
    await dialog.getByRole('textbox', { name: 'Email address' }).fill(email);
    await dialog.getByLabel('Role').click();
    await page.getByRole('option', { name: 'Technician' }).click();
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row', { name: new RegExp(email) })).toBeVisible();

    // The invitee reads the mail in a browser of their own.
    const link = await mailedLink(request, email, '/sign-up?invite=');
    const inviteeContext = await browser.newContext();
    const invitee = await inviteeContext.newPage();
    await invitee.goto(link);
    await expect(heading(invitee, `Invitation to ${COMPANY}`)).toBeVisible();
    await invitee.getByRole('link', { name: 'Create account and join' }).click();

    await expect(heading(invitee, 'Create your account')).toBeVisible();
    await expect(invitee.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    await invitee.getByRole('textbox', { name: 'Name' }).fill('Tess Technician');
    await invitee.getByLabel(/^Password/).fill('green-wrench-5521');
    await invitee.getByRole('button', { name: 'Create account' }).click();

    // Accepting proves the email: straight into the company, as a technician, once the new
    // member has accepted the Pro terms (the e2e server turns AGREEMENT_CHECK on).
    await acceptProTerms(invitee);
    await expect(invitee.getByText(`Company: ${COMPANY}`)).toBeVisible();
    await invitee.getByRole('button', { name: /Account menu/ }).click();
    await expect(invitee.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    await expect(invitee.getByRole('menuitem', { name: 'Company' })).toHaveCount(0);
    await inviteeContext.close();

    await page.reload();
    const member = page.getByRole('row', { name: /Tess Technician/ });
    await expect(member).toContainText('Technician');
  });

  test('a tampered invite link shows that it cannot be processed', async ({ page, request }) => {
    const { link } = await inviteByApi(request, `tampered-${Date.now()}@example.test`);
    const url = new URL(link);
    const [inviteId, , company] = Buffer.from(url.searchParams.get('invite') ?? '', 'base64')
      .toString('utf8')
      .split('|');
    const forged = Buffer.from(`${inviteId}|someone.else@example.test|${company}`).toString(
      'base64',
    );

    await page.goto(`/sign-up?invite=${encodeURIComponent(forged)}`);

    await expect(page.getByText(NOT_PROCESSABLE)).toBeVisible();
  });

  test('an invite past its expiry shows the invite-expired page', async ({ page, request }) => {
    const { id, link } = await inviteByApi(request, `late-${Date.now()}@example.test`);
    await withPortalDatabase((db) =>
      db.query(`UPDATE employee_invites SET expires_at = now() - interval '1 day' WHERE id = $1`, [
        id,
      ]),
    );

    await page.goto(link);

    await expect(heading(page, 'This invitation has expired')).toBeVisible();
  });

  test('a cancelled invite shows the page-not-found page', async ({ page, request }) => {
    const { id, link } = await inviteByApi(request, `cancelled-${Date.now()}@example.test`);
    const cancelled = await request.delete(
      `/api/v1/proAccounts/${await northwindId(request)}/employeeInvites/${id}`,
      { headers: await apiHeadersFor(request, DEMO.owner) },
    );
    expect(cancelled.status()).toBe(204);

    await page.goto(link);

    await expect(heading(page, 'Page not found')).toBeVisible();
  });
});

test.describe('asking to join a company', () => {
  test("the owner's bell shows the request without a reload; accepted, the pro signs in to the company", async ({
    page,
    browser,
    request,
  }) => {
    // The owner watches My business.
    await signInWithApi(page, request, DEMO.owner);
    await page.goto('/mybusiness/home');
    // The seed's join request is in the bell once its notifications have loaded.
    await expect.poll(() => bellCount(page)).toBeGreaterThan(0);
    const before = await bellCount(page);

    // A pro without a company asks to join, in a browser of their own.
    const email = await createVerifiedUser(request, 'Quinn Requester');
    const proContext = await browser.newContext();
    const pro = await proContext.newPage();
    await pro.goto('/sign-in');
    await signIn(pro, email, DEMO_PASSWORD);
    await expect(pro).toHaveURL(/\/company\/application$/);
    await pro.getByRole('link', { name: 'Join an existing company instead' }).click();
    await expect(heading(pro, 'Join an existing company')).toBeVisible();
    await pro.getByLabel('Company name').fill('Northwind');
    await pro.getByRole('button', { name: `Ask to join ${COMPANY}` }).click();
    await expect(pro).toHaveURL(/\/company\/application\/status$/);
    await expect(
      pro.getByRole('heading', { name: 'Your request to join is waiting' }),
    ).toBeVisible();

    // No reload: the realtime hub tells the owner's portal to refresh the bell.
    await expect.poll(() => bellCount(page)).toBe(before + 1);
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.getByRole('link', { name: 'Quinn Requester asks to join your company' }).click();
    await expect(page).toHaveURL(/\/mybusiness\/company\/employees\/requested$/);
    await page.getByRole('button', { name: 'Accept Quinn Requester' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByRole('button', { name: 'Accept Quinn Requester' })).toHaveCount(0);

    // Signed in again, the new member is in the company.
    await pro.goto('/sign-out');
    await signIn(pro, email, DEMO_PASSWORD);
    await acceptProTerms(pro);
    await expect(pro.getByText(`Company: ${COMPANY}`)).toBeVisible();
    await proContext.close();
  });
});
