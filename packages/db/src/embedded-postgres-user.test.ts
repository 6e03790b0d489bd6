import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// The embedded PostgreSQL must start for a developer's own account as well as for root
// (CI and containers), where it runs the cluster as the `postgres` system user.
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const script = fileURLToPath(new URL('./testing/start-and-stop.ts', import.meta.url));
const folder = mkdtempSync(join(tmpdir(), 'portal-os-user-'));
chmodSync(folder, 0o777);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function startAndStop(dataDir: string, asUid?: number) {
  const output = execFileSync(process.execPath, ['--import', 'tsx', script, dataDir], {
    cwd: repoRoot,
    encoding: 'utf8',
    timeout: 90_000,
    ...(asUid === undefined ? {} : { uid: asUid, gid: asUid }),
    env: { ...process.env, HOME: folder, TSX_TSCONFIG_PATH: join(repoRoot, 'tsconfig.base.json') },
  });
  return JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as {
    databaseUser: string;
    osUid: number;
  };
}

describe('embedded PostgreSQL and the OS user', () => {
  it('starts, answers and stops for the current user', { timeout: 90_000 }, () => {
    const result = startAndStop(join(folder, 'current'));
    expect(result).toEqual({ databaseUser: 'postgres', osUid: userInfo().uid });
    expect(existsSync(join(folder, 'current', 'postmaster.pid'))).toBe(false);
  });

  it('starts, answers and stops for an ordinary (non-root) user', { timeout: 90_000 }, () => {
    // As root, drop to `nobody` to prove an unprivileged account works too; as an
    // ordinary user the first test already is that case.
    const nobody =
      userInfo().uid === 0
        ? Number(execFileSync('id', ['-u', 'nobody'], { encoding: 'utf8' }))
        : undefined;
    const result = startAndStop(join(folder, 'ordinary'), nobody);
    expect(result.databaseUser).toBe('postgres');
    expect(result.osUid).not.toBe(0);
    expect(existsSync(join(folder, 'ordinary', 'postmaster.pid'))).toBe(false);
  });
});
