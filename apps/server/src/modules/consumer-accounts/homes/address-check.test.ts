import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectError } from '../../../test/helper';
import { createHome, HOME_INPUT, householdWithEveryRole } from '../../../test/homeowners';

// The third-party geocoder, played by a local HTTP server in the Google Geocoding API's shape,
// that knows no address: enough to show homes go through the same check as company addresses
// (the check itself is tested in pro-accounts/address-check.test.ts).
const geocoder = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ status: 'ZERO_RESULTS', results: [] }));
});
await new Promise<void>((resolve) => geocoder.listen(0, '127.0.0.1', resolve));
afterAll(() => {
  geocoder.closeAllConnections();
  geocoder.close();
});
const { port } = geocoder.address() as AddressInfo;

const { app, db } = await buildTestApp({
  GEOCODING_URL: `http://127.0.0.1:${port}/maps/api/geocode/json`,
  GEOCODING_API_KEY: 'test-geocoding-key',
});

describe("a home's address", () => {
  it('is refused when the geocoder cannot find it, on adding and on changing', async () => {
    const { household, admin } = await householdWithEveryRole(app, db);
    const url = `/api/v1/accounts/${household.id}/locations`;
    const added = expectError(
      await app.inject({ method: 'POST', url, headers: admin.headers, payload: HOME_INPUT }),
      400,
    );
    expect(added.fields?.map((f) => f.field)).toEqual(['address.address1']);
    const home = await createHome(db, household);
    const changed = expectError(
      await app.inject({
        method: 'PUT',
        url: `${url}/${home.id}`,
        headers: admin.headers,
        payload: HOME_INPUT,
      }),
      400,
    );
    expect(changed.fields?.map((f) => f.field)).toEqual(['address.address1']);
  });
});
