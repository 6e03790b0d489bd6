import type {
  ChargeableCount,
  ConnectionArgs,
  Enrollment,
  EnrollmentCreate,
  EnrollmentCreateV2,
  EnrollmentSearchQuery,
  EntitlementSearchQuery,
  ProgramProduct,
} from '@portal/contracts';
import type { Database } from '@portal/db';
import type { Executor } from '../db/executor';
import { AppError, invalidField } from '../errors';
import { type Connection, keysetConnection } from '../paging';
import {
  chargeableCounts,
  countEnrollments,
  ENROLLMENT_ORDER,
  type EnrollmentFilter,
  endActiveEnrollment,
  enrollmentById,
  enrollmentPage,
  insertActiveEnrollment,
  latestEnrollmentStatus,
  toEnrollment,
} from '../repositories/enrollments';
import { programProductById, programProductFor } from '../repositories/programs';
import { existingCompany } from './companies';

// The rules of enrollments (spec 001 §4: create, cancel, deactivate), for the administrators'
// company calls and the store's order webhook alike. An enrollment is created ACTIVE; ending
// it makes it CANCELLED (the company ended it) or EXPIRED (the provider did: unpaid, term over).
// Rows are kept: a new purchase after an ending is a new row.

type Offering = Enrollment['offering'];

/** The company, which must exist (404) and be approved (409) to be enrolled. */
export async function requireEnrollableCompany(db: Executor, partnerAccountId: string) {
  const company = await existingCompany(db, partnerAccountId);
  if (company.status !== 'ACTIVE') {
    throw new AppError(
      409,
      `Only an approved (ACTIVE) company can be enrolled; this company is ${company.status ?? 'not submitted yet'}.`,
    );
  }
  return company;
}

async function answer(db: Executor, id: string): Promise<Enrollment> {
  const enrollment = await enrollmentById(db, id);
  if (!enrollment) throw new Error(`enrollment ${id} vanished`);
  return enrollment;
}

/**
 * An administrator enrolls the company (found enrollable) in a catalogue product's programme:
 * 409 when the product is no longer sold or the company is ACTIVE in the programme already.
 */
async function enrollByAdmin(
  db: Database,
  partnerAccountId: string,
  product: ProgramProduct,
  adminUserId: string,
): Promise<Enrollment> {
  if (!product.active) {
    throw new AppError(409, `${product.sku} is no longer sold; choose a product on sale.`);
  }
  const id = await insertActiveEnrollment(db, {
    partnerAccountId,
    product,
    source: 'ADMIN',
    orderId: null,
    purchaseDate: new Date(),
    createdBy: adminUserId,
  });
  if (!id) {
    throw new AppError(
      409,
      `This company already has an ACTIVE ${product.programName} enrollment; cancel or deactivate it first.`,
    );
  }
  return answer(db, id);
}

/** v1: by the catalogue product's id. */
export async function createEnrollment(
  db: Database,
  partnerAccountId: string,
  body: EnrollmentCreate,
  adminUserId: string,
): Promise<Enrollment> {
  await requireEnrollableCompany(db, partnerAccountId);
  const product = await programProductById(db, body.partnerProgramProductId);
  if (!product) {
    throw invalidField('body.partnerProgramProductId', 'is not a product of the catalogue');
  }
  return enrollByAdmin(db, partnerAccountId, product, adminUserId);
}

/** v2: by offering, variation and billing cycle, which name one product. */
export async function createEnrollmentV2(
  db: Database,
  partnerAccountId: string,
  body: EnrollmentCreateV2,
  adminUserId: string,
): Promise<Enrollment> {
  await requireEnrollableCompany(db, partnerAccountId);
  const product = await programProductFor(db, body);
  if (!product) throw invalidField('body', 'the catalogue sells no such product');
  return enrollByAdmin(db, partnerAccountId, product, adminUserId);
}

const ENDINGS = { CANCELLED: 'cancel', EXPIRED: 'deactivate' } as const;

/**
 * Ends the company's ACTIVE enrollment in the offering: CANCELLED or EXPIRED. 404 for an
 * unknown company or one never enrolled there; 409 when its enrollment is not ACTIVE.
 */
export async function endEnrollment(
  db: Database,
  partnerAccountId: string,
  offering: Offering,
  status: 'CANCELLED' | 'EXPIRED',
): Promise<Enrollment> {
  await existingCompany(db, partnerAccountId);
  const id = await endActiveEnrollment(db, partnerAccountId, offering, status);
  if (id) return answer(db, id);
  const latest = await latestEnrollmentStatus(db, partnerAccountId, offering);
  if (!latest) throw new AppError(404, `This company has no ${offering} enrollment.`);
  throw new AppError(
    409,
    `This company's ${offering} enrollment is ${latest}, not ACTIVE: there is nothing to ${ENDINGS[status]}.`,
  );
}

function enrollmentList(db: Database, args: ConnectionArgs, filter: EnrollmentFilter) {
  return keysetConnection(
    args,
    ENROLLMENT_ORDER,
    {
      rows: (page) => enrollmentPage(db, filter, page),
      totalCount: () => countEnrollments(db, filter),
    },
    toEnrollment,
  );
}

/** A company's enrollments, history included, newest first. */
export async function companyEnrollments(
  db: Database,
  partnerAccountId: string,
  args: ConnectionArgs,
): Promise<Connection<Enrollment>> {
  await existingCompany(db, partnerAccountId);
  return enrollmentList(db, args, { partnerAccountId });
}

/** Every company's enrollments: by company name (filterBy), offering and status. */
export function searchEnrollments(db: Database, query: EnrollmentSearchQuery) {
  const companyName = query.filterBy?.trim();
  return enrollmentList(db, query, {
    ...(companyName ? { companyName } : {}),
    ...(query.offering ? { offering: query.offering } : {}),
    ...(query.status ? { status: query.status } : {}),
  });
}

/** The same rows seen by product: those of a catalogue product, by SKU, status and order. */
export function searchEntitlements(db: Database, query: EntitlementSearchQuery) {
  return enrollmentList(db, query, {
    withProduct: true,
    ...(query.sku ? { sku: query.sku } : {}),
    ...(query.status ? { status: query.status } : {}),
    ...(query.orderId ? { orderId: query.orderId } : {}),
  });
}

export function chargeableCount(db: Database): Promise<ChargeableCount> {
  return chargeableCounts(db);
}

/**
 * What a store order buys: each product (one per programme) whose programme the company is not
 * ACTIVE in already gets a STORE enrollment; an ACTIVE enrollment stays as it is. In the
 * caller's transaction; the company was found enrollable.
 */
export async function enrollStoreOrder(
  tx: Executor,
  partnerAccountId: string,
  products: ProgramProduct[],
  order: { orderId: string; purchaseDate: Date },
): Promise<void> {
  for (const product of products) {
    await insertActiveEnrollment(tx, {
      partnerAccountId,
      product,
      source: 'STORE',
      orderId: order.orderId,
      purchaseDate: order.purchaseDate,
      createdBy: null,
    });
  }
}
