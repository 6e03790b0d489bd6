import { z } from 'zod';

/** Largest page any list answers; a bigger `first`/`last` is refused with 400. */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 15;

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

/** The answer of every list: `{ nodes, pageInfo, totalCount }`. */
export function connectionOf<T extends z.ZodType>(node: T) {
  return z.object({ nodes: z.array(node), pageInfo: PageInfo, totalCount: z.number().int() });
}
