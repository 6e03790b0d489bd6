import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as enums from './enums';

// The spec lives beside the repository (…/shared/spec next to …/main), here and in CI.
const specFolder = fileURLToPath(new URL('../../../../shared/spec/', import.meta.url));
const specFiles = readdirSync(specFolder).filter((name) => /^001_.*\.txt$/.test(name));

type Enumeration = { name: string; values: string[] };

/**
 * The bullet lines of spec 001's "### Enumerations (exact values)" section, each holding
 * one or more `Name: v1, v2, v3.` entries. Entries whose values are prose ("about 47
 * codes", "Monday to Sunday", "...; fallback en") are left out: they list no exact values.
 */
function parseEnumerations(spec: string): Enumeration[] {
  const lines = spec.split('\n');
  const start = lines.findIndex((line) => line.startsWith('### Enumerations (exact values)'));
  if (start < 0) throw new Error('spec 001 has no "### Enumerations (exact values)" section');
  const end = lines.findIndex((line, index) => index > start && line.startsWith('#'));
  const bullets = lines
    .slice(start + 1, end < 0 ? undefined : end)
    .filter((l) => l.startsWith('- '));

  const found: Enumeration[] = [];
  for (const bullet of bullets) {
    const text = bullet.slice(2).trim().replace(/\.$/, '');
    for (const entry of text.split(/\.\s+/)) {
      const colon = entry.indexOf(': ');
      if (colon < 0) continue;
      const label = entry.slice(0, colon).trim();
      const list = entry.slice(colon + 2).replaceAll('{product}', 'Aeris');
      const values = list.split(',').map((value) => value.trim());
      const isProse =
        /;|\babout\b|full list|\bto\b/.test(list) ||
        values.some((value) => !/^[A-Za-z0-9_]+$/.test(value));
      if (isProse) continue;
      for (const name of enumerationNames(label)) found.push({ name, values });
    }
  }
  return found;
}

/** "DeviceState and LocationState" names two; "GeoState (request)" is GeoStateRequest. */
function enumerationNames(label: string): string[] {
  return label.split(' and ').map((part) => {
    const name = part.trim().replace(/^(\w+) \(request\)$/, '$1Request');
    if (!/^[A-Z][A-Za-z0-9]*$/.test(name)) {
      throw new Error(`cannot tell which enumeration "${label}" names`);
    }
    return name;
  });
}

const exported = enums as Record<string, unknown>;
const specEnumerations = parseEnumerations(
  readFileSync(`${specFolder}${specFiles[0] ?? 'missing-001.txt'}`, 'utf8'),
);

describe('enumerations are spelled exactly as spec 001 §3 spells them', () => {
  it('reads one spec 001 and enough enumerations from it', () => {
    expect(specFiles).toHaveLength(1);
    expect(specEnumerations.length).toBeGreaterThanOrEqual(70);
    expect(new Set(specEnumerations.map((e) => e.name)).size).toBe(specEnumerations.length);
  });

  it.each(specEnumerations)('$name', ({ name, values }) => {
    expect(exported[name], `packages/contracts/src/enums.ts does not export ${name}`).toEqual(
      values,
    );
  });
});

// What the spec says in words rather than as a list, written out by hand.
describe('enumerations the spec gives in prose', () => {
  const week = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
  it.each([
    ['ScheduleDay', week],
    ['WeekDay', ['Sunday', ...week.slice(0, 6)]],
    ['FanSwitchRequest', ['Auto', 'On', 'Circulate', 'Scheduled']],
    ['FanSwitch', ['Auto', 'On', 'Circulate', 'Scheduled', 'Unknown']],
    ['ScheduleTypeEnum', ['Geofenced', 'GeofencedWithSleep', 'Timed', 'None', 'Partner']],
    [
      'SchedulePeriodType',
      [
        'Wake',
        'Sleep',
        'Home',
        'Away',
        'Custom1',
        'Custom2',
        'P1',
        'P2',
        'P3',
        'P4',
        'P5',
        'P6',
      ].concat(['Occupied1', 'Unoccupied1', 'Occupied2', 'Unoccupied2']),
    ],
  ])('%s', (name, values) => {
    expect(exported[name]).toEqual(values);
  });
});
