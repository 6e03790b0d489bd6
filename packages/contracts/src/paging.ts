import { z } from 'zod';

/** Largest page any list answers; a bigger `first`/`last` is refused with 400. */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 15;
/**
 * Lists count their nodes exactly up to this many. A longer list answers this number with
 * `totalCountIsLowerBound: true` ("More than 1000"), so that its size costs nothing to tell,
 * unless it keeps its count (the customer list without a search), which is exact at any size.
 */
export const EXACT_COUNT_LIMIT = 1_000;

/** Cursor paging arguments every list takes (DESIGN.md, spec 001 §3). */
export const ConnectionArgs = z.object({
  first: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
  after: z.string().min(1).optional(),
  last: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
  before: z.string().min(1).optional(),
  filterBy: z.string().optional(),
  orderBy: z.string().optional(),
});
export type ConnectionArgs = z.infer<typeof ConnectionArgs>;

export const PageInfo = z
  .object({
    hasNextPage: z.boolean(),
    hasPreviousPage: z.boolean(),
    startCursor: z.string().nullable(),
    endCursor: z.string().nullable(),
  })
  .meta({ id: 'PageInfo' });

/** The answer of every list: `{ nodes, pageInfo, totalCount, totalCountIsLowerBound }`. */
export function connectionOf<T extends z.ZodType>(node: T) {
  return z.object({
    nodes: z.array(node),
    pageInfo: PageInfo,
    totalCount: z
      .number()
      .int()
      .meta({
        description: `How many nodes the list holds: exact up to ${EXACT_COUNT_LIMIT}, and at any size for a list that keeps its count (the customer list without a search); a longer list that counts its rows answers ${EXACT_COUNT_LIMIT} with totalCountIsLowerBound true.`,
      }),
    totalCountIsLowerBound: z
      .boolean()
      .optional()
      .meta({
        description: `true when the list holds more than totalCount (${EXACT_COUNT_LIMIT}) nodes and was not counted further.`,
      }),
  });
}
