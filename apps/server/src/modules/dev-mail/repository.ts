import type { Database } from '@portal/db';
import { schema } from '@portal/db';
import { and, count, getTableColumns, sql } from 'drizzle-orm';
import { creationOrder, type KeysetPage } from '../../paging';

const { mailOutbox } = schema;

/** Newest first; the id orders mails written in the same microsecond. */
export const OUTBOX_ORDER = creationOrder('newest', 'desc', mailOutbox);

const recipient = (to: string | undefined) =>
  to ? sql`lower(${mailOutbox.to}) = lower(${to})` : undefined;

export function outboxPage(db: Database, to: string | undefined, page: KeysetPage) {
  return db
    .select({ ...getTableColumns(mailOutbox), cursorKeys: page.cursorKeys })
    .from(mailOutbox)
    .where(and(recipient(to), page.where))
    .orderBy(...page.orderBy)
    .limit(page.limit);
}

export async function countOutbox(db: Database, to: string | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(mailOutbox).where(recipient(to));
  return row?.total ?? 0;
}
