import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

export type ServerProcess = {
  /** e.g. http://127.0.0.1:41234 */
  base: string;
  dataDir: string;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string;
  /** The pid of its embedded PostgreSQL's postmaster, from the lock file. */
  postmasterPid: () => number;
};

/**
 * `npm start`'s server process (`node --import tsx apps/server/src/server.ts`) with its own
 * embedded PostgreSQL in a temporary DATA_DIR, answering once /readyz is 200. Stopped with
 * SIGTERM, and its folder removed, after the file's tests.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-server-process-'));
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    ...env,
  };
  // This is about the embedded PostgreSQL, also when the suite runs against DATABASE_URL.
  delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const server: ServerProcess = {
    base: `http://127.0.0.1:${port}`,
    dataDir,
    child,
    output: () => output,
    postmasterPid: () =>
      Number(readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]),
  };
  afterAll(() => stopServerProcess(server), 60_000);

  const deadline = Date.now() + 120_000;
  while ((await readyz(server.base)) !== 200) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${output}`);
    if (Date.now() > deadline) throw new Error(`not ready within 120 s:\n${output}`);
    await sleep(200);
  }
  return server;
}

/** GET /readyz's status, or undefined when nothing answers. */
export async function readyz(base: string): Promise<number | undefined> {
  try {
    return (await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(10_000) })).status;
  } catch {
    return undefined;
  }
}

async function stopServerProcess(server: ServerProcess): Promise<void> {
  const { child } = server;
  if (child.exitCode === null && child.signalCode === null) {
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const stopped = await Promise.race([exited.then(() => true), sleep(30_000, false)]);
    if (!stopped) {
      // A server that hangs on shutdown must not leave its PostgreSQL behind either.
      child.kill('SIGKILL');
      process.kill(server.postmasterPid(), 'SIGKILL');
    }
  }
  rmSync(server.dataDir, { recursive: true, force: true });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('port')),
      );
    });
  });
}
