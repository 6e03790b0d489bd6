import { describe, expect, it } from 'vitest';
import { buildTestApp, expectError } from '../../test/helper';
import { createAgreement, loner } from '../../test/partners';

const { app, db } = await buildTestApp();
const english = await createAgreement(db, { title: 'Pro terms', body: 'English text.' });
const german = await createAgreement(db, { locale: 'de', title: 'Pro-Bedingungen' });
const canadian = await createAgreement(db, { countryCode: 'CA', title: 'Pro terms (Canada)' });
await createAgreement(db, {
  version: '2',
  title: 'Pro terms v2, not yet in force',
  effectiveDate: new Date(Date.now() + 7 * 86_400_000),
});
const eula = await createAgreement(db, {
  agreementType: 'Eula',
  applicationScope: 'AerisApp',
  title: 'Homeowner app EULA',
});

const base = '/api/v1/proUsers/my/agreements';

describe('GET /api/v1/proUsers/my/agreements/{agreementType}', () => {
  it('answers the current version in the user locale and Pending before any answer', async () => {
    const user = await loner(app, db, { locale: 'de-AT' });
    for (const type of ['PRO_TN_C', 'ProTnC']) {
      const response = await app.inject({ url: `${base}/${type}`, headers: user.headers });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        agreement: {
          id: german.id,
          agreementType: 'ProTnC',
          applicationScope: 'AerisPro',
          version: '1',
          locale: 'de',
          countryCode: null,
          title: 'Pro-Bedingungen',
          body: german.body,
          effectiveDate: '2026-01-01T00:00:00.000Z',
        },
        consentStatus: 'Pending',
        respondedAt: null,
      });
    }
  });

  it("falls back to en, and prefers the text for the user's country", async () => {
    const italian = await loner(app, db, { locale: 'it' });
    const answer = await app.inject({ url: `${base}/PRO_TN_C`, headers: italian.headers });
    expect(answer.json().agreement.id).toBe(english.id);
    const inCanada = await loner(app, db);
    await app.inject({
      method: 'PUT',
      url: '/api/v1/proUsers/my',
      headers: inCanada.headers,
      payload: { countryCode: 'CA' },
    });
    const canada = await app.inject({ url: `${base}/PRO_TN_C`, headers: inCanada.headers });
    expect(canada.json().agreement.id).toBe(canadian.id);
  });

  it('answers 404 for a type without a Pro version, 400 for an unknown type, 401 signed out', async () => {
    const user = await loner(app, db);
    expectError(await app.inject({ url: `${base}/Analytics`, headers: user.headers }), 404);
    const unknown = expectError(
      await app.inject({ url: `${base}/Terms`, headers: user.headers }),
      400,
    );
    expect(unknown.fields?.[0]?.field).toBe('params.agreementType');
    expectError(await app.inject({ url: `${base}/PRO_TN_C` }), 401);
  });
});

describe('answering the Pro terms', () => {
  it('accept and reject record the answer for the current version', async () => {
    const user = await loner(app, db);
    const accepted = await app.inject({
      method: 'POST',
      url: `${base}/PRO_TN_C/accept`,
      headers: user.headers,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      agreement: { id: english.id },
      consentStatus: 'Accepted',
      respondedAt: expect.any(String),
    });
    const rejected = await app.inject({
      method: 'POST',
      url: `${base}/ProTnC/reject`,
      headers: user.headers,
    });
    expect(rejected.json()).toMatchObject({ consentStatus: 'Rejected' });
    const now = await app.inject({ url: `${base}/PRO_TN_C`, headers: user.headers });
    expect(now.json().consentStatus).toBe('Rejected');
    const viewer = await app.inject({ url: '/api/v1/proUsers/my', headers: user.headers });
    expect(viewer.json().consentRequired).toBe(true);
  });

  it('PUT consent records an answer to the current version', async () => {
    const user = await loner(app, db);
    const response = await app.inject({
      method: 'PUT',
      url: `${base}/PRO_TN_C/consent`,
      headers: user.headers,
      payload: { agreementId: english.id, accepted: true },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ consentStatus: 'Accepted' });
    const viewer = await app.inject({ url: '/api/v1/proUsers/my', headers: user.headers });
    expect(viewer.json().consentRequired).toBe(false);
  });

  it('PUT consent for another version answers 409 and records nothing', async () => {
    const user = await loner(app, db);
    for (const agreementId of [german.id, eula.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await app.inject({
        method: 'PUT',
        url: `${base}/PRO_TN_C/consent`,
        headers: user.headers,
        payload: { agreementId, accepted: true },
      });
      expect(expectError(response, 409).message).toMatch(/not the current version/);
    }
    const now = await app.inject({ url: `${base}/PRO_TN_C`, headers: user.headers });
    expect(now.json().consentStatus).toBe('Pending');
  });

  it('PUT consent with a bad body answers 400 naming the field', async () => {
    const user = await loner(app, db);
    const response = await app.inject({
      method: 'PUT',
      url: `${base}/PRO_TN_C/consent`,
      headers: user.headers,
      payload: { agreementId: 'nope', accepted: 'yes' },
    });
    const fields = expectError(response, 400).fields?.map((f) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['body.agreementId', 'body.accepted']));
  });

  it('answers 404 when there is nothing to answer, 401 signed out', async () => {
    const user = await loner(app, db);
    expectError(
      await app.inject({ method: 'POST', url: `${base}/Analytics/accept`, headers: user.headers }),
      404,
    );
    expectError(await app.inject({ method: 'POST', url: `${base}/PRO_TN_C/accept` }), 401);
  });
});

describe('GET /api/v1/public/agreements/{agreementType}/apps/{applicationScope}', () => {
  const url = '/api/v1/public/agreements';

  it('answers the current text to anyone, by locale with the en fallback and by country', async () => {
    const de = await app.inject({ url: `${url}/ProTnC/apps/AerisPro?locale=de` });
    expect(de.statusCode, de.body).toBe(200);
    expect(de.json().id).toBe(german.id);
    const fr = await app.inject({ url: `${url}/PRO_TN_C/apps/AerisPro?locale=fr-CA` });
    expect(fr.json().id).toBe(english.id);
    const ca = await app.inject({ url: `${url}/ProTnC/apps/AerisPro?countryCode=ca` });
    expect(ca.json().id).toBe(canadian.id);
    const app2 = await app.inject({ url: `${url}/Eula/apps/AerisApp` });
    expect(app2.json()).toMatchObject({ id: eula.id, title: 'Homeowner app EULA' });
  });

  it('answers 404 when there is none and 400 for an unknown scope or bad query', async () => {
    expectError(await app.inject({ url: `${url}/Eula/apps/FirstAlertApp` }), 404);
    const scope = expectError(await app.inject({ url: `${url}/Eula/apps/Nowhere` }), 400);
    expect(scope.fields?.[0]?.field).toBe('params.applicationScope');
    const query = expectError(
      await app.inject({ url: `${url}/Eula/apps/AerisApp?countryCode=USA` }),
      400,
    );
    expect(query.fields?.[0]?.field).toBe('querystring.countryCode');
  });
});
