import type { Database } from '@portal/db';
import { schema } from '@portal/db';
import { and, count, eq, getTableColumns } from 'drizzle-orm';
import { creationOrder, type KeysetPage } from '../../paging';

const { smsOutbox } = schema;

/** Newest first; the id orders messages written in the same microsecond. */
export const SMS_OUTBOX_ORDER = creationOrder('newest', 'desc', smsOutbox);

const recipient = (to: string | undefined) => (to ? eq(smsOutbox.to, to) : undefined);

export function smsOutboxPage(db: Database, to: string | undefined, page: KeysetPage) {
  return db
    .select({ ...getTableColumns(smsOutbox), cursorKeys: page.cursorKeys })
    .from(smsOutbox)
    .where(and(recipient(to), page.where))
    .orderBy(...page.orderBy)
    .limit(page.limit);
}

export async function countSmsOutbox(db: Database, to: string | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(smsOutbox).where(recipient(to));
  return row?.total ?? 0;
}
