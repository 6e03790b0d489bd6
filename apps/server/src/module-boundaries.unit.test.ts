import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// A server module never imports another module's files (DESIGN.md). Biome enforces it with one
// noRestrictedImports override per depth of module folder in biome.json. These tests lint
// probe files, written into a copy of the module folders with the real biome.json, and check
// that the rule fires where it must and nowhere else, in every module folder there is.

const repo = join(import.meta.dirname, '../../..');
const modulesDir = join(import.meta.dirname, 'modules');
const biome = join(repo, 'node_modules/.bin/biome');

type Override = { includes?: string[]; linter?: { rules?: { style?: Record<string, unknown> } } };
const config: { overrides?: Override[] } = JSON.parse(
  readFileSync(join(repo, 'biome.json'), 'utf8'),
);
const overrides = config.overrides ?? [];

/** Every folder under src/modules that holds code: an area or a sub-module of one. */
function moduleFolders(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      const holdsCode = readdirSync(path).some((name) => name.endsWith('.ts'));
      return [...(holdsCode ? [relative(modulesDir, path)] : []), ...moduleFolders(path)];
    });
}
const folders = moduleFolders(modulesDir);
const areas = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The glob of biome.json that fences the files of a module folder this many levels deep. */
const fenceGlob = (depth: number) => `apps/server/src/modules/${'*/'.repeat(depth)}*.ts`;

type Probe = { path: string; lines: string[]; forbidden: number[] };

/** Imports from a module folder: the forbidden ones first, then what stays allowed. */
function probeIn(folder: string): Probe {
  const depth = folder.split('/').length;
  const src = '../'.repeat(depth);
  const area = folder.split('/')[0];
  const otherArea = areas.find((name) => name !== area);
  const forbidden = [
    `${src}${otherArea}/service`,
    depth > 1 ? '../sibling/repository' : '../sibling-area/repository',
    depth > 1 ? '../service' : '..',
    './sub-module/service',
    `${src}../modules/${otherArea}/service`,
  ];
  const allowed = [
    `${src}../errors`,
    `${src}../repositories/locations`,
    `${src}../services/handoff`,
    `${src}../http/route-schemas`,
    `${src}../db/executor`,
    './repository',
    './sub-module/routes',
    '@portal/contracts',
  ];
  const lines = [...forbidden, ...allowed].map(
    (source, index) => `import { name${index} } from '${source}';`,
  );
  lines.push(`export const used = [${lines.map((_, index) => `name${index}`).join(', ')}];`);
  return {
    path: `apps/server/src/modules/${folder}/boundary-probe.ts`,
    lines,
    forbidden: forbidden.map((_, index) => index + 1),
  };
}

// The examples the rule exists for, and the shared code that must not lean on a module.
const named: Probe[] = [
  {
    path: 'apps/server/src/modules/pro-accounts/customers/sibling-probe.ts',
    lines: [
      "import { companyBasics } from '../employees/repository';",
      'export const used = companyBasics;',
    ],
    forbidden: [1],
  },
  {
    path: 'apps/server/src/modules/consumer-accounts/homes/area-probe.ts',
    lines: ["import { x } from '../../pro-accounts/x';", 'export const used = x;'],
    forbidden: [1],
  },
  ...['repositories', 'services', 'http', 'db'].map((shared) => ({
    path: `apps/server/src/${shared}/shared-probe.ts`,
    lines: [
      "import { findCustomer } from '../modules/pro-accounts/customers/repository';",
      "import { Executor } from '../db/executor';",
      'export const used = [findCustomer, Executor];',
    ],
    forbidden: [1],
  })),
];
const probes = [...folders.map(probeIn), ...named];

type Diagnostic = { category: string; location: { path: string; start: { line: number } } };
let workDir = '';
let flagged = new Map<string, number[]>();

beforeAll(() => {
  // A copy of the layout, so that no probe ever lands in the working tree (or in tsc's way).
  workDir = mkdtempSync(join(tmpdir(), 'module-boundaries-'));
  // The real configuration, outside git and without the schema path it could not resolve.
  const { $schema, ...copy } = config as Record<string, unknown>;
  writeFileSync(join(workDir, 'biome.json'), JSON.stringify({ ...copy, vcs: { enabled: false } }));
  for (const probe of probes) {
    mkdirSync(dirname(join(workDir, probe.path)), { recursive: true });
    writeFileSync(join(workDir, probe.path), `${probe.lines.join('\n')}\n`);
  }
  const run = spawnSync(
    biome,
    ['lint', '--reporter=json', '--max-diagnostics=none', '--only=style/noRestrictedImports', '.'],
    { cwd: workDir, encoding: 'utf8' },
  );
  const report: { diagnostics: Diagnostic[] } = JSON.parse(run.stdout);
  flagged = new Map();
  for (const { category, location } of report.diagnostics) {
    if (category !== 'lint/style/noRestrictedImports') continue;
    flagged.set(location.path, [...(flagged.get(location.path) ?? []), location.start.line]);
  }
});

afterAll(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe('server module boundaries', () => {
  it('finds the module folders, sub-modules included', () => {
    expect(folders).toEqual(expect.arrayContaining(['pro-accounts', 'pro-accounts/customers']));
  });

  it.each(folders)('biome.json fences in modules/%s', (folder) => {
    const depth = folder.split('/').length;
    const fence = overrides.find((override) => override.includes?.includes(fenceGlob(depth)));
    expect(
      fence?.linter?.rules?.style?.noRestrictedImports,
      `add a noRestrictedImports override for ${fenceGlob(depth)} to biome.json`,
    ).toMatchObject({ level: 'error' });
  });

  it.each(probes.map((probe) => [probe.path, probe]))(
    'flags exactly the forbidden imports of %s',
    (_path, probe) => {
      expect((flagged.get(probe.path) ?? []).sort((a, b) => a - b)).toEqual(probe.forbidden);
    },
  );
});
