import type {
  DownloadBundle,
  DownloadCategory,
  DownloadConnection,
  DownloadItem,
  DownloadLanguage,
  DownloadListQuery,
  DownloadPageType,
} from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { AppError } from '../../errors';
import type { FileStore } from '../../files/file-store';
import { type KeysetOrder, type KeysetPage, keysetConnection } from '../../paging';
import { DOWNLOAD_CATALOGUE } from './catalogue';
import {
  type DownloadLibrary,
  type LibraryFile,
  storedLibrary,
  type TextOrder,
  textOrder,
} from './library';

/** Where the library's files are served, one path segment per file id. */
export const DOWNLOAD_FILES_PATH = '/api/v1/downloads/files';

const linkOf = (file: LibraryFile) => `${DOWNLOAD_FILES_PATH}/${file.id}`;

type Row = DownloadItem & { cursorKeys: string[] };

/** A category's list in a language: its rows sorted by text, and its download-all zip. */
type Listing = { rows: Row[]; bundle: DownloadBundle | null };

/**
 * The rows after the page's cursor (walking back: before it, nearest first), one more than the
 * page holds, as keysetConnection expects them from a query.
 */
function pageOf(rows: Row[], page: KeysetPage, order: TextOrder): Row[] {
  const { backward, cursor } = page.walk;
  const walked = backward ? [...rows].reverse() : rows;
  const [text = '', id = ''] = cursor ?? [];
  const beyond = cursor
    ? walked.filter((row) => {
        const side = order(row, { text, id });
        return backward ? side < 0 : side > 0;
      })
    : walked;
  return beyond.slice(0, page.limit);
}

/** The rows of a category's list in the language, sorted by text; `all` merges every HVAC and water category. */
function rowsOf(
  library: DownloadLibrary,
  pageType: DownloadPageType,
  category: DownloadCategory,
  language: DownloadLanguage,
): Row[] {
  return DOWNLOAD_CATALOGUE.assets
    .filter(
      (asset) =>
        asset.pageType === pageType &&
        (category === 'all' || asset.categories.some((listed) => listed === category)),
    )
    .map((asset): Row => {
      const file = library.fileOf(asset, language);
      const { text, desc } = asset.texts[language];
      return {
        id: asset.id,
        text,
        desc,
        brand: asset.brand,
        sku: asset.sku ?? null,
        ext: file.ext,
        size: file.content.length,
        downloadLink: linkOf(file),
        language,
        cursorKeys: [text, asset.id],
      };
    })
    .sort(textOrder(language));
}

// The catalogue never changes while the process runs: each list is made once per library.
const listings = new WeakMap<DownloadLibrary, Map<string, Listing>>();

function listingOf(
  library: DownloadLibrary,
  pageType: DownloadPageType,
  category: DownloadCategory,
  language: DownloadLanguage,
): Listing {
  let byList = listings.get(library);
  if (!byList) {
    byList = new Map();
    listings.set(library, byList);
  }
  const key = `${pageType}/${category}/${language}`;
  let listing = byList.get(key);
  if (!listing) {
    const bundle = library.bundleOf(category, language);
    listing = {
      rows: rowsOf(library, pageType, category, language),
      bundle: bundle
        ? { text: bundle.title, size: bundle.content.length, downloadLink: linkOf(bundle) }
        : null,
    };
    byList.set(key, listing);
  }
  return listing;
}

/**
 * A page of a category's assets in the language, with its download-all zip if it has one. The
 * list lives in memory (the catalogue) and is paged with the project's cursors: keysetConnection
 * encodes and checks them (before the library is made, so a bad cursor costs nothing) and the
 * keys' SQL is never run.
 */
export async function listDownloads(
  files: FileStore,
  pageType: DownloadPageType,
  category: DownloadCategory,
  query: DownloadListQuery,
): Promise<DownloadConnection> {
  const { language } = query;
  const keyset: KeysetOrder = {
    name: `downloads:${pageType}:${category}:${language}`,
    direction: 'asc',
    keys: [
      { expression: sql`text`, type: 'text' },
      { expression: sql`id`, type: 'text' },
    ],
  };
  // Set by the load, which keysetConnection calls only once the cursor has passed its check.
  let listing: Listing | undefined;
  const connection = await keysetConnection(
    query,
    keyset,
    {
      countedRows: async (page) => {
        listing = listingOf(await storedLibrary(files), pageType, category, language);
        return {
          rows: pageOf(listing.rows, page, textOrder(language)),
          totalCount: listing.rows.length,
          exact: true,
        };
      },
    },
    ({ cursorKeys, ...item }): DownloadItem => item,
  );
  return { ...connection, bundle: listing?.bundle ?? null };
}

/** A file of the library, stored; any other id, even of another stored file, is none. */
export async function requireDownloadFile(files: FileStore, fileId: string): Promise<LibraryFile> {
  const file = (await storedLibrary(files)).files.get(fileId);
  if (!file) throw new AppError(404, 'There is no download with this id.');
  return file;
}
