import { z } from 'zod';
import { ConnectionArgs, connectionOf } from './paging';

// The downloads library of spec 000 §2 and §3: sales and product assets a partner downloads from
// /products/downloads/:pageType. The server lists them from its asset catalogue and serves each
// file from the file store as a direct link.

/** The two libraries: the security panels' Launch Kit and HVAC and water. */
export const DownloadPageType = ['proseries', 'hvacWater'] as const;
export type DownloadPageType = (typeof DownloadPageType)[number];

/** The Launch Kit's side menu, in the menu's order; graphic images has the last three as sub-items. */
export const ProseriesCategory = [
  'dataSheets',
  'homeOwner',
  'smallBusinessOwner',
  'dealerInfo',
  'applicationImages',
  'groupImages',
  'productImages',
] as const;
export type ProseriesCategory = (typeof ProseriesCategory)[number];

/** HVAC and water's categories, in the menu's order; `all` merges every other one, `force` is forced-air zoning. */
export const HvacWaterCategory = [
  'all',
  'dehumidification',
  'ductless',
  'filtration',
  'humidification',
  'thermal',
  'thermostats',
  'water',
  'zoning',
  'force',
] as const;
export type HvacWaterCategory = (typeof HvacWaterCategory)[number];

export type DownloadCategory = ProseriesCategory | HvacWaterCategory;

/** Each library's categories, in its menu's order. */
export const DOWNLOAD_CATEGORIES = {
  proseries: ProseriesCategory,
  hvacWater: HvacWaterCategory,
} as const satisfies Record<DownloadPageType, readonly DownloadCategory[]>;

/** The category a library opens on (spec 000 §2). */
export const DEFAULT_DOWNLOAD_CATEGORY = {
  proseries: 'dataSheets',
  hvacWater: 'all',
} as const satisfies Record<DownloadPageType, DownloadCategory>;

/** The languages assets are written in (spec 000 §2); the portal picks one from its own language. */
export const DownloadLanguage = ['en', 'fr-CA', 'es-419'] as const;
export type DownloadLanguage = (typeof DownloadLanguage)[number];

/** The two brands an asset is sold under. */
export const DownloadBrand = ['Aeris Home', 'Aeris ProSeries'] as const;
export type DownloadBrand = (typeof DownloadBrand)[number];

/** One downloadable asset (spec 000 §3 Download item), in one language. */
export const DownloadItem = z
  .object({
    id: z.string(),
    text: z
      .string()
      .meta({ description: 'The asset name shown in the list, which is sorted by it.' }),
    desc: z.string(),
    brand: z.enum(DownloadBrand),
    sku: z.string().nullable().meta({ description: 'The product SKU, for hvacWater rows.' }),
    ext: z.string().meta({ description: 'The file extension without a dot: pdf, png, zip.' }),
    size: z.number().int().nonnegative().meta({ description: 'The file size in bytes.' }),
    downloadLink: z
      .string()
      .meta({ description: 'A direct link to the stored file, absolute path on this server.' }),
    language: z.enum(DownloadLanguage),
  })
  .meta({ id: 'DownloadItem' });
export type DownloadItem = z.infer<typeof DownloadItem>;

/** A category's download-all zip (water, zoning and forced-air zoning have one). */
export const DownloadBundle = z
  .object({
    text: z.string(),
    size: z.number().int().nonnegative(),
    downloadLink: z.string(),
  })
  .meta({ id: 'DownloadBundle' });
export type DownloadBundle = z.infer<typeof DownloadBundle>;

export const DownloadListQuery = ConnectionArgs.omit({ filterBy: true, orderBy: true }).extend({
  language: z.enum(DownloadLanguage).default('en'),
});
export type DownloadListQuery = z.infer<typeof DownloadListQuery>;

/** A page of a category's assets sorted by text, with the category's download-all zip if it has one. */
export const DownloadConnection = connectionOf(DownloadItem)
  .extend({ bundle: DownloadBundle.nullable() })
  .meta({ id: 'DownloadConnection' });
export type DownloadConnection = z.infer<typeof DownloadConnection>;
