import type { ConnectionArgs } from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Executor } from '../db/executor';
import { type Connection, countUpTo, type KeysetOrder, keysetConnection } from '../paging';

// The lists of a company's named records (its associates, its ISU templates): by name, case
// aside, the id breaking ties, `filterBy` keeping those whose name starts with it (any case).
// Every statement filters by the company, so another company's records never show.

type CompanyNamed = PgTable & { id: PgColumn; name: PgColumn; partnerAccountId: PgColumn };

/** The list of `table`'s rows as `columns` select them, for one company at a time. */
export function companyNameList<Columns extends SelectedFields>(
  table: CompanyNamed,
  columns: Columns,
) {
  type Row = SelectResultFields<Columns>;
  const order: KeysetOrder = {
    name: 'name',
    direction: 'asc',
    keys: [
      { expression: sql`lower(${table.name})`, type: 'text' },
      { expression: table.id, type: 'uuid' },
    ],
  };
  return function connection<Node>(
    db: Executor,
    partnerAccountId: string,
    args: ConnectionArgs,
    toNode: (row: Row) => Node,
  ): Promise<Connection<Node>> {
    const prefix = args.filterBy?.trim();
    const where = and(
      eq(table.partnerAccountId, partnerAccountId),
      prefix ? sql`starts_with(lower(${table.name}), lower(${prefix}))` : undefined,
    );
    return keysetConnection(
      args,
      order,
      {
        rows: (page) =>
          db
            .select({ ...columns, cursorKeys: page.cursorKeys })
            .from(table)
            .where(and(where, page.where))
            .orderBy(...page.orderBy)
            .limit(page.limit),
        totalCount: () =>
          countUpTo(db, db.select({ id: table.id }).from(table).where(where).$dynamic()),
      },
      // TypeScript cannot resolve drizzle's row type of a selection still generic here.
      ({ cursorKeys, ...row }) => toNode(row as Row),
    );
  };
}
