import type { Database } from '@portal/db';
import { schema } from '@portal/db';
import { and, count, desc, or, type SQL, sql } from 'drizzle-orm';

const { mailOutbox } = schema;
export type OutboxRow = typeof mailOutbox.$inferSelect;

export function encodeCursor(row: Pick<OutboxRow, 'createdAt' | 'id'>): string {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString('base64url');
}

export function decodeCursor(cursor: string): { createdAt: Date; id: string } | undefined {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(at ?? '');
  if (!id || Number.isNaN(createdAt.getTime()) || !/^[0-9a-f-]{36}$/.test(id)) return undefined;
  return { createdAt, id };
}

/** Newest first, keyset paging on (created_at, id); `to` filters by recipient. */
export async function listOutbox(
  db: Database,
  options: { first: number; after?: { createdAt: Date; id: string }; to?: string },
) {
  const filter = options.to ? sql`lower(${mailOutbox.to}) = lower(${options.to})` : undefined;
  const after = options.after
    ? or(
        sql`${mailOutbox.createdAt} < ${options.after.createdAt.toISOString()}`,
        and(
          sql`${mailOutbox.createdAt} = ${options.after.createdAt.toISOString()}`,
          sql`${mailOutbox.id} < ${options.after.id}`,
        ),
      )
    : undefined;
  const conditions = [filter, after].filter((c): c is SQL => Boolean(c));
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(options.first + 1);
  const [total] = await db.select({ total: count() }).from(mailOutbox).where(filter);
  return {
    rows: rows.slice(0, options.first),
    hasNextPage: rows.length > options.first,
    totalCount: total?.total ?? 0,
  };
}
