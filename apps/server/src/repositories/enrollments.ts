import type { ChargeableCount, Enrollment, ProgramProduct } from '@portal/contracts';
import { schema } from '@portal/db';
import { and, asc, count, countDistinct, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { creationOrder, type KeysetPage } from '../paging';

const { partnerAccounts, partnerProgramEnrollments, partnerProgramProducts, partnerPrograms } =
  schema;

type ProgramOffering = Enrollment['offering'];
type SapEntitlementStatus = Enrollment['subscriptionStatus'];

// Companies' enrollments in partner programmes (partner_program_enrollments), as the
// administrators' calls and the store's webhook create, end and list them.

/** Newest first: a company's history, and every company's in the administrators' search. */
export const ENROLLMENT_ORDER = creationOrder('newest', 'desc', partnerProgramEnrollments);

/**
 * Which enrollments a list holds. `companyName`: part of the company's name, any case.
 * `withProduct`: only those of a catalogue product (the entitlements view).
 */
export type EnrollmentFilter = {
  partnerAccountId?: string;
  companyName?: string;
  offering?: ProgramOffering;
  status?: SapEntitlementStatus;
  sku?: string;
  orderId?: string;
  withProduct?: boolean;
};

function enrollmentFilter(filter: EnrollmentFilter): SQL | undefined {
  return and(
    filter.partnerAccountId
      ? eq(partnerProgramEnrollments.partnerAccountId, filter.partnerAccountId)
      : undefined,
    filter.companyName
      ? sql`strpos(lower(${partnerAccounts.name}), ${filter.companyName.toLowerCase()}) > 0`
      : undefined,
    filter.offering ? eq(partnerPrograms.offering, filter.offering) : undefined,
    filter.status ? eq(partnerProgramEnrollments.subscriptionStatus, filter.status) : undefined,
    filter.sku
      ? sql`lower(${partnerProgramProducts.sku}) = ${filter.sku.toLowerCase()}`
      : undefined,
    filter.orderId ? eq(partnerProgramEnrollments.orderId, filter.orderId) : undefined,
    filter.withProduct ? isNotNull(partnerProgramEnrollments.productId) : undefined,
  );
}

const enrollmentColumns = {
  id: partnerProgramEnrollments.id,
  partnerAccountId: partnerProgramEnrollments.partnerAccountId,
  companyName: partnerAccounts.name,
  programName: partnerProgramEnrollments.programName,
  offering: partnerPrograms.offering,
  variation: partnerProgramEnrollments.variation,
  billingCycle: partnerProgramEnrollments.billingCycle,
  sku: partnerProgramProducts.sku,
  subscriptionStatus: partnerProgramEnrollments.subscriptionStatus,
  source: partnerProgramEnrollments.source,
  orderId: partnerProgramEnrollments.orderId,
  purchaseDate: partnerProgramEnrollments.purchaseDate,
  createdAt: partnerProgramEnrollments.createdAt,
  endedAt: partnerProgramEnrollments.endedAt,
};

// What every list of enrollments joins: the company, the programme and the product, if any.
const company = eq(partnerAccounts.id, partnerProgramEnrollments.partnerAccountId);
const program = eq(partnerPrograms.name, partnerProgramEnrollments.programName);
const product = eq(partnerProgramProducts.id, partnerProgramEnrollments.productId);

/**
 * The enrollments with their company, programme and product. A page's rows carry their
 * cursor keys; other reads select null in their place, so that every read maps alike.
 */
function selectEnrollments(db: Executor, page?: KeysetPage) {
  return db
    .select({ ...enrollmentColumns, cursorKeys: page?.cursorKeys ?? sql<string[]>`null` })
    .from(partnerProgramEnrollments)
    .innerJoin(partnerAccounts, company)
    .innerJoin(partnerPrograms, program)
    .leftJoin(partnerProgramProducts, product);
}

type EnrollmentRow = Awaited<ReturnType<typeof selectEnrollments>>[number];

/** An enrollment row as the API answers it. */
export function toEnrollment({
  cursorKeys,
  createdAt,
  purchaseDate,
  endedAt,
  ...row
}: EnrollmentRow): Enrollment {
  return {
    ...row,
    // One written before purchase dates were kept counts from when it was written.
    purchaseDate: (purchaseDate ?? createdAt).toISOString(),
    endedAt: endedAt?.toISOString() ?? null,
  };
}

export function enrollmentPage(db: Executor, filter: EnrollmentFilter, page: KeysetPage) {
  return selectEnrollments(db, page)
    .where(and(enrollmentFilter(filter), page.where))
    .orderBy(...page.orderBy)
    .limit(page.limit);
}

export async function countEnrollments(db: Executor, filter: EnrollmentFilter): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(partnerProgramEnrollments)
    .innerJoin(partnerAccounts, company)
    .innerJoin(partnerPrograms, program)
    .leftJoin(partnerProgramProducts, product)
    .where(enrollmentFilter(filter));
  return row?.total ?? 0;
}

export async function enrollmentById(db: Executor, id: string): Promise<Enrollment | undefined> {
  const [row] = await selectEnrollments(db).where(eq(partnerProgramEnrollments.id, id));
  return row && toEnrollment(row);
}

/** The enrollments an order of the store created, whatever became of them since, by programme. */
export async function enrollmentsOfOrder(db: Executor, orderId: string): Promise<Enrollment[]> {
  const rows = await selectEnrollments(db)
    .where(eq(partnerProgramEnrollments.orderId, orderId))
    .orderBy(asc(partnerProgramEnrollments.programName));
  return rows.map(toEnrollment);
}

type NewEnrollment = {
  partnerAccountId: string;
  product: ProgramProduct;
  source: Enrollment['source'];
  orderId: string | null;
  purchaseDate: Date;
  createdBy: string | null;
};

/**
 * A new ACTIVE enrollment in the product's programme; answers its id, or undefined when the
 * company has an ACTIVE one in that programme already (the unique index decides, so two
 * creates at once make one).
 */
export async function insertActiveEnrollment(
  db: Executor,
  enrollment: NewEnrollment,
): Promise<string | undefined> {
  const { product, ...values } = enrollment;
  const [row] = await db
    .insert(partnerProgramEnrollments)
    .values({
      ...values,
      programName: product.programName,
      subscriptionStatus: 'ACTIVE',
      variation: product.variation,
      billingCycle: product.billingCycle,
      productId: product.id,
    })
    .onConflictDoNothing({
      target: [partnerProgramEnrollments.partnerAccountId, partnerProgramEnrollments.programName],
      where: sql`${partnerProgramEnrollments.subscriptionStatus} = 'ACTIVE'`,
    })
    .returning({ id: partnerProgramEnrollments.id });
  return row?.id;
}

/** The company's enrollments in the offering's programme. */
function companyInProgramme(partnerAccountId: string, offering: ProgramOffering): SQL | undefined {
  return and(
    eq(partnerProgramEnrollments.partnerAccountId, partnerAccountId),
    sql`${partnerProgramEnrollments.programName} =
      (select ${partnerPrograms.name} from ${partnerPrograms} where ${partnerPrograms.offering} = ${offering})`,
  );
}

/** Ends the company's ACTIVE enrollment in the programme; answers its id, or undefined. */
export async function endActiveEnrollment(
  db: Executor,
  partnerAccountId: string,
  offering: ProgramOffering,
  status: 'CANCELLED' | 'EXPIRED',
): Promise<string | undefined> {
  const [row] = await db
    .update(partnerProgramEnrollments)
    .set({ subscriptionStatus: status, endedAt: sql`now()` })
    .where(
      and(
        companyInProgramme(partnerAccountId, offering),
        eq(partnerProgramEnrollments.subscriptionStatus, 'ACTIVE'),
      ),
    )
    .returning({ id: partnerProgramEnrollments.id });
  return row?.id;
}

/** The status of the company's latest enrollment in the programme, if it ever had one. */
export async function latestEnrollmentStatus(
  db: Executor,
  partnerAccountId: string,
  offering: ProgramOffering,
): Promise<SapEntitlementStatus | undefined> {
  const [row] = await db
    .select({ status: partnerProgramEnrollments.subscriptionStatus })
    .from(partnerProgramEnrollments)
    .where(companyInProgramme(partnerAccountId, offering))
    .orderBy(desc(partnerProgramEnrollments.createdAt), desc(partnerProgramEnrollments.id))
    .limit(1);
  return row?.status;
}

/** Companies with an ACTIVE enrollment: in all, and per programme (every programme named). */
export async function chargeableCounts(db: Executor): Promise<ChargeableCount> {
  const active = eq(partnerProgramEnrollments.subscriptionStatus, 'ACTIVE');
  const [total] = await db
    .select({ companies: countDistinct(partnerProgramEnrollments.partnerAccountId) })
    .from(partnerProgramEnrollments)
    .where(active);
  const programs = await db
    .select({
      programName: partnerPrograms.name,
      count: countDistinct(partnerProgramEnrollments.partnerAccountId),
    })
    .from(partnerPrograms)
    .leftJoin(
      partnerProgramEnrollments,
      and(eq(partnerProgramEnrollments.programName, partnerPrograms.name), active),
    )
    .groupBy(partnerPrograms.name)
    .orderBy(asc(partnerPrograms.name));
  return { totalCount: total?.companies ?? 0, programs };
}
