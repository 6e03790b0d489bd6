import {
  DOWNLOAD_CATEGORIES,
  DownloadBrand,
  type DownloadCategory,
  DownloadLanguage,
  DownloadPageType,
  type ProseriesCategory,
} from '@portal/contracts';
import { PRODUCT_CATALOGUE } from '@portal/db';
import { z } from 'zod';
import data from './catalogue.json' with { type: 'json' };
import type { ImageScene } from './png';

// The asset catalogue of the downloads library (spec 000 §2 and §3): every asset, its texts in
// the three asset languages, and the words its generated files print. Checked when it is
// loaded, so that a mistake in catalogue.json stops the process instead of reaching a partner.

/** What an asset's file is: a product's data sheet (PDF), a sales document (PDF) or an image (PNG). */
const AssetKind = ['dataSheet', 'salesDocument', 'image'] as const;

/**
 * The Launch Kit's graphic images and what each one's images show; an asset is an image exactly
 * when it is in one.
 */
export const IMAGE_SCENES = {
  applicationImages: 'application',
  groupImages: 'group',
  productImages: 'product',
} as const satisfies Partial<Record<ProseriesCategory, ImageScene>>;

export const isImageCategory = (
  category: DownloadCategory,
): category is keyof typeof IMAGE_SCENES => Object.hasOwn(IMAGE_SCENES, category);

/** The categories of each page type that an asset can be listed in; `all` only merges them. */
export const LISTED_CATEGORIES = {
  proseries: DOWNLOAD_CATEGORIES.proseries,
  hvacWater: DOWNLOAD_CATEGORIES.hvacWater.filter((category) => category !== 'all'),
} as const satisfies Record<DownloadPageType, readonly DownloadCategory[]>;

const ListedCategory = z.enum([...LISTED_CATEGORIES.proseries, ...LISTED_CATEGORIES.hvacWater]);

/** The data sheets' specification rows; their labels are in each language's `labels.specs`. */
export const SpecKey = [
  'power',
  'connectivity',
  'dimensions',
  'operatingTemperature',
  'capacity',
  'stages',
  'battery',
  'airflow',
  'coverage',
  'pipeSize',
] as const;

/**
 * The PDFs use pdfkit's built-in Helvetica, whose encoding (WinAnsi) has Latin-1 and a few
 * more signs; anything else would print as a blank box. (French spacing: a plain space.)
 */
const PRINTABLE = /^[\x20-\x7e\xa0-\xff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]*$/u;
const Printable = z
  .string()
  .trim()
  .min(1)
  .regex(PRINTABLE, 'has a character the PDFs cannot print (Helvetica, WinAnsi)');

/** One value in each asset language. */
const inEveryLanguage = <T extends z.ZodType>(value: T) =>
  z.strictObject({ en: value, 'fr-CA': value, 'es-419': value });

const AssetTexts = z.strictObject({
  text: Printable,
  desc: Printable,
  /** The bullet points a PDF prints (a data sheet's features); none for an image. */
  points: z.array(Printable).optional(),
});

const Asset = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lower-case words joined by hyphens'),
  pageType: z.enum(DownloadPageType),
  categories: z.array(ListedCategory).min(1),
  brand: z.enum(DownloadBrand),
  sku: z.string().min(1).optional(),
  kind: z.enum(AssetKind),
  specs: z.partialRecord(z.enum(SpecKey), Printable).optional(),
  texts: inEveryLanguage(AssetTexts),
});
export type Asset = z.infer<typeof Asset>;

const Labels = z.strictObject({
  dataSheet: Printable,
  sku: Printable,
  modelNumbers: Printable,
  productGroup: Printable,
  brand: Printable,
  features: Printable,
  specifications: Printable,
  disclaimer: Printable,
  /** Closes a sales document; `{website}` is the provider's website. */
  learnMore: Printable.includes('{website}'),
  /** A download-all zip's name; `{category}` is the category's name. */
  bundle: Printable.includes('{category}'),
  specs: z.record(z.enum(SpecKey), Printable),
});

const CatalogueFile = z.strictObject({
  /** The date the generated files carry (PDF creation date, zip entry dates), for equal bytes on every build. */
  published: z.iso.date(),
  provider: z.strictObject({ name: Printable, website: Printable }),
  labels: inEveryLanguage(Labels),
  /** Every category's name, printed in the PDFs and the zips' names. */
  categoryNames: z.record(ListedCategory, inEveryLanguage(Printable)),
  /** The categories of HVAC and water that have a download-all zip (spec 000 §2). */
  bundles: z.array(z.enum(LISTED_CATEGORIES.hvacWater)),
  /** Products of the provider's HVAC lines that the portal's own product catalogue does not hold. */
  products: z.array(z.strictObject({ sku: z.string().min(1), marketName: Printable })),
  assets: z.array(Asset).min(1),
});

export type DownloadCatalogue = z.infer<typeof CatalogueFile> & {
  /** A data sheet's product by SKU: the portal's product catalogue, then the file's own products. */
  productOf: (sku: string) => CatalogueProduct;
};
type CatalogueProduct = { sku: string; marketName: string; factoryModelNumbers: string[] };

function portalProducts(): Map<string, CatalogueProduct> {
  return new Map(PRODUCT_CATALOGUE.products.map((product) => [product.sku, product]));
}

/** Problems no field's own schema can see: how the assets relate to each other and to the products. */
function crossCheck(file: z.infer<typeof CatalogueFile>, ctx: z.RefinementCtx) {
  const portal = portalProducts();
  const own = new Set(file.products.map((product) => product.sku));
  for (const [index, product] of file.products.entries()) {
    if (portal.has(product.sku)) {
      ctx.addIssue({
        code: 'custom',
        path: ['products', index, 'sku'],
        message: `${product.sku} is in the portal's product catalogue already`,
      });
    }
  }
  for (const [index, category] of file.bundles.entries()) {
    if (!file.assets.some((asset) => asset.categories.includes(category))) {
      ctx.addIssue({
        code: 'custom',
        path: ['bundles', index],
        message: `${category} has no assets to bundle`,
      });
    }
  }
  const ids = new Set<string>();
  const texts = new Set<string>();
  for (const [index, asset] of file.assets.entries()) {
    const problem = (path: PropertyKey[], message: string) =>
      ctx.addIssue({ code: 'custom', path: ['assets', index, ...path], message });
    if (ids.has(asset.id)) problem(['id'], `${asset.id} is used by another asset`);
    ids.add(asset.id);

    const listed: readonly DownloadCategory[] = LISTED_CATEGORIES[asset.pageType];
    for (const [at, category] of asset.categories.entries()) {
      if (!listed.includes(category)) {
        problem(['categories', at], `${category} is not a listed category of ${asset.pageType}`);
      }
    }
    if (new Set(asset.categories).size !== asset.categories.length) {
      problem(['categories'], 'names a category twice');
    }
    if (asset.pageType === 'proseries' && asset.categories.length !== 1) {
      problem(['categories'], 'a Launch Kit asset has one');
    }
    if (asset.categories.some(isImageCategory) !== (asset.kind === 'image')) {
      problem(['kind'], 'images, and only images, go in the graphic images categories');
    }
    if (asset.pageType === 'hvacWater' && !asset.sku)
      problem(['sku'], 'an HVAC and water row has a SKU');
    if (asset.kind === 'dataSheet' && !asset.sku)
      problem(['sku'], 'a data sheet names its product');
    if (asset.kind !== 'dataSheet' && asset.specs)
      problem(['specs'], 'only a data sheet has specs');
    if (asset.sku && !portal.has(asset.sku) && !own.has(asset.sku)) {
      problem(['sku'], `${asset.sku} is neither in the product catalogue nor in products`);
    }

    for (const language of DownloadLanguage) {
      const { text, points = [] } = asset.texts[language];
      if ((asset.kind === 'image') !== (points.length === 0)) {
        problem(['texts', language, 'points'], 'a PDF has points to print, an image none');
      }
      // Zip entries and download names are made of the texts: one list never shows two alike.
      for (const category of asset.categories) {
        const key = `${asset.pageType}/${category}/${language}/${text}`;
        if (texts.has(key))
          problem(['texts', language, 'text'], `"${text}" is in ${category} twice`);
        texts.add(key);
      }
    }
  }
}

/** The catalogue file checked; throws a ZodError naming every problem. */
export function parseDownloadCatalogue(json: unknown): DownloadCatalogue {
  const file = CatalogueFile.superRefine(crossCheck).parse(json);
  const portal = portalProducts();
  const own = new Map(
    file.products.map((product) => [product.sku, { ...product, factoryModelNumbers: [] }]),
  );
  return {
    ...file,
    productOf: (sku) => {
      const product = portal.get(sku) ?? own.get(sku);
      if (!product) throw new Error(`no product ${sku}`);
      return product;
    },
  };
}

export const DOWNLOAD_CATALOGUE = parseDownloadCatalogue(data);
