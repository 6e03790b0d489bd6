import { createHash } from 'node:crypto';
import { type DownloadCategory, DownloadLanguage } from '@portal/contracts';
import { type FileStore, putMissing } from '../../files/file-store';
import { BRAND_COLOURS } from './brands';
import {
  type Asset,
  DOWNLOAD_CATALOGUE,
  type DownloadCatalogue,
  IMAGE_SCENES,
  isImageCategory,
  SpecKey,
} from './catalogue';
import { type PdfContent, renderPdf } from './pdf';
import { renderImage } from './png';
import { zipFiles } from './zip';

// The downloads library's files, generated from the asset catalogue: a PDF per asset and
// language, a PNG per image (it has no words, so one serves every language) and a zip per
// bundled category and language. The same catalogue gives the same bytes, and a file's id ends
// with a hash of its bytes: a changed file is a new id, so a link to one can be cached forever.

/** One generated file, as it goes into the file store. */
export type LibraryFile = {
  id: string;
  contentType: 'application/pdf' | 'image/png' | 'application/zip';
  /** The extension, without a dot. */
  ext: 'pdf' | 'png' | 'zip';
  /** What the file is called, e.g. a bundle's text in the list. */
  title: string;
  /** The name a download offers: the title, saveable, with the extension. */
  fileName: string;
  content: Buffer;
};

export type DownloadLibrary = {
  /** Every file, by id. */
  files: ReadonlyMap<string, LibraryFile>;
  fileOf: (asset: Asset, language: DownloadLanguage) => LibraryFile;
  /** The category's download-all zip in the language, if the category has one. */
  bundleOf: (category: DownloadCategory, language: DownloadLanguage) => LibraryFile | undefined;
};

export type TextOrder = (
  a: { text: string; id: string },
  b: { text: string; id: string },
) => number;

// Making a collator costs far more than comparing with one, and every list request sorts.
const textOrders = new Map<DownloadLanguage, TextOrder>();

/** Orders a list as the language sorts words (spec 000 §2: each list is sorted by text). */
export function textOrder(language: DownloadLanguage): TextOrder {
  let order = textOrders.get(language);
  if (!order) {
    const collator = new Intl.Collator(language);
    order = (a, b) => collator.compare(a.text, b.text) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
    textOrders.set(language, order);
  }
  return order;
}

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

/** A name any system can save: no path separators or characters Windows refuses. */
const safeName = (name: string) => name.replace(/\s*[\\/:*?"<>|]+\s*/g, ' - ');

const CONTENT_TYPES = {
  pdf: 'application/pdf',
  png: 'image/png',
  zip: 'application/zip',
} as const satisfies Record<LibraryFile['ext'], LibraryFile['contentType']>;

/** The file of the content: its id is the stem and the start of the content's hash. */
function libraryFile(
  stem: string,
  title: string,
  ext: LibraryFile['ext'],
  content: Buffer,
): LibraryFile {
  return {
    id: `${stem}-${sha256(content).slice(0, 16)}.${ext}`,
    contentType: CONTENT_TYPES[ext],
    ext,
    title,
    fileName: `${safeName(title)}.${ext}`,
    content,
  };
}

/** What an asset's PDF says in the language: a data sheet from the product catalogue, or a sales document. */
function pdfContent(
  catalogue: DownloadCatalogue,
  asset: Asset,
  language: DownloadLanguage,
  date: Date,
): PdfContent {
  const { text, desc, points = [] } = asset.texts[language];
  const labels = catalogue.labels[language];
  const { name: provider, website } = catalogue.provider;
  const common = {
    language,
    colour: BRAND_COLOURS[asset.brand],
    provider,
    title: text,
    intro: desc,
    points,
    date,
  };
  const categoryNames = asset.categories.map(
    (category) => catalogue.categoryNames[category][language],
  );
  if (asset.kind !== 'dataSheet' || !asset.sku) {
    return {
      ...common,
      kindLabel: categoryNames.join(', '),
      facts: [],
      specs: [],
      footer: [`${provider} · ${website}`, labels.learnMore.replace('{website}', website)],
    };
  }
  const product = catalogue.productOf(asset.sku);
  const modelNumbers = product.factoryModelNumbers.join(', ');
  return {
    ...common,
    kindLabel: labels.dataSheet,
    facts: [
      [labels.sku, product.sku],
      ...(modelNumbers ? [[labels.modelNumbers, modelNumbers] as [string, string]] : []),
      [labels.productGroup, categoryNames.join(', ')],
      [labels.brand, asset.brand],
    ],
    pointsHeading: labels.features,
    specsHeading: labels.specifications,
    specs: SpecKey.flatMap((key): [string, string][] => {
      const value = asset.specs?.[key];
      return value ? [[labels.specs[key], value]] : [];
    }),
    footer: [`${provider} · ${website}`, labels.disclaimer],
  };
}

/** A whole number of the asset's id, so that its image keeps its look whatever else changes. */
const variantOf = (asset: Asset) => Number.parseInt(sha256(Buffer.from(asset.id)).slice(0, 8), 16);

/** Every file of the catalogue, generated. */
export async function buildLibrary(catalogue: DownloadCatalogue): Promise<DownloadLibrary> {
  const date = new Date(`${catalogue.published}T00:00:00Z`);
  const byAsset = new Map<string, LibraryFile>();
  const key = (asset: Asset, language: DownloadLanguage) => `${asset.id}/${language}`;

  for (const asset of catalogue.assets) {
    const imageCategory = asset.categories.find(isImageCategory);
    if (asset.kind === 'image' && imageCategory) {
      const scene = IMAGE_SCENES[imageCategory];
      const png = renderImage(scene, BRAND_COLOURS[asset.brand], variantOf(asset));
      const file = libraryFile(`download-${asset.id}`, asset.texts.en.text, 'png', png);
      for (const language of DownloadLanguage) byAsset.set(key(asset, language), file);
      continue;
    }
    for (const language of DownloadLanguage) {
      const content = pdfContent(catalogue, asset, language, date);
      const { text } = asset.texts[language];
      const name = asset.kind === 'dataSheet' ? `${text} - ${content.kindLabel}` : text;
      const pdf = await renderPdf(content);
      byAsset.set(
        key(asset, language),
        libraryFile(`download-${asset.id}-${language}`, name, 'pdf', pdf),
      );
    }
  }

  const fileOf = (asset: Asset, language: DownloadLanguage) => {
    const file = byAsset.get(key(asset, language));
    if (!file) throw new Error(`no file for ${key(asset, language)}`);
    return file;
  };

  const bundles = new Map<string, LibraryFile>();
  for (const category of catalogue.bundles) {
    for (const language of DownloadLanguage) {
      const entries = catalogue.assets
        .filter((asset) => asset.categories.includes(category))
        .map((asset) => ({
          id: asset.id,
          text: asset.texts[language].text,
          file: fileOf(asset, language),
        }))
        .sort(textOrder(language))
        .map(({ file }) => ({ name: file.fileName, content: file.content }));
      const name = catalogue.labels[language].bundle.replace(
        '{category}',
        catalogue.categoryNames[category][language],
      );
      const zip = await zipFiles(entries, date);
      bundles.set(
        `${category}/${language}`,
        libraryFile(`download-${category}-all-${language}`, name, 'zip', zip),
      );
    }
  }

  const files = new Map<string, LibraryFile>();
  for (const file of [...byAsset.values(), ...bundles.values()]) files.set(file.id, file);
  return {
    files,
    fileOf,
    bundleOf: (category, language) => bundles.get(`${category}/${language}`),
  };
}

let built: Promise<DownloadLibrary> | undefined;
const stored = new WeakMap<FileStore, Promise<DownloadLibrary>>();

/**
 * The library of DOWNLOAD_CATALOGUE with its files in this file store. Built once per process
 * and stored once per store, on first need (server.ts asks before it listens, so a partner never
 * waits); a failed attempt is forgotten, so that the next need tries again.
 */
export function storedLibrary(files: FileStore): Promise<DownloadLibrary> {
  let ready = stored.get(files);
  if (!ready) {
    if (!built) {
      built = buildLibrary(DOWNLOAD_CATALOGUE);
      built.catch(() => {
        built = undefined;
      });
    }
    ready = built.then(async (library) => {
      await putMissing(
        files,
        [...library.files.values()].map((file) => ({ ...file, content: () => file.content })),
      );
      return library;
    });
    ready.catch(() => stored.delete(files));
    stored.set(files, ready);
  }
  return ready;
}
