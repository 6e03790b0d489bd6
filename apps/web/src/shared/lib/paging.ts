import { useCallback, useState } from 'react';
import { TABLE_PAGE_SIZE } from '@/shared/config/constants';

/** One page of a list: the cursor it starts after (none for the first) and the search text. */
export interface PageRequest {
  after: string | undefined;
  filterBy?: string;
}

/** The query string of a list call: 15 a page (spec 000 §9), the cursor and the search. */
export function pageQuery({ after, filterBy }: PageRequest, first = TABLE_PAGE_SIZE): string {
  const params = new URLSearchParams({ first: String(first) });
  if (after !== undefined) params.set('after', after);
  if (filterBy !== undefined && filterBy.trim() !== '') params.set('filterBy', filterBy.trim());
  return params.toString();
}

/**
 * Cursor paging state: the cursors of the pages before this one, so Previous goes back one page
 * and a new search starts over (lists are keyset paged, never by offset).
 */
export function useCursorPages() {
  const [cursors, setCursors] = useState<Array<string | undefined>>([undefined]);
  const next = useCallback((endCursor: string | null) => {
    if (endCursor !== null) setCursors((previous) => [...previous, endCursor]);
  }, []);
  const previous = useCallback(() => setCursors((list) => list.slice(0, -1)), []);
  const reset = useCallback(() => setCursors([undefined]), []);
  return { after: cursors.at(-1), hasPrevious: cursors.length > 1, next, previous, reset };
}

/** The paging state of one list, as `useCursorPages` answers it. */
export type CursorPages = ReturnType<typeof useCursorPages>;
