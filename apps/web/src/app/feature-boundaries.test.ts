/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Features never import each other or the app layer (DESIGN.md). Biome enforces it with one
// override per feature folder in biome.json; this test makes sure no feature goes without one.

// Plain paths: under jsdom the global URL is jsdom's, which node:fs does not accept.
const featuresDir = join(import.meta.dirname, '../features');
const biomeConfig = join(import.meta.dirname, '../../../../biome.json');

interface ImportPattern {
  group?: string[];
}
interface Override {
  includes?: string[];
  linter?: {
    rules?: {
      style?: {
        noRestrictedImports?: { level?: string; options?: { patterns?: ImportPattern[] } };
      };
    };
  };
}

const featureFolders = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const overrides: Override[] = JSON.parse(readFileSync(biomeConfig, 'utf8')).overrides ?? [];

function overrideFor(feature: string): Override | undefined {
  return overrides.find((override) =>
    override.includes?.includes(`apps/web/src/features/${feature}/**`),
  );
}

describe('feature import boundaries', () => {
  it('finds the feature folders', () => {
    expect(featureFolders.length).toBeGreaterThan(0);
  });

  it.each(featureFolders)('biome.json fences in the %s feature', (feature) => {
    const rule = overrideFor(feature)?.linter?.rules?.style?.noRestrictedImports;
    expect(rule, `add a noRestrictedImports override for src/features/${feature}`).toBeDefined();
    expect(rule?.level).toBe('error');

    const group = rule?.options?.patterns?.flatMap((pattern) => pattern.group ?? []) ?? [];
    expect(group).toEqual(
      expect.arrayContaining([
        '@/app',
        '@/app/**',
        '@/features/**',
        `!@/features/${feature}`,
        `!@/features/${feature}/**`,
        '..',
        '../**',
      ]),
    );
    // Only its own folder may be exempted.
    expect(group.filter((entry) => entry.startsWith('!'))).toEqual([
      `!@/features/${feature}`,
      `!@/features/${feature}/**`,
    ]);
  });

  it('fences exactly the feature folders there are, none gone, none missing', () => {
    const fenced = overrides
      .flatMap((override) => override.includes ?? [])
      .map((glob) => /^apps\/web\/src\/features\/([^/]+)\/\*\*$/.exec(glob)?.[1])
      .filter((feature): feature is string => feature !== undefined);
    expect(fenced.sort()).toEqual([...featureFolders].sort());
  });
});
