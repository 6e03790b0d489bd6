import { type ConnectionArgs, DEFAULT_PAGE_SIZE, EXACT_COUNT_LIMIT } from '@portal/contracts';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from './db/executor';
import { invalidField } from './errors';

/**
 * Keyset paging for every list (DESIGN.md: keyset SQL, never OFFSET). A list names its order
 * as keys that together are unique (the last one is normally the id); a cursor holds the
 * keys' values of one row as the database wrote them, so timestamps keep their microseconds.
 */
export type KeysetOrder = {
  /** Written into cursors, so that a cursor of one order is refused by another. */
  name: string;
  direction: 'asc' | 'desc';
  keys: { expression: AnyColumn | SQL; type: 'timestamptz' | 'uuid' | 'text' }[];
};

/**
 * The usual order: by creation time, the id ordering rows written in the same microsecond.
 * `name` goes into the cursors (e.g. 'newest' for desc, 'joined' for asc).
 */
export function creationOrder(
  name: string,
  direction: KeysetOrder['direction'],
  table: { createdAt: AnyColumn; id: AnyColumn },
): KeysetOrder {
  return {
    name,
    direction,
    keys: [
      { expression: table.createdAt, type: 'timestamptz' },
      { expression: table.id, type: 'uuid' },
    ],
  };
}

/** What a list's query needs for one page; its rows must select `cursorKeys`. */
export type KeysetPage = {
  /** Starts the page after (or before) the cursor; undefined on a first page. */
  where: SQL | undefined;
  orderBy: SQL[];
  /** One more than the page size, to tell whether another page follows. */
  limit: number;
  /** Select it as `cursorKeys`. */
  cursorKeys: SQL<string[]>;
  /** The page's shape and values, for a list that prepares a statement per shape (preparedKeyset). */
  walk: { backward: boolean; cursor: string[] | undefined };
};

export type Connection<Node> = {
  nodes: Node[];
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
  totalCount: number;
  totalCountIsLowerBound: boolean;
};

const TIMESTAMP =
  /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})(?:\.\d{1,6})?(?:[+-](\d{2})(?::?(\d{2}))?|Z)$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether PostgreSQL takes the text as a timestamptz: the shape it writes, a day that exists
 * (not 2024-02-30 or 9999-99-99), a time of day (not 25:00) and an offset it accepts (at most
 * 15:59). Date rolls an impossible day or time over to another, which then reads differently.
 */
function isTimestamp(text: string): boolean {
  const [, day = '', time = '', offsetHours = '0', offsetMinutes = '0'] =
    TIMESTAMP.exec(text) ?? [];
  const parsed = new Date(`${day}T${time}Z`);
  return (
    !Number.isNaN(parsed.getTime()) &&
    parsed.getUTCFullYear() >= 1 &&
    parsed.toISOString().startsWith(`${day}T${time}`) &&
    Number(offsetHours) <= 15 &&
    Number(offsetMinutes) <= 59
  );
}

/** What a cursor's key of each type may be; text may hold anything PostgreSQL can store. */
const KEY_CHECKS: Record<KeysetOrder['keys'][number]['type'], (key: string) => boolean> = {
  timestamptz: isTimestamp,
  uuid: (key) => UUID.test(key),
  text: (key) => !key.includes('\u0000'),
};

export function encodeCursor(order: KeysetOrder, keys: string[]): string {
  return Buffer.from(JSON.stringify({ o: order.name, k: keys })).toString('base64url');
}

function decodeCursor(order: KeysetOrder, cursor: string, field: string): string[] {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidField(field, 'is not a cursor of this list');
  }
  const { o, k } = (decoded ?? {}) as { o?: unknown; k?: unknown };
  const valid =
    o === order.name &&
    Array.isArray(k) &&
    k.length === order.keys.length &&
    order.keys.every((key, i) => typeof k[i] === 'string' && KEY_CHECKS[key.type](k[i]));
  if (!valid) throw invalidField(field, 'is not a cursor of this list');
  return k as string[];
}

/**
 * The keyset SQL of a page: rows after the cursor's `keys` (or before, walking backward, which
 * reverses the order). The keys are the cursor's values, or placeholders of a prepared statement.
 */
function keysetSql(order: KeysetOrder, keys: unknown[] | undefined, backward: boolean) {
  const ascending = (order.direction === 'asc') !== backward;
  const expressions = order.keys.map((key) => sql`${key.expression}`);
  const where = keys
    ? sql`(${sql.join(expressions, sql`, `)}) ${sql.raw(ascending ? '>' : '<')} (${sql.join(
        order.keys.map((key, i) => sql`${keys[i]}::${sql.raw(key.type)}`),
        sql`, `,
      )})`
    : undefined;
  const orderBy = expressions.map((e) => sql`${e} ${sql.raw(ascending ? 'asc' : 'desc')}`);
  const cursorKeys = sql<string[]>`array[${sql.join(
    expressions.map((e) => sql`(${e})::text`),
    sql`, `,
  )}]`;
  return { where, orderBy, cursorKeys };
}

/** The SQL of one page: at most `size` rows and one more to tell whether another page follows. */
function keysetPage(
  order: KeysetOrder,
  cursor: string[] | undefined,
  backward: boolean,
  size: number,
): KeysetPage {
  return { ...keysetSql(order, cursor, backward), limit: size + 1, walk: { backward, cursor } };
}

/**
 * A hot list's page as a prepared statement's parts: the cursor's keys are placeholders
 * `key0`, `key1`… so that one statement serves every page of its shape (order, direction,
 * first page or not, size), built and planned once. The size stays in the text: with a known
 * LIMIT, PostgreSQL's generic plan is as good as a custom one and is kept, so a page is not
 * planned again each time. keysetParams gives the values.
 */
export function preparedKeyset(order: KeysetOrder, page: KeysetPage) {
  const keys = page.walk.cursor ? order.keys.map((_, i) => sql.placeholder(`key${i}`)) : undefined;
  return { ...keysetSql(order, keys, page.walk.backward), limit: page.limit };
}

/** The values of preparedKeyset's placeholders for one page. */
export function keysetParams(page: KeysetPage): Record<string, string> {
  return Object.fromEntries((page.walk.cursor ?? []).map((key, i) => [`key${i}`, key]));
}

/** A name for a prepared statement of one page shape, e.g. `name:fwd:cursor:16`. */
export function keysetShapeName(order: KeysetOrder, page: KeysetPage): string {
  const { backward, cursor } = page.walk;
  return `${order.name}:${backward ? 'back' : 'fwd'}:${cursor ? 'cursor' : 'first'}:${page.limit}`;
}

/**
 * How many rows a list holds is counted up to EXACT_COUNT_LIMIT and no further: past it the
 * answer is a lower bound (`totalCountIsLowerBound`), so that a list of 100,000 customers costs
 * no more to page through than one of 1,000. A count may stop after `COUNT_UP_TO` rows; a list
 * that keeps its size (see ListLoad) is exact at any length.
 */
export const COUNT_UP_TO = EXACT_COUNT_LIMIT + 1;

/** How many rows a list's query (`.$dynamic()`) selects, counted up to COUNT_UP_TO. */
export async function countUpTo(db: Executor, query: PgSelect): Promise<number> {
  const matching = query.limit(COUNT_UP_TO).as('matching');
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(matching);
  return row?.total ?? 0;
}

/**
 * How a list reads a page: its rows and its size (which may stop counting at COUNT_UP_TO) side
 * by side, or both from one statement, as the hottest lists do to spare a round trip; such a
 * list may know its size exactly at any length (a kept count), and says so with `exact`.
 */
export type ListLoad<Row> =
  | { rows: (page: KeysetPage) => Promise<Row[]>; totalCount: () => Promise<number> }
  | {
      countedRows: (
        page: KeysetPage,
      ) => Promise<{ rows: Row[]; totalCount: number; exact?: boolean }>;
    };

async function loadPage<Row>(load: ListLoad<Row>, page: KeysetPage) {
  if ('countedRows' in load) return load.countedRows(page);
  const [rows, totalCount] = await Promise.all([load.rows(page), load.totalCount()]);
  return { rows, totalCount, exact: false };
}

/**
 * One page of a list in the connection shape: `first`/`after` page forward, `last`/`before`
 * backward (rows still answer in the list's order). The size is capped by ConnectionArgs.
 * `argsIn` says where the call takes the paging arguments, so a refusal names the field there.
 */
export async function keysetConnection<Row extends { cursorKeys: string[] }, Node>(
  args: ConnectionArgs,
  order: KeysetOrder,
  load: ListLoad<Row>,
  toNode: (row: Row) => Node,
  argsIn: 'querystring' | 'body' = 'querystring',
): Promise<Connection<Node>> {
  if (args.first !== undefined && args.last !== undefined) {
    throw invalidField(`${argsIn}.last`, 'use first or last, not both');
  }
  if (args.after !== undefined && args.before !== undefined) {
    throw invalidField(`${argsIn}.before`, 'use after or before, not both');
  }
  const backward = args.last !== undefined || args.before !== undefined;
  const size = (backward ? args.last : args.first) ?? DEFAULT_PAGE_SIZE;
  const cursor = backward ? args.before : args.after;
  const field = `${argsIn}.${backward ? 'before' : 'after'}`;
  const values = cursor === undefined ? undefined : decodeCursor(order, cursor, field);

  const keyset = keysetPage(order, values, backward, size);
  const { rows, totalCount: counted, exact } = await loadPage(load, keyset);
  const lowerBound = !exact && counted > EXACT_COUNT_LIMIT;
  const more = rows.length > size;
  const page = rows.slice(0, size);
  if (backward) page.reverse();
  const first = page[0];
  const last = page.at(-1);
  return {
    nodes: page.map(toNode),
    pageInfo: {
      hasNextPage: backward ? cursor !== undefined : more,
      hasPreviousPage: backward ? more : cursor !== undefined,
      startCursor: first ? encodeCursor(order, first.cursorKeys) : null,
      endCursor: last ? encodeCursor(order, last.cursorKeys) : null,
    },
    totalCount: lowerBound ? EXACT_COUNT_LIMIT : counted,
    totalCountIsLowerBound: lowerBound,
  };
}

/**
 * Every row of a list in its order, `batchSize` rows a round trip, for exports: the same
 * keyset pages as keysetConnection without counting the list for each batch.
 */
export async function* keysetBatches<Row extends { cursorKeys: string[] }>(
  order: KeysetOrder,
  rows: (page: KeysetPage) => Promise<Row[]>,
  batchSize: number,
): AsyncGenerator<Row[]> {
  let after: string[] | undefined;
  for (;;) {
    const batch = await rows(keysetPage(order, after, false, batchSize));
    const page = batch.slice(0, batchSize);
    if (page.length > 0) yield page;
    const last = page.at(-1);
    if (batch.length <= batchSize || !last) return;
    after = last.cursorKeys;
  }
}
