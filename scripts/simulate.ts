import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { connect, runningEmbeddedPostgresUrl } from '@portal/db';
import { loadConfig } from '../apps/server/src/config';
import { runLoad, storedSince } from '../apps/server/src/telemetry/simulator/load-run';
import { provisionLoadTest } from '../apps/server/src/telemetry/simulator/load-test';

// `npm run simulate -- --devices N --rate R [--broker URL] [--duration S]`: load-tests a
// deployment's telemetry ingest. Provisions N devices in its database (DATABASE_URL; on this
// machine the embedded PostgreSQL of a running `npm start` is found by itself), publishes R
// readings a second as those devices over MQTT, and prints the rate achieved, the errors and
// how many readings the deployment stored.
const usage =
  'usage: npm run simulate -- --devices N --rate R [--broker mqtt://host:port] [--duration seconds]';
const { values } = parseArgs({
  options: {
    devices: { type: 'string', default: '100' },
    rate: { type: 'string', default: '100' },
    broker: { type: 'string' },
    duration: { type: 'string', default: '60' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const deviceCount = Number(values.devices);
const rate = Number(values.rate);
const durationSeconds = Number(values.duration);
if (![deviceCount, rate, durationSeconds].every((n) => Number.isInteger(n) && n > 0)) {
  console.error(`--devices, --rate and --duration are whole numbers above 0\n${usage}`);
  process.exit(2);
}
// A device's readings are a millisecond apart at least, and may not run ahead of the clock.
if (rate / deviceCount > 1_000) {
  console.error('at most 1000 readings a second per device: add devices or lower the rate');
  process.exit(2);
}

const config = loadConfig();
const databaseUrl =
  config.databaseUrl ?? runningEmbeddedPostgresUrl(join(config.dataDir, 'postgres'));
if (!databaseUrl) {
  console.error('DATABASE_URL: the database of the deployment under test (none running here)');
  process.exit(2);
}
const brokerUrl =
  values.broker ?? config.mqtt.url ?? `mqtt://${config.mqtt.host}:${config.mqtt.port}`;

const database = connect(databaseUrl, { max: 10 });
try {
  const started = Date.now();
  const devices = await provisionLoadTest(database.db, deviceCount);
  console.log(
    `${devices.length} load-test devices ready with new credentials (${Date.now() - started} ms)`,
  );
  const result = await runLoad({
    brokerUrl,
    devices,
    rate,
    durationSeconds,
    say: (line) => console.log(line),
  });
  console.log(
    `published ${result.published} in ${result.seconds.toFixed(1)} s: ${(result.acknowledged / result.seconds).toFixed(0)} acknowledged a second (asked ${rate}), ${result.errors} errors`,
  );
  // The server writes in batches: count until the number stops growing.
  let stored = -1;
  for (let waited = 0; waited < 30; waited++) {
    const now = await storedSince(database.db, devices, result.startedAt);
    if (now === stored || now >= result.acknowledged) {
      stored = now;
      break;
    }
    stored = now;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  console.log(
    `the deployment stored ${stored} of the ${result.acknowledged} acknowledged readings (${((100 * stored) / Math.max(1, result.acknowledged)).toFixed(1)} %)`,
  );
  process.exitCode = result.errors > 0 || stored < result.acknowledged ? 1 : 0;
} finally {
  await database.close();
}
