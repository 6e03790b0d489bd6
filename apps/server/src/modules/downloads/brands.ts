import type { DownloadBrand } from '@portal/contracts';

export type Rgb = [red: number, green: number, blue: number];

/**
 * The colour each brand prints its files in. Both carry white text at more than 4.5:1, so a
 * heading band stays readable.
 */
export const BRAND_COLOURS: Record<DownloadBrand, Rgb> = {
  'Aeris Home': [24, 100, 171],
  'Aeris ProSeries': [11, 114, 133],
};

/** Dark grey for body text, and a light grey for rules and captions. */
export const INK: Rgb = [33, 37, 41];
export const MUTED: Rgb = [73, 80, 87];
export const RULE: Rgb = [206, 212, 218];
