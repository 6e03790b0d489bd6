import { pathToFileURL } from 'node:url';
import type pg from 'pg';
import {
  companyWithCustomers,
  type Measured,
  measureTogether,
  printMeasured,
  startBenchServers,
  type Target,
} from './customers';

// The business insights (issue 18): GET insights/dashboard (LastThirtyDays, the portal's default,
// and Lifetime, which reads every row), insights/alerts over LastYear and insights/rncDashboard,
// for a company with 1,000 customers and one with 100,000, each with one or two devices a home,
// service requests, three alerts over the last year on every device whose household accepted Pro
// Alerts (the only devices whose alerts a company sees) and 20 builders holding a tenth of the
// homes. Measured in the same run, on the same database, against the customer list's floor:
// a bare Fastify route running one raw query (bench/one-query.ts), and a bare hello-world.
// Target: p99 under 200 ms for every call at 100,000 customers with 10 connections.
// Run alone with `node --import tsx bench/insights.ts`; `BENCH_ONLY=insights npm run bench`.

const PORT = 8591;
const ONE_QUERY_PORT = 8592;
const HELLO_PORT = 8593;
const SIZES = (process.env.BENCH_SIZES ?? '1000,100000').split(',').map(Number);
const THERMOSTAT_SKU = 'ATH6320WF2003';
const ALERT_NAMES = [
  'HighIndoorTemperature',
  'LowIndoorTemperature',
  'HighIndoorHumidity',
  'LowIndoorHumidity',
  'HighVocLevel',
  'WaterLeakDetected',
  'FreezeRisk',
  'SmokeAlarm',
];
const TARGET_P99_MS = 200;

/**
 * The company of companyWithCustomers (`size` customers, a home each), made to look years old:
 * customers added over three years, each home within a month of its customer, one device at
 * every home and a second at every other one, installed within ten days; remote access asked on
 * half the devices, Pro Alerts on 60 % and branding on 20 %, each pending, accepted (half) or
 * rejected; three alerts over the last year on each device with Pro Alerts accepted (cleared
 * after up to ten hours but for a fifth of the first ones, half dismissed within two days); 20
 * builders holding a tenth of the homes. Written by PostgreSQL itself, so 100,000 customers take
 * seconds.
 */
export async function insightsCompany(pool: pg.Pool, ownerId: string, size: number) {
  const companyId = await companyWithCustomers(pool, ownerId, size);
  const statements = [
    `update partner_customers set created_at = now() - random() * interval '1095 days'
     where partner_account_id = $1`,
    `update partner_device_locations l
     set created_at = least(c.created_at + random() * interval '30 days', now())
     from partner_customers c where c.id = l.customer_id and l.partner_account_id = $1`,
    `insert into devices (mac_address, product_id, location_id, partner_account_id, claim_status,
                          online, created_at)
     select upper(regexp_replace(substr(md5(l.id::text || n), 1, 12), '(..)(?!$)', '\\1:', 'g')),
            (select id from products where sku = '${THERMOSTAT_SKU}'), l.id, l.partner_account_id,
            'PRO_CLAIM', random() < 0.8,
            least(l.created_at + random() * interval '10 days', now())
     from partner_device_locations l
     cross join lateral generate_series(1, 1 + (hashtext(l.id::text) & 1)) as n
     where l.partner_account_id = $1`,
    `insert into partner_device_services (device_id, partner_account_id, service_type,
                                          consent_status, requested_at, responded_at)
     select id, partner_account_id, service_type::partner_device_service_type, status::consent_status,
            requested_at,
            case when status <> 'PENDING' then requested_at + random() * interval '48 hours' end
     from (
       select d.id, d.partner_account_id, t.service_type,
              (array['PENDING', 'ACCEPTED', 'ACCEPTED', 'REJECTED'])[1 + abs(hashtext(d.id::text || 'status')) % 4] as status,
              least(d.created_at + random() * interval '30 days', now()) as requested_at
       from devices d
       cross join (values ('RemoteAccess', 50), ('ProAlertsPartnerDeviceService', 60),
                          ('BrandingPartnerDeviceService', 20)) as t(service_type, percent)
       where d.partner_account_id = $1
         and abs(hashtext(d.id::text || t.service_type)) % 100 < t.percent
     ) as requests`,
    `insert into device_alerts (device_id, partner_account_id, alert_name, severity, status,
                                opened_at, cleared_at, dismissed_at)
     select id, partner_account_id, alert_name, severity::device_alert_severity,
            case when dismissed then 'Dismissed' else 'Active' end::device_alert_status,
            opened_at,
            case when not (k = 1 and random() < 0.2) then opened_at + random() * interval '10 hours' end,
            case when dismissed then opened_at + random() * interval '48 hours' end
     from (
       select d.id, d.partner_account_id, k,
              ('{${ALERT_NAMES.join(',')}}'::text[])[1 + ((hashtext(d.id::text) & 7) + k) % 8] as alert_name,
              (array['Notice', 'Warning', 'Urgent'])[1 + floor(random() * 3)::int] as severity,
              now() - random() * interval '365 days' as opened_at,
              random() < 0.5 as dismissed
       from devices d
       join partner_device_services s on s.device_id = d.id
         and s.service_type = 'ProAlertsPartnerDeviceService' and s.consent_status = 'ACCEPTED'
       cross join generate_series(1, 3) as k
       where d.partner_account_id = $1
     ) as alerts`,
    `insert into partner_associates (partner_account_id, name)
     select $1, 'Builder ' || n from generate_series(1, 20) as n`,
    `update partner_device_locations l
     set associate_id = (select id from partner_associates a
                         where a.partner_account_id = $1
                         order by a.name offset abs(hashtext(l.id::text)) % 20 limit 1)
     where l.partner_account_id = $1 and abs(hashtext(l.id::text || 'builder')) % 10 = 0`,
  ];
  for (const statement of statements) await pool.query(statement, [companyId]);
  // What autovacuum does within a minute of a bulk load (see companyWithCustomers).
  for (const table of [
    'partner_customers',
    'partner_device_locations',
    'devices',
    'partner_device_services',
    'device_alerts',
    'partner_associates',
  ]) {
    await pool.query(`vacuum analyze ${table}`);
  }
  return companyId;
}

const CALLS = [
  ['dashboard LastThirtyDays', 'dashboard?interval=LastThirtyDays'],
  ['dashboard Lifetime', 'dashboard?interval=Lifetime'],
  ['alerts LastYear', 'alerts?interval=LastYear'],
  ['rncDashboard LastSixMonths', 'rncDashboard?timePeriod=LastSixMonths'],
] as const;

/** The median time of five requests sent one after the other. */
async function alone(url: string, headers: Record<string, string>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[2] ?? 0;
}

export async function benchInsights() {
  const servers = await startBenchServers(
    'insights',
    { portal: PORT, oneQuery: ONE_QUERY_PORT, hello: HELLO_PORT },
    // The demo's simulated devices would write readings and alerts during the measurements.
    { env: { SIMULATOR: 'false' } },
  );
  try {
    const { base, database, headers, ownerId } = servers;
    const targets: Target[] = [];
    const companies: string[] = [];
    for (const size of SIZES) {
      const started = Date.now();
      const companyId = await insightsCompany(database.pool, ownerId, size);
      companies.push(companyId);
      const counted = await database.pool.query<{ devices: number; alerts: number }>(
        `select (select count(*)::int from devices where partner_account_id = $1) as devices,
                (select count(*)::int from device_alerts where partner_account_id = $1) as alerts`,
        [companyId],
      );
      const { devices, alerts } = counted.rows[0] ?? { devices: 0, alerts: 0 };
      console.log(
        `${size} customers, ${devices} devices, ${alerts} alerts written in ${Date.now() - started} ms`,
      );
      for (const [label, path] of CALLS) {
        const url = `${base}/api/v1/proAccounts/${companyId}/insights/${path}`;
        targets.push({ label: `${size}: ${label}`, url, headers });
      }
    }
    const baselines = await servers.baselines(companies[0] ?? '', SIZES[0] ?? 0);
    targets.unshift(...baselines);
    const measured = await measureTogether(targets);
    printMeasured('GET /api/v1/proAccounts/{id}/insights/...', targets, measured);
    // The same calls one at a time: what one request costs, without the queue of 10 connections.
    console.log('\none at a time (median of 5)');
    for (const { label, url, headers } of targets.slice(2)) {
      console.log(`${label.padEnd(52)}${(await alone(url, headers)).toFixed(1).padStart(9)} ms`);
    }

    const floor = measured.get(baselines[0]?.label ?? '');
    const [small, big] = SIZES;
    const of = (size: number | undefined, label: string) => measured.get(`${size}: ${label}`);
    const ratio = (label: string, a: Measured | undefined, b: Measured | undefined) => {
      if (a && b) console.log(`${label.padEnd(52)} ${(a.perSecond / b.perSecond).toFixed(2)}`);
    };
    console.log('\nratios of req/s');
    for (const [label] of CALLS) {
      ratio(`${label} / one-query baseline, ${small}`, of(small, label), floor);
      if (big) ratio(`${label}, ${big} / ${small}`, of(big, label), of(small, label));
    }
    const slow = CALLS.filter(([label]) => (of(big ?? small, label)?.p99 ?? 0) >= TARGET_P99_MS);
    console.log(
      `\np99 under ${TARGET_P99_MS} ms at ${big ?? small} customers: ${
        slow.length === 0 ? 'met' : `not met by ${slow.map(([label]) => label).join(', ')}`
      }`,
    );
  } finally {
    await servers.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchInsights();
