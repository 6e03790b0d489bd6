import { schema } from '@portal/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/executor';
import { creationOrder, type KeysetPage } from '../../../paging';
import { companyNameList } from '../../../repositories/named-lists';

const { partnerAssociates, partnerCustomers, partnerDeviceLocations } = schema;

// A company's associates (builders) and the homes linked to them. Every statement filters by
// the company, so another company's associate or home is not found, like a missing one.

/** A builder's homes, newest first. */
export const HOME_ORDER = creationOrder('newest', 'desc', partnerDeviceLocations);

const associateColumns = {
  id: partnerAssociates.id,
  associateType: partnerAssociates.associateType,
  name: partnerAssociates.name,
  contactEmail: partnerAssociates.contactEmail,
  phoneNumber: partnerAssociates.phoneNumber,
  notes: partnerAssociates.notes,
  // Spelled out: a select of one table names its columns bare, and a bare id here is the home's.
  homes: sql<number>`(select count(*)::int from ${partnerDeviceLocations}
    where ${partnerDeviceLocations.associateId} = "partner_associates"."id"
      and ${partnerDeviceLocations.partnerAccountId} = "partner_associates"."partner_account_id")`,
  createdAt: partnerAssociates.createdAt,
  updatedAt: partnerAssociates.updatedAt,
};

export type AssociateRow = {
  id: string;
  associateType: 'Builder';
  name: string;
  contactEmail: string | null;
  phoneNumber: string | null;
  notes: string | null;
  homes: number;
  createdAt: Date;
  updatedAt: Date;
};

export type AssociateFields = Partial<
  Pick<AssociateRow, 'associateType' | 'name' | 'contactEmail' | 'phoneNumber' | 'notes'>
>;

/** The company's associates by name (filterBy: a name prefix). */
export const associateList = companyNameList(partnerAssociates, associateColumns);

export async function findAssociate(
  db: Executor,
  partnerAccountId: string,
  associateId: string,
): Promise<AssociateRow | undefined> {
  const [row] = await db
    .select(associateColumns)
    .from(partnerAssociates)
    .where(
      and(
        eq(partnerAssociates.partnerAccountId, partnerAccountId),
        eq(partnerAssociates.id, associateId),
      ),
    );
  return row;
}

export async function insertAssociate(
  db: Executor,
  partnerAccountId: string,
  fields: AssociateFields & { name: string },
): Promise<string> {
  const [row] = await db
    .insert(partnerAssociates)
    .values({ partnerAccountId, ...fields })
    .returning({ id: partnerAssociates.id });
  if (!row) throw new Error('associate not inserted');
  return row.id;
}

/** Locks the company's associate until the transaction ends; answers whether it was found. */
export async function lockAssociate(
  tx: Executor,
  partnerAccountId: string,
  associateId: string,
): Promise<boolean> {
  const rows = await tx
    .select({ id: partnerAssociates.id })
    .from(partnerAssociates)
    .where(
      and(
        eq(partnerAssociates.partnerAccountId, partnerAccountId),
        eq(partnerAssociates.id, associateId),
      ),
    )
    .for('update');
  return rows.length > 0;
}

/** Changes the company's associate; answers whether it was found. */
export async function updateAssociate(
  db: Executor,
  partnerAccountId: string,
  associateId: string,
  fields: AssociateFields,
): Promise<boolean> {
  const rows = await db
    .update(partnerAssociates)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(
      and(
        eq(partnerAssociates.partnerAccountId, partnerAccountId),
        eq(partnerAssociates.id, associateId),
      ),
    )
    .returning({ id: partnerAssociates.id });
  return rows.length > 0;
}

/** Deletes the company's associate (its homes are unlinked by the foreign key); found or not. */
export async function deleteAssociate(
  db: Executor,
  partnerAccountId: string,
  associateId: string,
): Promise<boolean> {
  const rows = await db
    .delete(partnerAssociates)
    .where(
      and(
        eq(partnerAssociates.partnerAccountId, partnerAccountId),
        eq(partnerAssociates.id, associateId),
      ),
    )
    .returning({ id: partnerAssociates.id });
  return rows.length > 0;
}

const ofAssociate = (partnerAccountId: string, associateId: string) =>
  and(
    eq(partnerDeviceLocations.partnerAccountId, partnerAccountId),
    eq(partnerDeviceLocations.associateId, associateId),
  );

export function associateHomesPage(
  db: Executor,
  partnerAccountId: string,
  associateId: string,
  page: KeysetPage,
) {
  return db
    .select({
      locationId: partnerDeviceLocations.id,
      locationName: partnerDeviceLocations.locationName,
      customerId: partnerCustomers.id,
      customerFirstName: partnerCustomers.firstName,
      customerLastName: partnerCustomers.lastName,
      city: partnerDeviceLocations.city,
      createdAt: partnerDeviceLocations.createdAt,
      commissionedAt: partnerDeviceLocations.commissionedAt,
      cursorKeys: page.cursorKeys,
    })
    .from(partnerDeviceLocations)
    .innerJoin(partnerCustomers, eq(partnerCustomers.id, partnerDeviceLocations.customerId))
    .where(and(ofAssociate(partnerAccountId, associateId), page.where))
    .orderBy(...page.orderBy)
    .limit(page.limit);
}

/** Which of these ids are homes of the company. */
export async function companyHomeIds(
  db: Executor,
  partnerAccountId: string,
  locationIds: string[],
): Promise<Set<string>> {
  if (locationIds.length === 0) return new Set();
  const rows = await db
    .select({ id: partnerDeviceLocations.id })
    .from(partnerDeviceLocations)
    .where(
      and(
        eq(partnerDeviceLocations.partnerAccountId, partnerAccountId),
        inArray(partnerDeviceLocations.id, locationIds),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** Links the company's homes to the associate (moving them from another) and unlinks others. */
export async function relinkHomes(
  db: Executor,
  partnerAccountId: string,
  associateId: string,
  change: { add: string[]; remove: string[] },
) {
  const ofCompany = eq(partnerDeviceLocations.partnerAccountId, partnerAccountId);
  if (change.add.length > 0) {
    await db
      .update(partnerDeviceLocations)
      .set({ associateId, updatedAt: sql`now()` })
      .where(and(ofCompany, inArray(partnerDeviceLocations.id, change.add)));
  }
  if (change.remove.length > 0) {
    await db
      .update(partnerDeviceLocations)
      .set({ associateId: null, updatedAt: sql`now()` })
      .where(
        and(
          ofAssociate(partnerAccountId, associateId),
          inArray(partnerDeviceLocations.id, change.remove),
        ),
      );
  }
}
