import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GeocodingLocationType } from '@portal/contracts';
import { schema } from '@portal/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, expectError } from '../../test/helper';
import { application, createCompany, loner, member } from '../../test/partners';

/**
 * The third-party geocoder, played by a local HTTP server that answers in the Google
 * Geocoding API's shape. `answer` decides how it answers the next calls.
 */
type Answer = { kind: 'json'; status: number; body: unknown } | { kind: 'hang up' };

let answer: Answer;
const calls: URLSearchParams[] = [];

function reply(response: ServerResponse, current: Answer) {
  if (current.kind === 'json') {
    response.writeHead(current.status, { 'content-type': 'application/json; charset=UTF-8' });
    response.end(JSON.stringify(current.body));
  } else {
    response.socket?.destroy();
  }
}

const geocoder = createServer((request, response) => {
  calls.push(new URL(request.url ?? '/', 'http://geocoder').searchParams);
  reply(response, answer);
});
await new Promise<void>((resolve) => geocoder.listen(0, '127.0.0.1', resolve));
const { port } = geocoder.address() as AddressInfo;
afterAll(() => {
  // The last test may have stopped it already.
  if (geocoder.listening) {
    geocoder.closeAllConnections();
    geocoder.close();
  }
});

const { app, db } = await buildTestApp({
  GEOCODING_URL: `http://127.0.0.1:${port}/maps/api/geocode/json`,
  GEOCODING_API_KEY: 'test-geocoding-key',
});

/** Google's answer for 500 Pine Street, Portland, OR 97204, US, at the given precision. */
function pineStreet(locationType: GeocodingLocationType = 'ROOFTOP', city = 'Portland'): Answer {
  const component = (long: string, short: string, ...types: string[]) => ({
    long_name: long,
    short_name: short,
    types,
  });
  return {
    kind: 'json',
    status: 200,
    body: {
      status: 'OK',
      results: [
        {
          address_components: [
            component('500', '500', 'street_number'),
            component('Pine Street', 'Pine St', 'route'),
            component(city, city, 'locality', 'political'),
            component('Oregon', 'OR', 'administrative_area_level_1', 'political'),
            component('United States', 'US', 'country', 'political'),
            component('97204', '97204', 'postal_code'),
            component('1234', '1234', 'postal_code_suffix'),
          ],
          formatted_address: `500 Pine St, ${city}, OR 97204-1234, USA`,
          geometry: { location: { lat: 45.52, lng: -122.68 }, location_type: locationType },
          place_id: 'test-place',
          types: ['street_address'],
        },
      ],
    },
  };
}

async function apply(name: string, state = 'OR') {
  const applicant = await loner(app, db);
  const base = application({ name });
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/proAccounts',
    headers: applicant.headers,
    payload: { ...base, address: { ...base.address, state } },
  });
  return { applicant, response };
}

async function storedNamed(name: string) {
  return db.select().from(schema.partnerAccounts).where(eq(schema.partnerAccounts.name, name));
}

/** The applicant still belongs to no company: nothing was stored. */
async function expectNothingStored(headers: { authorization: string }, name: string) {
  expect(await storedNamed(name)).toEqual([]);
  const viewer = await app.inject({ url: '/api/v1/proUsers/my', headers });
  expect(viewer.json().partnerUsers).toEqual([]);
}

beforeEach(() => {
  calls.length = 0;
});

describe('the address check of company applications (spec 000 §5)', () => {
  it('a matching ROOFTOP result creates the company; the geocoder got the one-line address and key', async () => {
    answer = pineStreet('ROOFTOP');
    const { response } = await apply('Verified Plumbing');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ name: 'Verified Plumbing', status: 'PENDING' });
    expect(await storedNamed('Verified Plumbing')).toHaveLength(1);
    expect(calls.map((query) => Object.fromEntries(query))).toEqual([
      { address: '500 Pine Street, Portland, OR 97204, US', key: 'test-geocoding-key' },
    ]);
  });

  it('a RANGE_INTERPOLATED result is precise enough', async () => {
    answer = pineStreet('RANGE_INTERPOLATED');
    const { response } = await apply('Interpolated Plumbing');
    expect(response.statusCode, response.body).toBe(201);
  });

  it('a different city answers 400 on address.city with the found city, and stores nothing', async () => {
    answer = pineStreet('ROOFTOP', 'Beaverton');
    const { applicant, response } = await apply('Wrong City Plumbing');
    const error = expectError(response, 400);
    expect(error.fields).toEqual([
      { field: 'address.city', message: 'Does not match the address we found (Beaverton).' },
    ]);
    expect(error.message).toBe(
      'We could not verify the address: the city did not match. Did you mean 500 Pine Street, Beaverton, OR 97204, US?',
    );
    await expectNothingStored(applicant.headers, 'Wrong City Plumbing');
  });

  it('an APPROXIMATE location answers 400 on address.address1 and stores nothing', async () => {
    answer = pineStreet('APPROXIMATE');
    const { applicant, response } = await apply('Approximate Plumbing');
    const error = expectError(response, 400);
    expect(error.fields?.map((f) => f.field)).toEqual(['address.address1']);
    expect(error.message).toMatch(/could not be located precisely/);
    await expectNothingStored(applicant.headers, 'Approximate Plumbing');
  });

  it('ZERO_RESULTS answers 400 on address.address1', async () => {
    answer = { kind: 'json', status: 200, body: { status: 'ZERO_RESULTS', results: [] } };
    const { applicant, response } = await apply('Nowhere Plumbing');
    const error = expectError(response, 400);
    expect(error.fields).toEqual([
      { field: 'address.address1', message: 'No such address was found.' },
    ]);
    await expectNothingStored(applicant.headers, 'Nowhere Plumbing');
  });

  it('a PUT with an unconfirmed address answers 400 and leaves the company unchanged', async () => {
    answer = pineStreet('ROOFTOP', 'Beaverton');
    const company = await createCompany(db, { status: 'PENDING', name: 'Kept Name Co' });
    const owner = await member(app, db, company, ['OWNER']);
    const response = await app.inject({
      method: 'PUT',
      url: `/api/v1/proAccounts/${company.id}`,
      headers: owner.headers,
      payload: application({ name: 'Changed Name Co' }),
    });
    expect(expectError(response, 400).fields?.map((f) => f.field)).toEqual(['address.city']);
    const [kept] = await storedNamed('Kept Name Co');
    expect(kept?.address1).toBeNull();
  });

  it('a US state given by name is checked and stored as its code', async () => {
    answer = pineStreet('ROOFTOP');
    const { response } = await apply('Named State Plumbing', 'oregon');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().address.state).toBe('OR');
    const [stored] = await storedNamed('Named State Plumbing');
    expect(stored?.state).toBe('OR');
    expect(calls.map((query) => query.get('address'))).toEqual([
      '500 Pine Street, Portland, OR 97204, US',
    ]);
  });

  it.each([
    ['a Canadian province', 'ON'],
    ['a territory that is a country of its own', 'PR'],
    ['no state at all', 'Cascadia'],
  ])(
    '%s as a US state answers 400 on address.state, before any geocoding',
    async (_case, state) => {
      answer = pineStreet('ROOFTOP');
      const { applicant, response } = await apply('Stateless Plumbing', state);
      const error = expectError(response, 400);
      expect(error.fields).toEqual([
        {
          field: 'body.address.state',
          message: 'Choose one of the 50 states or DC, by code (OR) or name (Oregon).',
        },
      ]);
      expect(calls).toEqual([]);
      await expectNothingStored(applicant.headers, 'Stateless Plumbing');
    },
  );

  it.each<[string, Answer]>([
    ['an HTTP error', { kind: 'json', status: 500, body: { error: 'internal' } }],
    [
      'a refused key',
      {
        kind: 'json',
        status: 200,
        body: { status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.' },
      },
    ],
    ['a dropped connection', { kind: 'hang up' }],
  ])('a geocoder answering %s answers 503 and stores nothing', async (_case, failing) => {
    answer = failing;
    const { applicant, response } = await apply('Unchecked Plumbing');
    const error = expectError(response, 503);
    expect(error.message).toMatch(/cannot verify addresses right now/);
    expect(error.message).not.toContain('test-geocoding-key');
    await expectNothingStored(applicant.headers, 'Unchecked Plumbing');
  });

  // Last: the geocoder stops for good.
  it('a geocoder that is down answers 503 and stores nothing', async () => {
    geocoder.closeAllConnections();
    await new Promise((resolve) => geocoder.close(resolve));
    const { applicant, response } = await apply('Offline Plumbing');
    expect(expectError(response, 503).message).toBe(
      'We cannot verify addresses right now, so nothing was saved. Please try again in a few minutes.',
    );
    await expectNothingStored(applicant.headers, 'Offline Plumbing');
  });
});
