import {
  DEFAULT_DOWNLOAD_CATEGORY,
  DOWNLOAD_CATEGORIES,
  type DownloadCategory,
  type DownloadLanguage,
  DownloadPageType,
} from '@portal/contracts';

// What the downloads library shows where (spec 000 §2): the two libraries, their menus, the
// category an address names and the language of the assets.

export function isDownloadPageType(value: string | undefined): value is DownloadPageType {
  return (DownloadPageType as readonly (string | undefined)[]).includes(value);
}

/** A heading over categories in a menu: the Launch Kit's graphic images. */
interface CategoryGroup {
  group: 'graphicImages';
  categories: readonly DownloadCategory[];
}

/** A library's menu, in its order: categories, and groups of them. */
export const DOWNLOAD_MENUS: Record<
  DownloadPageType,
  ReadonlyArray<DownloadCategory | CategoryGroup>
> = {
  proseries: [
    'dataSheets',
    'homeOwner',
    'smallBusinessOwner',
    'dealerInfo',
    { group: 'graphicImages', categories: ['applicationImages', 'groupImages', 'productImages'] },
  ],
  hvacWater: DOWNLOAD_CATEGORIES.hvacWater,
};

/**
 * The category a library shows for its address's `category`: that one when the library has it,
 * else its default. An old or mistyped link still opens the library, and the menu marks which
 * category is shown instead of leaving the partner on a not-found page.
 */
export function categoryOf(pageType: DownloadPageType, param: string | null): DownloadCategory {
  const categories: readonly string[] = DOWNLOAD_CATEGORIES[pageType];
  return param !== null && categories.includes(param)
    ? (param as DownloadCategory)
    : DEFAULT_DOWNLOAD_CATEGORY[pageType];
}

/**
 * The language the assets are shown in for a portal language: French for both Frenches, Latin
 * American Spanish for both Spanishes, English for every other language (spec 000 §2).
 */
export function assetLanguageOf(portalLanguage: string): DownloadLanguage {
  if (portalLanguage === 'fr' || portalLanguage === 'fr-CA') return 'fr-CA';
  if (portalLanguage === 'es' || portalLanguage === 'es-419') return 'es-419';
  return 'en';
}
