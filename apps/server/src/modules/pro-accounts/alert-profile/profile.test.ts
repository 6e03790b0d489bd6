import { EMAIL_RECIPIENTS_MAX, NOT_CREATED_ID } from '@portal/contracts';
import { schema } from '@portal/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, expectError } from '../../../test/helper';
import { createHomeDevice, createPartnerHome } from '../../../test/homeowners';
import { proAlertsCompany, productGroupsOf } from '../../../test/pro-alerts';

const { app, db } = await buildTestApp();

type Headers = { authorization: string };
const url = (companyId: string, rest = '') =>
  `/api/v1/proAccounts/${companyId}/alertProfiles/default${rest}`;
const get = (companyId: string, headers: Headers, rest = '') =>
  app.inject({ url: url(companyId, rest), headers });
const send = (method: 'POST' | 'PUT', companyId: string, headers: Headers, payload: object) =>
  app.inject({ method, url: url(companyId), headers, payload });

const proAlertsGroups = await productGroupsOf(db, 'ProAlerts');
const brandingGroups = await productGroupsOf(db, 'HomeownerAppBranding');
const [thermostats, leakDetectors] = proAlertsGroups;
if (!thermostats || !leakDetectors || !brandingGroups[0]) throw new Error('no product groups');

const PROFILE = {
  emailEnabled: true,
  emailSeverities: ['Notice', 'Urgent'],
  emailRecipients: ['Desk@Example.com', 'tech@example.com'],
  productGroupIds: [leakDetectors.id],
  applyToExistingInstalls: false,
};

/** A home of the company with devices of these SKUs (thermostat, leak detector, camera). */
async function homeWith(companyId: string, skus: string[]) {
  const home = await createPartnerHome(db, companyId);
  for (const sku of skus) {
    await createHomeDevice(db, null, { partnerAccountId: companyId, locationId: home.id, sku });
  }
}

/** Homes with a thermostat, with a leak detector and a thermostat, with a camera, with nothing. */
async function companyWithHomes() {
  const subscriber = await proAlertsCompany(app, db);
  const id = subscriber.company.id;
  await homeWith(id, ['ATH6320WF2003']);
  await homeWith(id, ['AWLD2001', 'ATH6320WF2003']);
  await homeWith(id, ['ACAM2001']);
  await homeWith(id, []);
  // Another company's home with a leak detector counts for that company only.
  const other = await proAlertsCompany(app, db);
  await homeWith(other.company.id, ['AWLD2001']);
  return subscriber;
}

const profileRows = (companyId: string) =>
  db
    .select()
    .from(schema.proAlertProfiles)
    .where(eq(schema.proAlertProfiles.partnerAccountId, companyId));

describe('GET alertProfiles/default', () => {
  it('answers the defaults with the all-zeros id before the company creates one, and counts every home with a Pro Alerts device', async () => {
    const { company, owner } = await companyWithHomes();
    const answer = await get(company.id, owner.headers);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      id: NOT_CREATED_ID,
      emailEnabled: false,
      emailSeverities: ['Urgent', 'Warning'],
      emailRecipients: [],
      productGroups: [],
      applyToExistingInstalls: false,
      eligibleLocationsCount: 2,
      application: null,
    });
    const recipients = await get(company.id, owner.headers, '/emailRecipients');
    expect(recipients.json()).toEqual([]);
  });
});

describe('POST alertProfiles/default', () => {
  it('creates the profile: a real id, addresses in lower case, severities in list order, the groups by name, the homes of those groups counted', async () => {
    const { company, owner } = await companyWithHomes();
    const created = await send('POST', company.id, owner.headers, PROFILE);
    expect(created.statusCode, created.body).toBe(201);
    const profile = created.json();
    expect(profile).toEqual({
      id: expect.any(String),
      emailEnabled: true,
      emailSeverities: ['Urgent', 'Notice'],
      emailRecipients: ['desk@example.com', 'tech@example.com'],
      productGroups: [{ id: leakDetectors.id, name: leakDetectors.name }],
      applyToExistingInstalls: false,
      eligibleLocationsCount: 1,
      application: null,
    });
    expect(profile.id).not.toBe(NOT_CREATED_ID);
    expect((await get(company.id, owner.headers)).json()).toEqual(profile);
    const recipients = await get(company.id, owner.headers, '/emailRecipients');
    expect(recipients.json()).toEqual([
      { email: 'desk@example.com' },
      { email: 'tech@example.com' },
    ]);
  });

  it('answers 409 when the company has a profile, pointing to PUT, and changes nothing', async () => {
    const { company, owner } = await proAlertsCompany(app, db);
    const first = await send('POST', company.id, owner.headers, PROFILE);
    expect(first.statusCode, first.body).toBe(201);
    const again = expectError(
      await send('POST', company.id, owner.headers, { ...PROFILE, emailEnabled: false }),
      409,
    );
    expect(again.message).toContain('PUT');
    expect((await get(company.id, owner.headers)).json()).toEqual(first.json());
  });

  it('lets one of two creates at once through; the other gets 409', async () => {
    const { company, owner } = await proAlertsCompany(app, db);
    const answers = await Promise.all([
      send('POST', company.id, owner.headers, PROFILE),
      send('POST', company.id, owner.headers, PROFILE),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await profileRows(company.id)).toHaveLength(1);
  });

  it('takes email off without recipients, and all devices as an empty group list', async () => {
    const { company, owner } = await companyWithHomes();
    const created = await send('POST', company.id, owner.headers, {
      ...PROFILE,
      emailEnabled: false,
      emailRecipients: [],
      productGroupIds: [],
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ productGroups: [], eligibleLocationsCount: 2 });
  });
});

describe('PUT alertProfiles/default', () => {
  it('answers 404 before the profile is created', async () => {
    const { company, owner } = await proAlertsCompany(app, db);
    const missing = expectError(await send('PUT', company.id, owner.headers, PROFILE), 404);
    expect(missing.message).toBe('No Pro Alerts profile yet.');
    expect(await profileRows(company.id)).toEqual([]);
  });

  it('changes the email choices and the devices; the count follows the groups', async () => {
    const { company, owner } = await companyWithHomes();
    const created = (await send('POST', company.id, owner.headers, PROFILE)).json();
    const changed = await send('PUT', company.id, owner.headers, {
      ...PROFILE,
      emailSeverities: ['Warning'],
      emailRecipients: ['night@example.com'],
      productGroupIds: [thermostats.id, leakDetectors.id],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({
      ...created,
      emailSeverities: ['Warning'],
      emailRecipients: ['night@example.com'],
      productGroups: [
        { id: thermostats.id, name: thermostats.name },
        { id: leakDetectors.id, name: leakDetectors.name },
      ],
      eligibleLocationsCount: 2,
    });
    expect((await get(company.id, owner.headers)).json()).toEqual(changed.json());
  });

  it('refuses to turn apply-to-existing on after creation (400 naming the field), storing nothing', async () => {
    const { company, owner } = await proAlertsCompany(app, db);
    const created = (await send('POST', company.id, owner.headers, PROFILE)).json();
    const refused = expectError(
      await send('PUT', company.id, owner.headers, {
        ...PROFILE,
        emailRecipients: ['other@example.com'],
        applyToExistingInstalls: true,
      }),
      400,
    );
    expect(refused.fields).toEqual([
      {
        field: 'body.applyToExistingInstalls',
        message: 'Applying to existing customers can only be chosen when the profile is created.',
      },
    ]);
    expect((await get(company.id, owner.headers)).json()).toEqual(created);
  });
});

// Spec 000 §5 on the server: each bad profile is refused with 400 naming the field, by POST
// (no profile appears) and by PUT (the profile stays as it was).
const tooMany = Array.from({ length: EMAIL_RECIPIENTS_MAX + 1 }, (_, i) => `r${i}@example.com`);
const BAD_PROFILES: [string, object, string][] = [
  ['email on without recipients', { emailRecipients: [] }, 'body.emailRecipients'],
  ['no severity', { emailSeverities: [] }, 'body.emailSeverities'],
  ['a severity twice', { emailSeverities: ['Urgent', 'Urgent'] }, 'body.emailSeverities'],
  ['an unknown severity', { emailSeverities: ['Critical'] }, 'body.emailSeverities.0'],
  ['an invalid address', { emailRecipients: ['desk@', 'a@b.co'] }, 'body.emailRecipients.0'],
  [
    'one address twice in another case',
    { emailRecipients: ['desk@example.com', 'DESK@example.com'] },
    'body.emailRecipients',
  ],
  ['too many recipients', { emailRecipients: tooMany }, 'body.emailRecipients'],
  [
    'a Homeowner App Branding group',
    { productGroupIds: [brandingGroups[0].id] },
    'body.productGroupIds',
  ],
  [
    'a group that does not exist',
    { productGroupIds: ['7d3f3c5e-1111-4a4a-9b9b-000000000001'] },
    'body.productGroupIds',
  ],
  ['a group twice', { productGroupIds: [thermostats.id, thermostats.id] }, 'body.productGroupIds'],
  ['a group id that is no uuid', { productGroupIds: ['thermostats'] }, 'body.productGroupIds.0'],
  [
    'apply-to-existing missing',
    { applyToExistingInstalls: undefined },
    'body.applyToExistingInstalls',
  ],
];

describe('the profile rules (spec 000 §5)', () => {
  it.each(BAD_PROFILES)('%s: 400 naming %s, nothing stored', async (_, change, field) => {
    const { company, owner } = await proAlertsCompany(app, db);
    const payload = { ...PROFILE, ...change };
    const created = expectError(await send('POST', company.id, owner.headers, payload), 400);
    expect(created.fields?.map((f) => f.field)).toContain(field);
    expect(await profileRows(company.id)).toEqual([]);
    expect((await get(company.id, owner.headers)).json().id).toBe(NOT_CREATED_ID);

    const before = (await send('POST', company.id, owner.headers, PROFILE)).json();
    const changed = expectError(await send('PUT', company.id, owner.headers, payload), 400);
    expect(changed.fields?.map((f) => f.field)).toContain(field);
    expect((await get(company.id, owner.headers)).json()).toEqual(before);
  });
});
