/** The download libraries of spec 000 §2: /products/downloads/:pageType. */
export const DOWNLOAD_PAGE_TYPES = ['proseries', 'hvacWater'] as const;
export type DownloadPageType = (typeof DOWNLOAD_PAGE_TYPES)[number];

export function isDownloadPageType(value: string | undefined): value is DownloadPageType {
  return (DOWNLOAD_PAGE_TYPES as readonly (string | undefined)[]).includes(value);
}
