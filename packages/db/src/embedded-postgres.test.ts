import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded-postgres';
import type { SupervisionEvent } from './postgres-supervisor';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const SLOW = { timeout: 120_000 };

// Every folder and process a test made, so that a failing test leaves nothing behind.
const folders: string[] = [];
const pidsToEnd = new Set<number>();
afterAll(async () => {
  for (const pid of pidsToEnd) if (isRunning(pid)) process.kill(pid, 'SIGKILL');
  await waitFor('leftover processes to end', () => [...pidsToEnd].every((p) => !isRunning(p)));
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function tempFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'portal-embedded-test-'));
  folders.push(folder);
  return folder;
}

/** Running, not merely a zombie that nobody reaped (an orphan adopted by a non-reaping init). */
function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

/** As root the launcher runs the cluster as the `postgres` OS user, otherwise as us. */
function clusterOsUser(): { uid?: number; gid?: number } {
  if (userInfo().uid !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }));
  return { uid: id('-u'), gid: id('-g') };
}

function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

function allPids(): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);
}

/** The postmaster and the server processes it forked (checkpointer, walwriter, ...). */
function postgresFamily(postmasterPid: number): number[] {
  const children = allPids().filter((pid) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmasterPid;
    } catch {
      return false;
    }
  });
  return [postmasterPid, ...children];
}

function runningMentioning(text: string): number[] {
  return allPids().filter((pid) => isRunning(pid) && commandLine(pid).includes(text));
}

function lockPid(dataDir: string): number {
  return Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
}

async function waitFor(
  what: string | (() => string),
  condition: () => boolean | Promise<boolean>,
  ms = 20_000,
) {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) {
      throw new Error(
        `timed out after ${ms} ms waiting for ${typeof what === 'string' ? what : what()}`,
      );
    }
    await sleep(100);
  }
}

async function selectOne(url: string): Promise<unknown> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query('select 1 as one')).rows;
  } finally {
    await client.end();
  }
}

describe('the embedded PostgreSQL launcher', () => {
  it('starts a server that answers, and stop ends it and removes its lock', SLOW, async () => {
    const dataDir = join(tempFolder(), 'postgres');
    const cluster = await startEmbeddedPostgres({ dataDir });
    const pid = lockPid(dataDir);
    pidsToEnd.add(pid);
    expect(isRunning(pid)).toBe(true);
    expect(await selectOne(cluster.url)).toEqual([{ one: 1 }]);

    await cluster.stop();
    expect(isRunning(pid)).toBe(false);
    expect(existsSync(join(dataDir, 'postmaster.pid'))).toBe(false);
  });

  it('keeps the data from one start to the next', SLOW, async () => {
    const dataDir = join(tempFolder(), 'postgres');
    const before = await startEmbeddedPostgres({ dataDir });
    const client = new pg.Client({ connectionString: before.url });
    await client.connect();
    await client.query(`create table kept (name text); insert into kept values ('still here')`);
    await client.end();
    await before.stop();

    const after = await startEmbeddedPostgres({ dataDir });
    pidsToEnd.add(lockPid(dataDir));
    const again = new pg.Client({ connectionString: after.url });
    await again.connect();
    const { rows } = await again.query('select name from kept');
    await again.end();
    await after.stop();
    expect(rows).toEqual([{ name: 'still here' }]);
  });

  it('starts over a stale lock whose process is gone or is not postgres', SLOW, async () => {
    const dataDir = join(tempFolder(), 'postgres');
    const first = await startEmbeddedPostgres({ dataDir });
    const lock = readFileSync(join(dataDir, 'postmaster.pid'), 'utf8');
    await first.stop();

    const finished = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => finished.once('exit', resolve));
    const gonePid = finished.pid ?? 0;
    expect(isRunning(gonePid)).toBe(false);
    // A live process that is not postgres. Postgres itself ignores a lock naming its
    // parent (this test process) or a process it may not signal, so the bystander runs
    // as the cluster's OS user: only the launcher can clear that lock.
    const bystander = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 120_000)'], {
      ...clusterOsUser(),
    });
    const bystanderPid = bystander.pid ?? 0;
    pidsToEnd.add(bystanderPid);

    for (const stalePid of [gonePid, bystanderPid]) {
      // The lock a crash leaves behind: postgres's own file, naming another process.
      writeFileSync(join(dataDir, 'postmaster.pid'), lock.replace(/^\d+/, String(stalePid)));
      const cluster = await startEmbeddedPostgres({ dataDir });
      pidsToEnd.add(lockPid(dataDir));
      expect(await selectOne(cluster.url)).toEqual([{ one: 1 }]);
      await cluster.stop();
    }
    // The launcher removed the lock and left the process it named alone.
    expect(isRunning(bystanderPid)).toBe(true);
    bystander.kill();
  });

  it('supervised, restarts a killed PostgreSQL on the same folder and port', SLOW, async () => {
    const dataDir = join(tempFolder(), 'postgres');
    const events: SupervisionEvent[] = [];
    const cluster = await startEmbeddedPostgres({ dataDir, supervise: (e) => events.push(e) });
    const killed = lockPid(dataDir);
    pidsToEnd.add(killed);
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    await client.query(`create table kept (name text); insert into kept values ('still here')`);
    await client.end();

    process.kill(killed, 'SIGKILL');
    await waitFor(
      () => `PostgreSQL to run again; the supervisor said ${JSON.stringify(events)}`,
      () => events.some((event) => event.message === 'PostgreSQL is running again'),
      60_000,
    );
    const restarted = lockPid(dataDir);
    pidsToEnd.add(restarted);
    expect(restarted).not.toBe(killed);
    expect(events[0]).toEqual({
      level: 'error',
      message: 'PostgreSQL exited unexpectedly (SIGKILL); restarting it in 500 ms',
    });
    // The same connection string reaches the same data.
    const again = new pg.Client({ connectionString: cluster.url });
    await again.connect();
    const { rows } = await again.query('select name from kept');
    await again.end();
    expect(rows).toEqual([{ name: 'still here' }]);

    await cluster.stop();
    expect(isRunning(restarted)).toBe(false);
    expect(existsSync(join(dataDir, 'postmaster.pid'))).toBe(false);
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('port')),
      );
    });
  });
}

type Server = {
  child: ChildProcess;
  port: number;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output: () => string;
};

/** `npm start`'s server process with its embedded PostgreSQL in dataDir, once /readyz is 200. */
async function startServer(dataDir: string, readyWithinMs = 60_000): Promise<Server> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
  };
  // CI runs this suite with DATABASE_URL set too; this test is about the embedded one.
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (child.pid) pidsToEnd.add(child.pid);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const server = { child, port, exited, output: () => output };
  await waitFor(
    () => `GET /readyz to answer 200; the server said:\n${output}`,
    async () => {
      if (child.exitCode !== null) throw new Error(`the server exited early:\n${output}`);
      return (await readyz(port)) === 200;
    },
    readyWithinMs,
  );
  pidsToEnd.add(lockPid(join(dataDir, 'postgres')));
  return server;
}

async function readyz(port: number): Promise<number | undefined> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/readyz`)).status;
  } catch {
    return undefined;
  }
}

async function stopsCleanly(signal: 'SIGTERM' | 'SIGINT') {
  const dataDir = serverDataDir;
  const server = await startServer(dataDir);
  const family = postgresFamily(lockPid(join(dataDir, 'postgres')));
  expect(family.length).toBeGreaterThan(1);

  server.child.kill(signal);
  const exit = await Promise.race([
    server.exited,
    sleep(30_000, 'still running after 30 s' as const, { ref: false }),
  ]);
  expect(exit, server.output()).toEqual({ code: 0, signal: null });
  await waitFor(`every postgres process of ${dataDir} to end`, () => {
    return runningMentioning(dataDir).length === 0 && family.every((pid) => !isRunning(pid));
  });
  expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
}

// One folder for the server tests: each starts from whatever the previous one left.
const serverDataDir = tempFolder();

describe('the server process and its embedded PostgreSQL', () => {
  it('recovers after being killed: the next start stops the orphaned postgres', SLOW, async () => {
    const dataDir = serverDataDir;
    const killed = await startServer(dataDir);
    const orphan = lockPid(join(dataDir, 'postgres'));
    killed.child.kill('SIGKILL');
    await killed.exited;
    // Nothing could stop postgres: it outlives the server, still holding the folder.
    expect(isRunning(orphan)).toBe(true);
    expect(commandLine(orphan)).toContain(dataDir);

    // A restart must neither fail on the lock nor wait out the launcher's 30 s deadline.
    const restarted = await startServer(dataDir, 25_000);
    expect(isRunning(orphan)).toBe(false);
    expect(lockPid(join(dataDir, 'postgres'))).not.toBe(orphan);
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toEqual({ code: 0, signal: null });
  });

  it('SIGTERM leaves no postgres process', SLOW, () => stopsCleanly('SIGTERM'));

  it('SIGINT (Ctrl+C) leaves no postgres process', SLOW, () => stopsCleanly('SIGINT'));
});
