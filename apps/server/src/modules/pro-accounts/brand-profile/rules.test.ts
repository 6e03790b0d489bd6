import { LOGO_PATH, NOT_CREATED_ID } from '@portal/contracts';
import { schema } from '@portal/db';
import { describe, expect, it } from 'vitest';
import {
  BRAND_PROFILE,
  brandingCompany,
  brandProfileUrl,
  sendBrandProfile,
  storedBrandProfiles,
  uploadedLogo,
} from '../../../test/brand-profile';
import { buildTestApp, expectError } from '../../../test/helper';
import { productGroupsOf } from '../../../test/pro-alerts';

// Spec 000 §5 on the server: each bad field is refused with 400 naming it, by POST (no profile
// appears) and by PUT (the stored profile stays exactly as it was).

const { app, db } = await buildTestApp();

const [thermostats] = await productGroupsOf(db, 'HomeownerAppBranding');
const [proAlertsGroup] = await productGroupsOf(db, 'ProAlerts');
if (!thermostats || !proAlertsGroup) throw new Error('no product groups');

// Logos the rules must refuse: another company's, and a stored file that is no logo.
const stranger = await brandingCompany(app, db);
const strangersLogo = await uploadedLogo(app, stranger.owner.headers);
const notALogo = await app.files.put(Buffer.from('a price list'), { contentType: 'text/csv' });

type Bad = [string, Record<string, unknown>, string[]];
const BAD: Bad[] = [
  ['an email that is no address', { businessEmail: 'hello at cascade' }, ['body.businessEmail']],
  ['an email of NUL', { businessEmail: 'a\u0000b@x.example' }, ['body.businessEmail']],
  ['a number of too few digits', { customerServiceNumber: '12' }, ['body.customerServiceNumber']],
  ['a number of words', { customerServiceNumber: 'call us' }, ['body.customerServiceNumber']],
  [
    'a number not of the company’s country (US)',
    { customerServiceNumber: '030 1234 5678' },
    ['body.customerServiceNumber'],
  ],
  ['an empty number', { customerServiceNumber: '  ' }, ['body.customerServiceNumber']],
  ['a plain http website', { websiteUrl: 'http://cascade.example' }, ['body.websiteUrl']],
  ['a javascript: website', { websiteUrl: 'javascript:alert(1)' }, ['body.websiteUrl']],
  ['a website that is no url', { websiteUrl: 'cascade dot example' }, ['body.websiteUrl']],
  ['a logo elsewhere on the web', { logo: 'https://evil.example/logo.png' }, ['body.logo']],
  ['a logo url never uploaded', { logo: `${LOGO_PATH}/logo-nothing.png` }, ['body.logo']],
  ['another company’s logo', { logo: strangersLogo.url }, ['body.logo']],
  ['a stored file that is no logo', { logo: `${LOGO_PATH}/${notALogo.id}` }, ['body.logo']],
  ['a Pro Alerts group', { productGroupIds: [proAlertsGroup.id] }, ['body.productGroupIds']],
  [
    'a group that does not exist',
    { productGroupIds: ['7d3f3c5e-1111-4a4a-9b9b-000000000001'] },
    ['body.productGroupIds'],
  ],
  [
    'a group twice',
    { productGroupIds: [thermostats.id, thermostats.id] },
    ['body.productGroupIds'],
  ],
  ['a group id that is no uuid', { productGroupIds: ['thermostats'] }, ['body.productGroupIds.0']],
  [
    'apply-to-existing with chosen groups (offered for all devices only)',
    { applyToExistingInstalls: true, productGroupIds: [thermostats.id] },
    ['body.applyToExistingInstalls'],
  ],
  [
    'apply-to-existing not a boolean',
    { applyToExistingInstalls: 'yes' },
    ['body.applyToExistingInstalls'],
  ],
  [
    'several bad fields at once',
    { customerServiceNumber: '12', logo: strangersLogo.url, productGroupIds: [proAlertsGroup.id] },
    ['body.customerServiceNumber', 'body.logo', 'body.productGroupIds'],
  ],
];

const runs = () => db.select().from(schema.serviceApplications);
/** The fields a 400 names, each once (a field may break two of its rules). */
const named = (error: { fields?: { field: string }[] }) =>
  [...new Set(error.fields?.map((f) => f.field))].sort();

describe('the brand profile rules (spec 000 §5)', () => {
  it.each(BAD)('%s: 400 naming it, nothing stored', async (_, change, fields) => {
    const { company, owner } = await brandingCompany(app, db);
    const payload = { ...BRAND_PROFILE, ...change };
    const runsBefore = (await runs()).length;
    const created = expectError(
      await sendBrandProfile(app, 'POST', company.id, owner.headers, payload),
      400,
    );
    expect(named(created)).toEqual(fields);
    expect(await storedBrandProfiles(db, company.id)).toEqual([]);
    const read = await app.inject({ url: brandProfileUrl(company.id), headers: owner.headers });
    expect(read.json().id).toBe(NOT_CREATED_ID);

    const logo = await uploadedLogo(app, owner.headers);
    const good = { ...BRAND_PROFILE, logo: logo.url };
    expect((await sendBrandProfile(app, 'POST', company.id, owner.headers, good)).statusCode).toBe(
      201,
    );
    const stored = await storedBrandProfiles(db, company.id);
    const changed = expectError(
      await sendBrandProfile(app, 'PUT', company.id, owner.headers, change),
      400,
    );
    expect(named(changed)).toEqual(fields);
    expect(await storedBrandProfiles(db, company.id)).toEqual(stored);
    expect(await runs()).toHaveLength(runsBefore);
  });

  it('a create without email or number names both', async () => {
    const { company, owner } = await brandingCompany(app, db);
    const refused = expectError(
      await sendBrandProfile(app, 'POST', company.id, owner.headers, {}),
      400,
    );
    expect(named(refused)).toEqual(['body.businessEmail', 'body.customerServiceNumber']);
  });

  it('a number of the company’s own country is taken in its national form, as one with +country', async () => {
    const { company, owner } = await brandingCompany(app, db);
    const created = await sendBrandProfile(app, 'POST', company.id, owner.headers, {
      ...BRAND_PROFILE,
      customerServiceNumber: '503.555.0123',
    });
    expect(created.json().customerServiceNumber).toBe('+15035550123');
  });
});
