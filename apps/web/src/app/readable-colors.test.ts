import { DEFAULT_THEME, luminance, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { readableColors } from './readable-colors';
import { theme } from './theme';

const portal = mergeMantineTheme(DEFAULT_THEME, theme);
const light = readableColors(portal).light;

/** The WCAG contrast ratio of two colours. */
function contrast(a: string, b: string): number {
  const [lighter = 0, darker = 0] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (lighter + 0.05) / (darker + 0.05);
}

const AA = 4.5;

describe('readableColors', () => {
  it.each(Object.keys(portal.colors))('makes %s read at AA filled, outlined and light', (name) => {
    const shades = portal.colors[name] ?? [];
    const filled = light[`--mantine-color-${name}-filled`] ?? '';
    expect(contrast(filled, portal.white)).toBeGreaterThanOrEqual(AA);
    expect(
      contrast(light[`--mantine-color-${name}-outline`] ?? '', portal.white),
    ).toBeGreaterThanOrEqual(AA);
    const lightText = light[`--mantine-color-${name}-light-color`] ?? '';
    expect(contrast(lightText, shades[1] ?? '')).toBeGreaterThanOrEqual(AA);
    expect(contrast(lightText, shades[2] ?? '')).toBeGreaterThanOrEqual(AA);
  });

  it('makes hints, placeholders, errors and links read at AA on the page and its tints', () => {
    const { gray, yellow, blue } = portal.colors;
    const backgrounds = [portal.white, gray[1], yellow[1], blue[1]];
    for (const background of backgrounds) {
      expect(contrast(light['--mantine-color-dimmed'] ?? '', background)).toBeGreaterThanOrEqual(
        AA,
      );
      expect(
        contrast(light['--mantine-color-placeholder'] ?? '', background),
      ).toBeGreaterThanOrEqual(AA);
    }
    expect(contrast(light['--mantine-color-error'] ?? '', portal.white)).toBeGreaterThanOrEqual(AA);
    expect(contrast(light['--mantine-color-anchor'] ?? '', blue[1])).toBeGreaterThanOrEqual(AA);
    // Only as dark as needed: a hint still looks lighter than the body text.
    expect(contrast(light['--mantine-color-dimmed'] ?? '', portal.black)).toBeGreaterThan(2);
  });
});
