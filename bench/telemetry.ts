import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { telemetryTopic } from '@portal/contracts';
import { connect, type Database, startEmbeddedPostgres } from '@portal/db';
import { connectAsync, type MqttClient } from 'mqtt';
import { issueDeviceCredentialsFor } from '../apps/server/src/repositories/device-credentials';
import { runLoad, storedSince } from '../apps/server/src/telemetry/simulator/load-run';
import {
  type LoadTestDevice,
  provisionLoadTest,
} from '../apps/server/src/telemetry/simulator/load-test';
import { startNode, stop, waitFor } from './portal';

// Device telemetry end to end (issue 15 item 9): a real portal process with its embedded MQTT
// broker and PostgreSQL. DEVICES virtual thermostats in a homeowner's home (so the alert engine
// evaluates every reading against the catalogue's rules) publish as fast as the portal takes
// them (MQTT QoS 1: the broker acknowledges once the ingest has queued the reading), and the
// rate is the readings over the time until the last of them is stored (each batch is evaluated
// before the next is written).
// Then, under a background load of half that rate and at rest, leak detectors report a leak one
// at a time and the bench polls the alerts table for the alert: publish to alert, p50 and p99.
// The portal's memory is read from /proc while it works. In the same run, on the same database,
// a raw multi-row INSERT of the same number of readings into the same partitioned table is the
// ceiling: the ratio of the two is the number to watch on this shared machine.
// Run alone with `node --import tsx bench/telemetry.ts`; `BENCH_ONLY=telemetry npm run bench`.

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const DEVICES = Number(process.env.BENCH_TELEMETRY_DEVICES ?? 1_000);
/** Offered far above what one process stores: the ingest's queue sets the pace. */
const OFFERED_RATE = 50_000;
const PROBES = Number(process.env.BENCH_TELEMETRY_PROBES ?? 200);
const PROBE_GAP_MS = 50;
const POLL_MS = 5;
/** How long the bench waits for the portal (the last probe's alert, the background load) at most. */
const WAIT_S = 60;
const PORT = 8491;
const MQTT_PORT = 18_491;
const RAW_BATCH_ROWS = 500;
const LEAK_DETECTOR_SKU = 'AWLD3001';

type Pool = ReturnType<typeof connect>['pool'];

/** A homeowner's home holding the devices: the engine then applies the catalogue's defaults. */
async function intoAHome(pool: Pool, deviceIds: string[]) {
  const { rows } = await pool.query<{ id: string }>(
    `with account as (insert into consumer_accounts (name) values ('Bench home') returning id)
     insert into consumer_locations (consumer_account_id, location_name, address1, city, state, zip, country)
     select id, 'Bench home', '1 Bench Road', 'Austin', 'TX', '78701', 'US' from account returning id`,
  );
  await pool.query('update devices set consumer_location_id = $1 where id = any($2::uuid[])', [
    rows[0]?.id,
    deviceIds,
  ]);
}

/** Leak detectors at the site of the device `beside`, each with its own credentials. */
async function leakDetectors(
  database: ReturnType<typeof connect>,
  beside: string,
  count: number,
): Promise<LoadTestDevice[]> {
  const { rows } = await database.pool.query<{ id: string; mac_address: string }>(
    `insert into devices (mac_address, product_id, partner_account_id, location_id, claim_status, name)
     select '02:4C:44:' || upper(lpad(to_hex(n), 6, '0')), p.id, d.partner_account_id, d.location_id,
       'PRO_CLAIM', 'Bench leak detector'
     from generate_series(0, $2::int - 1) n, products p, devices d
     where p.sku = $3 and d.id = $1
     returning id, mac_address`,
    [beside, count, LEAK_DETECTOR_SKU],
  );
  const secrets = await issueDeviceCredentialsFor(
    database.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    macAddress: row.mac_address,
    secret: secrets.get(row.id) ?? '',
  }));
}

/** The portal process's resident memory now and at its peak (MiB), from /proc. */
function memoryOf(pid: number | undefined) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) =>
    Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1]) / 1024;
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;

/**
 * Each probe reports a leak in turn; the alert is looked for every POLL_MS. Answers the
 * latencies from publish to the alert row being there, in ms, sorted.
 */
async function leakLatencies(pool: Pool, clients: MqttClient[], probes: LoadTestDevice[]) {
  const publishedAt = new Map<string, number>();
  const latencies: number[] = [];
  // Set once every probe is published; a failed publish ends the polling at once.
  let deadline = Number.POSITIVE_INFINITY;
  const polling = (async () => {
    while (latencies.length < probes.length && Date.now() < deadline) {
      const waiting = [...publishedAt.keys()];
      if (waiting.length > 0) {
        const { rows } = await pool.query<{ device_id: string }>(
          `select device_id from device_alerts
           where device_id = any($1::uuid[]) and alert_name = 'WaterLeakDetected'`,
          [waiting],
        );
        const seen = Date.now();
        for (const { device_id: id } of rows) {
          const at = publishedAt.get(id);
          if (at !== undefined) latencies.push(seen - at);
          publishedAt.delete(id);
        }
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  })();
  try {
    for (const [index, probe] of probes.entries()) {
      const client = clients[index];
      if (!client) continue;
      const reading = { time: new Date().toISOString(), leak: true, battery: 90, rssi: -55 };
      publishedAt.set(probe.id, Date.now());
      await client.publishAsync(telemetryTopic(probe.id), JSON.stringify(reading), { qos: 1 });
      await new Promise((resolve) => setTimeout(resolve, PROBE_GAP_MS));
    }
  } catch (error) {
    deadline = 0;
    await polling;
    throw error;
  }
  deadline = Date.now() + WAIT_S * 1_000;
  await polling;
  if (latencies.length < probes.length) {
    throw new Error(`${probes.length - latencies.length} alerts not seen within ${WAIT_S} s`);
  }
  return latencies.sort((a, b) => a - b);
}

/** Waits until the portal has stored `readings` of the devices' readings since `since`. */
async function storedAtLeast(
  db: Database,
  devices: readonly LoadTestDevice[],
  since: Date,
  readings: number,
) {
  const deadline = Date.now() + WAIT_S * 1_000;
  while ((await storedSince(db, devices, since)) < readings) {
    if (Date.now() > deadline)
      throw new Error(`${readings} readings not stored within ${WAIT_S} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The same readings as the load run, written by one client as 500-row INSERTs. */
async function rawInsertRate(pool: Pool, deviceIds: string[], readings: number) {
  const base = Date.now() - 3_600_000;
  const started = performance.now();
  for (let k = 0; k < readings; k += RAW_BATCH_ROWS) {
    const rows = Math.min(RAW_BATCH_ROWS, readings - k);
    await pool.query(
      `insert into telemetry_readings (device_id, recorded_at, temperature, humidity,
         heat_setpoint, cool_setpoint, mode, equipment, fan, heat_seconds, cool_seconds,
         fan_seconds, battery, rssi)
       select ($1::uuid[])[1 + (i % array_length($1::uuid[], 1))],
         to_timestamp(($2::bigint + i) / 1000.0), 71.5, 45, 68, 76, 'Auto', 'Idle', 'Auto',
         0, 30, 30, null, -60
       from generate_series($3::int, $3::int + $4::int - 1) i`,
      [deviceIds, base, k, rows],
    );
  }
  return readings / ((performance.now() - started) / 1_000);
}

export async function benchTelemetry() {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-telemetry-'));
  const postgres = await startEmbeddedPostgres({ dataDir: join(dataDir, 'postgres') });
  const portal = startNode({
    PORT: String(PORT),
    DATABASE_URL: postgres.url,
    MQTT_PORT: String(MQTT_PORT),
    SIMULATOR: 'false',
  });
  const database = connect(postgres.url, { max: 4 });
  const brokerUrl = `mqtt://127.0.0.1:${MQTT_PORT}`;
  try {
    await waitFor(`http://localhost:${PORT}/readyz`, portal);
    const thermostats = await provisionLoadTest(database.db, DEVICES);
    const probes = await leakDetectors(database, thermostats[0]?.id ?? '', PROBES * 2);
    await intoAHome(
      database.pool,
      [...thermostats, ...probes].map((device) => device.id),
    );
    const idle = memoryOf(portal.pid);

    let busiest = idle.rss;
    const sampler = setInterval(() => {
      busiest = Math.max(busiest, memoryOf(portal.pid).rss);
    }, 200);
    const full = await runLoad({
      brokerUrl,
      devices: thermostats,
      rate: OFFERED_RATE,
      durationSeconds: DURATION_S,
      say: () => {},
    });
    // Acknowledged is queued, not yet stored: the rate is up to the last reading stored.
    await storedAtLeast(database.db, thermostats, full.startedAt, full.acknowledged);
    const perSecond = full.acknowledged / ((Date.now() - full.startedAt.getTime()) / 1_000);

    const probeClients = await Promise.all(
      probes.map((probe) =>
        connectAsync(brokerUrl, { username: probe.id, password: probe.secret, clean: true }),
      ),
    );
    const backgroundRate = Math.max(1, Math.round(perSecond / 2));
    const backgroundSince = new Date();
    const background = runLoad({
      brokerUrl,
      devices: thermostats,
      rate: backgroundRate,
      durationSeconds: Math.ceil((PROBES * PROBE_GAP_MS) / 1_000) + 5,
      say: () => {},
    });
    // The probes start once the devices are connected and a second of the load is stored.
    await storedAtLeast(database.db, thermostats, backgroundSince, backgroundRate);
    const underLoad = await leakLatencies(
      database.pool,
      probeClients.slice(0, PROBES),
      probes.slice(0, PROBES),
    );
    const loaded = await background;
    const atRest = await leakLatencies(
      database.pool,
      probeClients.slice(PROBES),
      probes.slice(PROBES),
    );
    clearInterval(sampler);
    await Promise.all(probeClients.map((client) => client.endAsync(true)));
    const after = memoryOf(portal.pid);

    const raw = await rawInsertRate(
      database.pool,
      thermostats.map((device) => device.id),
      full.acknowledged,
    );

    const line = (label: string, value: string) => console.log(`${label.padEnd(46)}${value}`);
    console.log(
      `\ntelemetry: ${DEVICES} thermostats over MQTT QoS 1 into the embedded broker, ${DURATION_S} s`,
    );
    line(
      'ingested, stored and evaluated',
      `${perSecond.toFixed(0)} readings/s (${full.acknowledged} of ${full.published} published, ${full.errors} errors)`,
    );
    line('raw 500-row INSERT, same table, one client', `${raw.toFixed(0)} readings/s`);
    line('ratio end to end / raw insert', `${((perSecond / raw) * 100).toFixed(1)} %`);
    const latency = (sorted: number[]) =>
      `p50 ${percentile(sorted, 0.5)} ms, p99 ${percentile(sorted, 0.99)} ms (${sorted.length} leaks)`;
    line(
      `publish to alert, ${backgroundRate} readings/s offered`,
      `${latency(underLoad)}; ${(loaded.acknowledged / loaded.seconds).toFixed(0)}/s taken`,
    );
    line('publish to alert, at rest', latency(atRest));
    line(
      'portal memory (RSS)',
      `${idle.rss.toFixed(0)} MiB idle, ${busiest.toFixed(0)} MiB busiest, peak ${after.peak.toFixed(0)} MiB`,
    );
    console.log(`(alerts looked for every ${POLL_MS} ms: latencies are that much coarser)`);
  } finally {
    await database.close();
    await stop(portal);
    await postgres.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchTelemetry();
