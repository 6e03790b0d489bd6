import { schema } from '@portal/db';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/executor';

const { consumerAccounts } = schema;

export async function householdName(db: Executor, consumerAccountId: string): Promise<string> {
  const [row] = await db
    .select({ name: consumerAccounts.name })
    .from(consumerAccounts)
    .where(eq(consumerAccounts.id, consumerAccountId))
    .limit(1);
  if (!row) throw new Error('household of a home missing');
  return row.name;
}
