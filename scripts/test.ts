import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// `npm test`: every tier of DESIGN.md in order, each run even when an earlier one failed,
// then one totals line `N passed, N failed` (what CI reads).
//   npm test                 all tiers
//   npm test -- server e2e   only the named tiers
// Static checks (lint and format, typecheck, migration drift) count one test each.
const root = fileURLToPath(new URL('..', import.meta.url));
const results = join(root, 'test-results');

type Tally = { passed: number; failed: number };
type Tier = { name: string; run: () => Tally };

function command(cmd: string, args: string[], cwd = root): boolean {
  console.log(`\n$ ${cmd} ${args.join(' ')}`);
  return spawnSync(cmd, args, { cwd, stdio: 'inherit', env: process.env }).status === 0;
}

function check(cmd: string, args: string[]): Tally {
  return command(cmd, args) ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
}

function readJson<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
}

type VitestReport = { numPassedTests: number; numFailedTests: number; success: boolean };

function vitest(projects: string[], report: string): Tally {
  const file = join(results, report);
  rmSync(file, { force: true });
  const ok = command('npx', [
    'vitest',
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ]);
  const json = readJson<VitestReport>(file);
  if (!json) return { passed: 0, failed: 1 };
  // A suite that failed to load has no failed test but is a failure all the same.
  const failed = json.numFailedTests + (ok || json.numFailedTests > 0 ? 0 : 1);
  return { passed: json.numPassedTests, failed };
}

type PlaywrightReport = { stats: { expected: number; unexpected: number; flaky: number } };

function e2e(): Tally {
  if (!command('npm', ['run', 'build', '-w', 'apps/web'])) return { passed: 0, failed: 1 };
  const file = join(results, 'e2e.json');
  rmSync(file, { force: true });
  const ok = command('npx', ['playwright', 'test'], join(root, 'e2e'));
  const json = readJson<PlaywrightReport>(file);
  if (!json) return { passed: 0, failed: 1 };
  const failed = json.stats.unexpected + json.stats.flaky + (ok || json.stats.unexpected ? 0 : 1);
  return { passed: json.stats.expected, failed };
}

const tiers: Tier[] = [
  { name: 'lint', run: () => check('npx', ['biome', 'check', '.']) },
  { name: 'typecheck', run: () => check('npm', ['run', 'typecheck']) },
  { name: 'migrations', run: () => check('npm', ['run', 'db:check']) },
  { name: 'unit', run: () => vitest(['unit', 'web'], 'unit.json') },
  { name: 'server', run: () => vitest(['server'], 'server.json') },
  { name: 'e2e', run: e2e },
];

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !tiers.some((tier) => tier.name === name));
if (unknown.length > 0) {
  console.error(
    `Unknown tier(s): ${unknown.join(', ')}. Tiers: ${tiers.map((t) => t.name).join(', ')}`,
  );
  process.exit(2);
}
mkdirSync(results, { recursive: true });

const totals: Tally = { passed: 0, failed: 0 };
const lines: string[] = [];
for (const tier of tiers.filter((t) => wanted.length === 0 || wanted.includes(t.name))) {
  const tally = tier.run();
  totals.passed += tally.passed;
  totals.failed += tally.failed;
  lines.push(`${`${tier.name}:`.padEnd(12)} ${tally.passed} passed, ${tally.failed} failed`);
}
console.log(`\n${lines.join('\n')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
