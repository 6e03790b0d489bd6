import { schema } from '@portal/db';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/executor';

const { partnerCustomers } = schema;

// A company's customer records as every partner module needs them: the bare record (no
// counts) to check and show, a new one, and the copy a receiving company gets in a handoff.
// The customer pages' own reads, with their counts, are in modules/pro-accounts/customers.

export type CustomerRecord = typeof partnerCustomers.$inferSelect;

export type CustomerValues = {
  firstName: string;
  lastName: string;
  email: string | null;
  phoneNumber: string | null;
  countryCode: string;
  customerType: CustomerRecord['customerType'];
};

/** The company's customer with this id: another company's is not found, like a missing one. */
export function customerOfCompany(partnerAccountId: string, customerId: string): SQL | undefined {
  return and(
    eq(partnerCustomers.partnerAccountId, partnerAccountId),
    eq(partnerCustomers.id, customerId),
  );
}

export async function findCustomerRecord(
  db: Executor,
  partnerAccountId: string,
  customerId: string,
): Promise<CustomerRecord | undefined> {
  const [row] = await db
    .select()
    .from(partnerCustomers)
    .where(customerOfCompany(partnerAccountId, customerId))
    .limit(1);
  return row;
}

export async function insertCustomer(
  tx: Executor,
  partnerAccountId: string,
  values: CustomerValues,
): Promise<CustomerRecord> {
  const [row] = await tx
    .insert(partnerCustomers)
    .values({ partnerAccountId, ...values })
    .returning();
  if (!row) throw new Error('customer not created');
  return row;
}

/** The same person as another company's customer: the receiving company's own record. */
export function copyCustomer(tx: Executor, customer: CustomerRecord, partnerAccountId: string) {
  const { firstName, lastName, email, phoneNumber, countryCode, customerType } = customer;
  return insertCustomer(tx, partnerAccountId, {
    firstName,
    lastName,
    email,
    phoneNumber,
    countryCode,
    customerType,
  });
}
