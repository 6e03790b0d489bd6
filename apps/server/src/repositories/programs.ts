import type { PartnerProgram, ProgramProduct, ProgramProductUpdate } from '@portal/contracts';
import { schema } from '@portal/db';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import type { KeysetOrder, KeysetPage } from '../paging';

const { partnerPrograms, partnerProgramProducts } = schema;

// The programme catalogue (partner_programs, partner_program_products): the core calls list and
// change it, enrollments and the store's webhook look products up in it.

export function listPrograms(db: Executor): Promise<PartnerProgram[]> {
  return db
    .select({
      id: partnerPrograms.id,
      name: partnerPrograms.name,
      offering: partnerPrograms.offering,
      description: partnerPrograms.description,
    })
    .from(partnerPrograms)
    .orderBy(asc(partnerPrograms.name));
}

/** Products by programme, then SKU: the order the administrators' table shows them in. */
export const PROGRAM_PRODUCT_ORDER: KeysetOrder = {
  name: 'programSku',
  direction: 'asc',
  keys: [
    { expression: partnerPrograms.name, type: 'text' },
    { expression: partnerProgramProducts.sku, type: 'text' },
  ],
};

const productColumns = {
  id: partnerProgramProducts.id,
  programName: partnerPrograms.name,
  offering: partnerPrograms.offering,
  sku: partnerProgramProducts.sku,
  name: partnerProgramProducts.name,
  skuType: partnerProgramProducts.skuType,
  productType: partnerProgramProducts.productType,
  variation: partnerProgramProducts.variation,
  billingCycle: partnerProgramProducts.billingCycle,
  priceCents: partnerProgramProducts.priceCents,
  currency: partnerProgramProducts.currency,
  active: partnerProgramProducts.active,
};

// Every read of a product names its programme.
const productProgram = eq(partnerPrograms.id, partnerProgramProducts.programId);

function selectProducts(db: Executor) {
  return db
    .select(productColumns)
    .from(partnerProgramProducts)
    .innerJoin(partnerPrograms, productProgram);
}

/** Only the products on sale, or every product. */
type ProductFilter = { includeInactive: boolean };

const productFilter = (filter: ProductFilter): SQL | undefined =>
  filter.includeInactive ? undefined : eq(partnerProgramProducts.active, true);

export function programProductPage(db: Executor, filter: ProductFilter, page: KeysetPage) {
  return db
    .select({ ...productColumns, cursorKeys: page.cursorKeys })
    .from(partnerProgramProducts)
    .innerJoin(partnerPrograms, productProgram)
    .where(and(productFilter(filter), page.where))
    .orderBy(...page.orderBy)
    .limit(page.limit);
}

export async function countProgramProducts(db: Executor, filter: ProductFilter) {
  const [row] = await db
    .select({ total: count() })
    .from(partnerProgramProducts)
    .where(productFilter(filter));
  return row?.total ?? 0;
}

export async function programProductById(
  db: Executor,
  id: string,
): Promise<ProgramProduct | undefined> {
  const [row] = await selectProducts(db).where(eq(partnerProgramProducts.id, id));
  return row;
}

/** The product sold for the programme's variation and billing cycle (one at most). */
export async function programProductFor(
  db: Executor,
  offer: Pick<ProgramProduct, 'offering' | 'variation' | 'billingCycle'>,
): Promise<ProgramProduct | undefined> {
  const [row] = await selectProducts(db).where(
    and(
      eq(partnerPrograms.offering, offer.offering),
      eq(partnerProgramProducts.variation, offer.variation),
      eq(partnerProgramProducts.billingCycle, offer.billingCycle),
    ),
  );
  return row;
}

/** The catalogue's products among these SKUs (any case), sold or not. */
export function programProductsBySku(db: Executor, skus: string[]): Promise<ProgramProduct[]> {
  if (skus.length === 0) return Promise.resolve([]);
  return selectProducts(db).where(
    inArray(
      sql`lower(${partnerProgramProducts.sku})`,
      skus.map((sku) => sku.toLowerCase()),
    ),
  );
}

/** Answers whether the product exists. */
export async function updateProgramProduct(
  db: Executor,
  id: string,
  update: ProgramProductUpdate,
): Promise<boolean> {
  const changed = await db
    .update(partnerProgramProducts)
    .set({ ...update, updatedAt: sql`now()` })
    .where(eq(partnerProgramProducts.id, id))
    .returning({ id: partnerProgramProducts.id });
  return changed.length > 0;
}
