import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { schema } from '@portal/db';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { deviceSecretMatches } from '../../repositories/device-credentials';
import { buildTestApp } from '../../test/helper';
import { brokerSettings } from '../../test/mqtt';
import { fleetDevices } from './fleet-devices';
import { runLoad, storedSince } from './load-run';
import { LOAD_TEST_COMPANY, provisionLoadTest } from './load-test';

const { devices, partnerAccounts, partnerDeviceLocations } = schema;

const { app, db, databaseUrl } = await buildTestApp(brokerSettings());
const brokerUrl = app.mqtt.brokerUrl ?? '';

/** What the load test has made in the database: companies, sites and devices. */
async function provisioned() {
  const [companies] = await db
    .select({ n: count() })
    .from(partnerAccounts)
    .where(eq(partnerAccounts.name, LOAD_TEST_COMPANY));
  const [sites] = await db
    .select({ n: count() })
    .from(partnerDeviceLocations)
    .innerJoin(partnerAccounts, eq(partnerAccounts.id, partnerDeviceLocations.partnerAccountId))
    .where(eq(partnerAccounts.name, LOAD_TEST_COMPANY));
  const [made] = await db
    .select({ n: count() })
    .from(devices)
    .innerJoin(partnerAccounts, eq(partnerAccounts.id, devices.partnerAccountId))
    .where(eq(partnerAccounts.name, LOAD_TEST_COMPANY));
  return { companies: companies?.n, sites: sites?.n, devices: made?.n };
}

describe('load-test provisioning', () => {
  it('is idempotent: one company and site, the same devices by MAC address, new secrets', async () => {
    const first = await provisionLoadTest(db, 3);
    expect(first.map((d) => d.macAddress)).toEqual([
      '02:4C:54:00:00:00',
      '02:4C:54:00:00:01',
      '02:4C:54:00:00:02',
    ]);
    const again = await provisionLoadTest(db, 3);
    expect(again.map((d) => d.id)).toEqual(first.map((d) => d.id));
    for (const [k, device] of again.entries()) {
      expect(await deviceSecretMatches(db, device.id, device.secret)).toBe(true);
      expect(await deviceSecretMatches(db, device.id, first[k]?.secret ?? '')).toBe(false);
    }
    expect(await provisioned()).toEqual({ companies: 1, sites: 1, devices: 3 });

    const more = await provisionLoadTest(db, 5);
    expect(more.slice(0, 3).map((d) => d.id)).toEqual(first.map((d) => d.id));
    expect(more.at(-1)?.macAddress).toBe('02:4C:54:00:00:04');
    // A smaller run takes the first devices and leaves the others be.
    expect((await provisionLoadTest(db, 2)).map((d) => d.id)).toEqual(
      first.slice(0, 2).map((d) => d.id),
    );
    expect(await provisioned()).toEqual({ companies: 1, sites: 1, devices: 5 });
  });

  it('makes one company when two runs provision at once', async () => {
    const [a, b] = await Promise.all([provisionLoadTest(db, 7), provisionLoadTest(db, 7)]);
    expect(a.map((d) => d.id)).toEqual(b.map((d) => d.id));
    expect(await provisioned()).toEqual({ companies: 1, sites: 1, devices: 7 });
  });

  it('keeps its devices out of the in-process demo fleet', async () => {
    await provisionLoadTest(db, 1);
    expect(await fleetDevices(db)).toEqual([]);
  });

  it('refuses a number of devices it cannot give MAC addresses', async () => {
    await expect(provisionLoadTest(db, 0)).rejects.toThrow('between 1 and 16777215 devices');
    await expect(provisionLoadTest(db, 2 ** 24)).rejects.toThrow('between 1 and 16777215 devices');
  });
});

describe('a load run', () => {
  it('publishes at the rate asked, and the server stores every reading', async () => {
    const loadDevices = await provisionLoadTest(db, 4);
    const lines: string[] = [];
    const result = await runLoad({
      brokerUrl,
      devices: loadDevices,
      rate: 40,
      durationSeconds: 2,
      say: (line) => lines.push(line),
    });
    expect(result).toMatchObject({ published: 80, acknowledged: 80, errors: 0 });
    expect(lines[0]).toBe(`connecting 4 devices to ${brokerUrl} ...`);
    await vi.waitFor(
      async () => expect(await storedSince(db, loadDevices, result.startedAt)).toBe(80),
      { timeout: 5_000, interval: 100 },
    );
  });
});

const repoRoot = fileURLToPath(new URL('../../../../../', import.meta.url));
/** `npm run simulate -- ...args` against this test's database and broker. */
async function simulate(...args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/simulate.ts', ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const [code] = await once(child, 'exit');
  return { code, output };
}

describe('npm run simulate', () => {
  it('provisions, publishes and says how many readings the deployment stored, run after run', async () => {
    const before = await provisioned();
    for (let run = 0; run < 2; run++) {
      const { code, output } = await simulate(
        '--devices',
        '3',
        '--rate',
        '30',
        '--duration',
        '2',
        '--broker',
        brokerUrl,
      );
      expect(output).toContain('3 load-test devices ready with new credentials');
      expect(output).toMatch(
        /published 60 in \d+\.\d s: \d+ acknowledged a second \(asked 30\), 0 errors/,
      );
      expect(output).toContain(
        'the deployment stored 60 of the 60 acknowledged readings (100.0 %)',
      );
      expect(code, output).toBe(0);
    }
    // A run of 3 leaves the devices an earlier, larger run made.
    expect(await provisioned()).toEqual({
      companies: 1,
      sites: 1,
      devices: Math.max(3, before.devices ?? 0),
    });
  }, 60_000);

  it('says what is wrong with its arguments, and provisions nothing', async () => {
    const before = await provisioned();
    const zero = await simulate('--devices', '0');
    expect(zero.code).toBe(2);
    expect(zero.output).toContain('--devices, --rate and --duration are whole numbers above 0');
    const fast = await simulate('--devices', '1', '--rate', '1001');
    expect(fast.code).toBe(2);
    expect(fast.output).toContain('at most 1000 readings a second per device');
    expect(await provisioned()).toEqual(before);
  }, 30_000);
});
