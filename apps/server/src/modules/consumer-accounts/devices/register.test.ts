import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { schema } from '@portal/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { freshMac } from '../../../test/customers';
import { buildTestApp, expectError } from '../../../test/helper';
import { householdWithEveryRole } from '../../../test/homeowners';

const { app, db } = await buildTestApp();

type Headers = Record<string, string>;
const homeUrl = (householdId: string, homeId: string) =>
  `/api/v1/accounts/${householdId}/locations/${homeId}`;
const devicesWithMac = (macAddress: string) =>
  db.select().from(schema.devices).where(eq(schema.devices.macAddress, macAddress));
const setUp = () => householdWithEveryRole(app, db);

/**
 * A device certificate as the device-certificate header carries it: PEM, base64-encoded.
 * Made by the openssl CLI, self-signed; an expired one through `openssl ca`, the one command
 * of OpenSSL 3.0 that takes a start and end date.
 */
function deviceCertificate(commonName: string, validity: 'now' | 'expired' = 'now'): string {
  const dir = mkdtempSync(join(tmpdir(), 'device-cert-'));
  const run = (...args: string[]) =>
    execFileSync('openssl', args, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
  const key = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  try {
    if (validity === 'now') {
      const pem = run(
        'req',
        '-x509',
        ...key,
        '-subj',
        `/CN=${commonName}`,
        '-days',
        '1',
        '-keyout',
        'key.pem',
      );
      return pem.toString('base64');
    }
    writeFileSync(join(dir, 'index.txt'), '');
    writeFileSync(
      join(dir, 'ca.cnf'),
      [
        '[ ca ]',
        'default_ca = ca_default',
        '[ ca_default ]',
        'database = index.txt',
        'new_certs_dir = .',
        'rand_serial = yes',
        'default_md = sha256',
        'policy = policy_any',
        '[ policy_any ]',
        'commonName = supplied',
      ].join('\n'),
    );
    run(
      'req',
      '-new',
      ...key,
      '-subj',
      `/CN=${commonName}`,
      '-keyout',
      'key.pem',
      '-out',
      'req.csr',
    );
    run(
      'ca',
      '-batch',
      '-selfsign',
      '-notext',
      '-config',
      'ca.cnf',
      '-keyfile',
      'key.pem',
      '-in',
      'req.csr',
      '-startdate',
      '20200101000000Z',
      '-enddate',
      '20200102000000Z',
      '-out',
      'cert.pem',
    );
    return readFileSync(join(dir, 'cert.pem')).toString('base64');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('POST .../locations/{id}/devices/register', () => {
  const register = (url: string, headers: Headers, macAddress: string, certificate?: string) =>
    app.inject({
      method: 'POST',
      url: `${url}/devices/register`,
      headers: certificate ? { ...headers, 'device-certificate': certificate } : headers,
      payload: { macAddress, sku: 'ATH6320WF2003', name: 'Hall' },
    });

  it("registers a device whose certificate's CN is its MAC address (any case, colons or not)", async () => {
    const { household, home, admin } = await setUp();
    const mac = freshMac();
    const registered = await register(
      homeUrl(household.id, home.id),
      admin.headers,
      mac,
      deviceCertificate(mac.toLowerCase()),
    );
    expect(registered.statusCode, registered.body).toBe(201);
    expect(registered.json()).toMatchObject({ macAddress: mac, name: 'Hall', installer: null });
    const bare = freshMac();
    const again = await register(
      homeUrl(household.id, home.id),
      admin.headers,
      bare,
      deviceCertificate(bare.replaceAll(':', '')),
    );
    expect(again.statusCode, again.body).toBe(201);
  });

  it('refuses a missing, unreadable, expired or foreign certificate (400 on the header); stores nothing', async () => {
    const { household, home, admin, member } = await setUp();
    const url = homeUrl(household.id, home.id);
    const mac = freshMac();
    const header = 'headers.device-certificate';
    const cases: [string | undefined, RegExp][] = [
      [undefined, /Required|expected string/i],
      [Buffer.from('not a certificate').toString('base64'), /not a base64-encoded PEM/],
      [deviceCertificate(mac, 'expired'), /not valid now/],
      [deviceCertificate(freshMac()), /subject CN is not this device's MAC/],
      [deviceCertificate('thermostat'), /subject CN is not this device's MAC/],
    ];
    for (const [certificate, message] of cases) {
      const refused = expectError(await register(url, admin.headers, mac, certificate), 400);
      expect(refused.fields?.map((f) => f.field)).toEqual([header]);
      expect(refused.message).toMatch(message);
    }
    expectError(await register(url, member.headers, mac, deviceCertificate(mac)), 403);
    expect(await devicesWithMac(mac)).toEqual([]);
  });
});
