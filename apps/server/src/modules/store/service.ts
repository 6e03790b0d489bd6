import type { ProgramProduct, StoreOrder, StoreOrderResult } from '@portal/contracts';
import type { Database } from '@portal/db';
import type { Executor } from '../../db/executor';
import { AppError } from '../../errors';
import { isUuid } from '../../repositories/callers';
import { companyBasics } from '../../repositories/companies';
import { enrollmentsOfOrder } from '../../repositories/enrollments';
import { programProductsBySku } from '../../repositories/programs';
import { enrollStoreOrder, requireEnrollableCompany } from '../../services/enrollments';
import { companiesAdministeredBy, processedOrder, recordOrder } from './repository';

/** The note attribute the portal puts on the store's cart: the buying company's id. */
export const PARTNER_ACCOUNT_ATTRIBUTE = 'partnerAccountId';

/**
 * The company an order is for: the one its partnerAccountId note attribute names, else the one
 * the buyer's email is an owner or company admin of. 422 when neither names exactly one.
 */
async function buyingCompany(db: Database, order: StoreOrder): Promise<string> {
  const named = order.note_attributes
    ?.find((attribute) => attribute.name === PARTNER_ACCOUNT_ATTRIBUTE)
    ?.value.trim();
  if (named !== undefined) {
    if (isUuid(named) && (await companyBasics(db, named))) return named;
    throw new AppError(422, `No company has the ${PARTNER_ACCOUNT_ATTRIBUTE} the order names.`);
  }
  if (!order.email) {
    throw new AppError(
      422,
      `The order names no company: it has no ${PARTNER_ACCOUNT_ATTRIBUTE} note attribute and no buyer email.`,
    );
  }
  const companies = await companiesAdministeredBy(db, order.email);
  const [only] = companies;
  if (only && companies.length === 1) return only;
  throw new AppError(
    422,
    companies.length === 0
      ? `The buyer's email is not an owner or company admin of any company; the order must name the company in the ${PARTNER_ACCOUNT_ATTRIBUTE} note attribute.`
      : `The buyer's email is an owner or company admin of several companies; the order must name one in the ${PARTNER_ACCOUNT_ATTRIBUTE} note attribute.`,
  );
}

/**
 * The catalogue products the order's line items buy: the first of each programme, by programme
 * name, so that two orders of one company at once take the programmes' locks in the same order
 * (in the line items' order, two orders listing them the other way round deadlock).
 */
async function productsBought(db: Database, order: StoreOrder): Promise<ProgramProduct[]> {
  const skus = order.line_items.flatMap((item) => item.sku?.trim() || []);
  const bySku = new Map(
    (await programProductsBySku(db, skus)).map((product) => [product.sku.toLowerCase(), product]),
  );
  const bought = new Map<string, ProgramProduct>();
  for (const sku of skus) {
    // Physical goods of the same order are not the catalogue's: they enroll nothing.
    const product = bySku.get(sku.toLowerCase());
    if (product && !bought.has(product.programName)) bought.set(product.programName, product);
  }
  return [...bought.values()].sort((a, b) => a.programName.localeCompare(b.programName));
}

/** The answer to an order: what it enrolled, as that stands now. */
async function result(
  db: Executor,
  orderId: string,
  partnerAccountId: string,
  duplicate: boolean,
): Promise<StoreOrderResult> {
  return {
    orderId,
    partnerAccountId,
    duplicate,
    enrollments: await enrollmentsOfOrder(db, orderId),
  };
}

/**
 * A signed order from the online store: its catalogue products enroll the buying company, all
 * in one transaction. Idempotent on the order id: a second delivery (a retry, a replay of an old
 * order after an administrator cancelled what it bought) answers duplicate and changes nothing.
 */
export async function receiveStoreOrder(
  db: Database,
  order: StoreOrder,
): Promise<StoreOrderResult> {
  const orderId = String(order.id);
  const processed = await processedOrder(db, orderId);
  if (processed) return result(db, orderId, processed.partnerAccountId, true);

  const partnerAccountId = await buyingCompany(db, order);
  await requireEnrollableCompany(db, partnerAccountId);
  const products = await productsBought(db, order);
  const purchaseDate = order.created_at ? new Date(order.created_at) : new Date();
  return db.transaction(async (tx) => {
    const first = await recordOrder(tx, { orderId, partnerAccountId, lineItems: order.line_items });
    if (!first) {
      const other = await processedOrder(tx, orderId);
      return result(tx, orderId, other?.partnerAccountId ?? partnerAccountId, true);
    }
    await enrollStoreOrder(tx, partnerAccountId, products, { orderId, purchaseDate });
    return result(tx, orderId, partnerAccountId, false);
  });
}
