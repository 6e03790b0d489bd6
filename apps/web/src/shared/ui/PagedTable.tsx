import { Text } from '@mantine/core';
import type { PageInfo } from '@portal/contracts';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { CursorPages } from '@/shared/lib/paging';
import { CursorPager } from '@/shared/ui/CursorPager';
import { DataTable, type TableColumn } from '@/shared/ui/DataTable';
import { LoadError } from '@/shared/ui/LoadError';
import { PageLoader } from '@/shared/ui/PageLoader';

export type { TableColumn } from '@/shared/ui/DataTable';

/** What the table reads of a list's query: a TanStack Query result of a connection. */
export interface ConnectionQuery<Row> {
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  data:
    | {
        nodes: Row[];
        pageInfo: z.infer<typeof PageInfo>;
        totalCount: number;
        totalCountIsLowerBound?: boolean | undefined;
      }
    | undefined;
  refetch: () => unknown;
}

/**
 * Text that may depend on how many rows the whole list has. A long list is counted only up to
 * a limit: `moreThan` says that it holds more than `totalCount` rows ("More than 1000 …").
 */
type CountedText = ReactNode | ((totalCount: number, moreThan: boolean) => ReactNode);

interface PagedTableProps<Row extends { id: string }> {
  query: ConnectionQuery<Row>;
  columns: ReadonlyArray<TableColumn<Row>>;
  /** Names the table for screen readers. */
  caption: CountedText;
  /** Said instead of the table when the list has no rows. */
  empty: string;
  /** Narrower screens scroll the table sideways below this width. */
  minWidth: number;
  /** Shown above the table when it has rows, e.g. how many matched. */
  summary?: CountedText;
  /** Cursor paging: Previous/Next under the table, its navigation named by `label`. */
  pager?: { pages: CursorPages; label: string };
}

const withCount = (text: CountedText, totalCount: number, moreThan: boolean) =>
  typeof text === 'function' ? text(totalCount, moreThan) : text;

/**
 * A list's table with its states: a loader while the first page loads, an error with retry, a
 * status text when there are no rows (with the pager on a later page), else the table (busy
 * while the next page loads) and its pager. A screen states only its columns, texts and actions.
 */
export function PagedTable<Row extends { id: string }>({
  query,
  columns,
  caption,
  empty,
  minWidth,
  summary,
  pager,
}: PagedTableProps<Row>) {
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  if (query.data === undefined) return null;
  const { nodes, pageInfo, totalCount } = query.data;
  const moreThan = query.data.totalCountIsLowerBound === true;
  const pages = pager && (
    <CursorPager
      pages={pager.pages}
      pageInfo={pageInfo}
      loading={query.isPlaceholderData}
      label={pager.label}
    />
  );
  if (nodes.length === 0) {
    // A later page emptied, e.g. by deleting its last row, keeps Previous as the way back.
    return (
      <>
        <Text role="status">{empty}</Text>
        {pages}
      </>
    );
  }
  return (
    <>
      {summary !== undefined && withCount(summary, totalCount, moreThan)}
      <DataTable
        rows={nodes}
        columns={columns}
        caption={withCount(caption, totalCount, moreThan)}
        minWidth={minWidth}
        busy={query.isPlaceholderData}
      />
      {pages}
    </>
  );
}
