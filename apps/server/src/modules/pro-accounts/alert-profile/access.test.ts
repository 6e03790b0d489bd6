import {
  NOT_CREATED_ID,
  type PartnerRole,
  PROGRAM_HOMEOWNER_APP_BRANDING,
} from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { buildTestApp, expectError } from '../../../test/helper';
import { createCompany, enroll, member } from '../../../test/partners';
import { enrollInProAlerts, proAlertsCompany } from '../../../test/pro-alerts';

const { app, db } = await buildTestApp();

type Headers = { authorization: string };
const base = (companyId: string) => `/api/v1/proAccounts/${companyId}`;
const PROFILE = {
  emailEnabled: true,
  emailSeverities: ['Urgent'],
  emailRecipients: ['desk@example.com'],
  productGroupIds: [],
  applyToExistingInstalls: false,
};
const SETTINGS = { locale: 'en', settings: [{ alertName: 'LowBattery', isEnabled: false }] };

const READS = [
  'alertProfiles/default',
  'alertProfiles/default/emailRecipients',
  'alertProfiles/default/settings',
];
const WRITES = [
  { method: 'POST', path: 'alertProfiles/default', payload: PROFILE },
  { method: 'PUT', path: 'alertProfiles/default', payload: PROFILE },
  { method: 'POST', path: 'alertProfiles/default/settings', payload: SETTINGS },
  { method: 'PUT', path: 'alertProfiles/default/settings', payload: SETTINGS },
] as const;

const read = (companyId: string, path: string, headers: Headers) =>
  app.inject({ url: `${base(companyId)}/${path}`, headers });
const write = (companyId: string, call: (typeof WRITES)[number], headers: Headers) =>
  app.inject({
    method: call.method,
    url: `${base(companyId)}/${call.path}`,
    headers,
    payload: call.payload,
  });

describe('who may read and change the Pro Alerts configuration', () => {
  it('owners and company admins read and write: the owner creates, the admin changes', async () => {
    const { company, owner } = await proAlertsCompany(app, db);
    const admin = await member(app, db, company, ['COMPANY_ADMIN']);
    const [createProfile, changeProfile, createSettings, changeSettings] = WRITES;
    const created = await write(company.id, createProfile, owner.headers);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().id).not.toBe(NOT_CREATED_ID);
    const changed = await write(company.id, changeProfile, admin.headers);
    expect(changed.statusCode, changed.body).toBe(200);
    const settings = await write(company.id, createSettings, admin.headers);
    expect(settings.statusCode, settings.body).toBe(201);
    const again = await write(company.id, changeSettings, owner.headers);
    expect(again.statusCode, again.body).toBe(200);
    for (const { headers } of [owner, admin]) {
      for (const path of [...READS, 'adminEmails']) {
        const answer = await read(company.id, path, headers);
        expect(answer.statusCode, `${path}: ${answer.body}`).toBe(200);
      }
    }
  });

  it.each<[PartnerRole]>([['OPERATIONS'], ['TECHNICIAN'], ['MEMBER']])(
    '%s reads but gets 403 on every write (only owners and admins configure, issue 13)',
    async (role) => {
      const { company } = await proAlertsCompany(app, db);
      const { headers } = await member(app, db, company, [role]);
      for (const path of [...READS, 'adminEmails']) {
        const answer = await read(company.id, path, headers);
        expect(answer.statusCode, `${path}: ${answer.body}`).toBe(200);
      }
      for (const call of WRITES) {
        const refused = expectError(await write(company.id, call, headers), 403);
        expect(refused.message, `${call.method} ${call.path}`).toContain('alertSettings:manage');
      }
    },
  );

  it('sales gets 403 on the configuration (no alerts:read) and reads the admin emails', async () => {
    const { company } = await proAlertsCompany(app, db);
    const { headers } = await member(app, db, company, ['SALES']);
    for (const path of READS) {
      expect(expectError(await read(company.id, path, headers), 403).message).toContain(
        'alerts:read',
      );
    }
    for (const call of WRITES) expectError(await write(company.id, call, headers), 403);
    expect((await read(company.id, 'adminEmails', headers)).statusCode).toBe(200);
  });

  it("another company's owner gets 404 on every call, as for a missing company", async () => {
    const { company } = await proAlertsCompany(app, db);
    const other = await proAlertsCompany(app, db);
    const missing = expectError(
      await read('00000000-0000-4000-8000-000000000000', READS[0] ?? '', other.owner.headers),
      404,
    );
    for (const path of [...READS, 'adminEmails']) {
      expect(expectError(await read(company.id, path, other.owner.headers), 404)).toEqual(missing);
    }
    for (const call of WRITES) {
      expect(expectError(await write(company.id, call, other.owner.headers), 404)).toEqual(missing);
    }
  });

  it.each([
    ['without a Pro Alerts enrollment', null],
    ['with a CANCELLED enrollment', 'CANCELLED'],
    ['with an ACTIVE enrollment of another program only', 'OTHER_PROGRAM'],
  ])(
    'a company %s reads its defaults but may not write (403), and nothing is stored',
    async (_, status) => {
      const company = await createCompany(db);
      if (status === 'CANCELLED') await enrollInProAlerts(db, company, 'CANCELLED');
      if (status === 'OTHER_PROGRAM') {
        await enroll(db, company, PROGRAM_HOMEOWNER_APP_BRANDING);
      }
      const owner = await member(app, db, company, ['OWNER']);
      for (const call of WRITES) {
        const refused = expectError(await write(company.id, call, owner.headers), 403);
        expect(refused.message, `${call.method} ${call.path}`).toContain('Pro Alerts');
      }
      const profile = await read(company.id, 'alertProfiles/default', owner.headers);
      expect(profile.json().id).toBe(NOT_CREATED_ID);
      const settings = await read(company.id, 'alertProfiles/default/settings', owner.headers);
      const ids = (settings.json() as { id: string }[]).map((setting) => setting.id);
      expect(new Set(ids)).toEqual(new Set([NOT_CREATED_ID]));
    },
  );

  it('answers 401 without a token', async () => {
    const { company } = await proAlertsCompany(app, db);
    expectError(await app.inject({ url: `${base(company.id)}/alertProfiles/default` }), 401);
  });
});
