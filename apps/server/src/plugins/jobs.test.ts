import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createTestDatabase } from '@portal/db/testing';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { buildTestApp, captureLogs } from '../test/helper';

declare module './jobs' {
  interface JobData {
    'test-echo': { text: string };
    'test-slow': Record<string, never>;
  }
}

const echoed: string[] = [];
const { app } = await buildTestApp(
  {},
  {
    beforeReady: (built) =>
      built.jobs.work('test-echo', async (job) => {
        echoed.push(job.data.text);
      }),
  },
);

// A job that runs until the test lets it finish, for the shutdown test.
let slowJobStarted: () => void = () => {};
const slowJobRunning = new Promise<void>((resolve) => {
  slowJobStarted = resolve;
});
let finishSlowJob: () => void = () => {};
const slowJobMayFinish = new Promise<void>((resolve) => {
  finishSlowJob = resolve;
});
const stopping = await buildTestApp(
  {},
  {
    beforeReady: (built) =>
      built.jobs.work('test-slow', async () => {
        slowJobStarted();
        await slowJobMayFinish;
      }),
  },
);

// A database whose pgboss schema cannot be made: a table of that name is in the way.
const brokenDatabaseUrl = await createTestDatabase();
await query(brokenDatabaseUrl, 'drop schema if exists pgboss cascade');
await query(brokenDatabaseUrl, 'create schema pgboss; create table pgboss.job (id int)');
const brokenLogs = captureLogs();
const broken = await buildTestApp(
  { LOG_LEVEL: 'error' },
  { databaseUrl: brokenDatabaseUrl, logStream: brokenLogs.stream },
);

async function query(databaseUrl: string, text: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

describe('background jobs', () => {
  it('works a job sent to it, once, with its data', async () => {
    const id = await app.jobs.send('test-echo', { text: 'hello' });
    if (!id) throw new Error('job not queued');
    await vi.waitFor(async () => expect(await app.jobs.state('test-echo', id)).toBe('completed'), {
      timeout: 10_000,
    });
    expect(echoed).toEqual(['hello']);
  });

  it('keeps its queues and schedules in the pgboss schema of our database', async () => {
    const queues = await app.db.execute<{ name: string }>(
      sql`select name from pgboss.queue where name not like '\_\_pgboss%' order by name`,
    );
    expect(queues.rows.map((row) => row.name)).toEqual([
      'alert.condition-due',
      'alert.digest',
      'alert.mail',
      'alert.offline-sweep',
      'expire-remote-sessions',
      'report-data-file-delete',
      'report-data-request',
      'service-application.run',
      'sweep-expired-rows',
      'telemetry-partitions',
      'test-echo',
    ]);
    const schedules = await app.db.execute(
      sql`select name, cron, timezone from pgboss.schedule order by name`,
    );
    expect(schedules.rows).toEqual([
      { name: 'alert.digest', cron: '0 7 * * *', timezone: 'UTC' },
      { name: 'alert.offline-sweep', cron: '* * * * *', timezone: 'UTC' },
      { name: 'expire-remote-sessions', cron: '* * * * *', timezone: 'UTC' },
      { name: 'sweep-expired-rows', cron: '*/5 * * * *', timezone: 'UTC' },
      { name: 'telemetry-partitions', cron: '10 0 * * *', timezone: 'UTC' },
    ]);
  });

  it('lets a running job finish when the app closes', async () => {
    const id = await stopping.app.jobs.send('test-slow', {});
    if (!id) throw new Error('job not queued');
    await slowJobRunning;
    const closed = stopping.app.close();
    // The engine stops taking jobs first; only then may the running one finish.
    await vi.waitFor(() =>
      expect(stopping.app.jobs.send('test-slow', {})).rejects.toThrow(
        'send test-slow: background jobs are not running',
      ),
    );
    expect(await stopping.app.jobs.state('test-slow', id)).toBe('active');
    finishSlowJob();
    await closed;
    expect(await stopping.app.jobs.state('test-slow', id)).toBe('completed');
  });

  it('leaves nothing running after close: a process that starts and closes the server exits', async () => {
    const databaseUrl = await createTestDatabase();
    const script = fileURLToPath(new URL('../test/start-and-close.ts', import.meta.url));
    // A leaked timer or connection keeps the process alive until the timeout kills it.
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', script, databaseUrl], {
      timeout: 20_000,
    });
    await expect(run).resolves.toMatchObject({ stderr: '' });
  });

  it('an engine that cannot start is logged, and the server still serves', async () => {
    const failure = brokenLogs.lines
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .find((line) => line.msg.startsWith('background jobs did not start'));
    expect(failure).toMatchObject({
      level: 50,
      msg: 'background jobs did not start: no job runs on this instance until it restarts',
    });
    const ready = await broken.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.json()).toEqual({ status: 'ready', database: true, migrations: true });
    await expect(broken.app.jobs.send('sweep-expired-rows', {})).rejects.toThrow(
      'send sweep-expired-rows: background jobs are not running',
    );
  });
});
