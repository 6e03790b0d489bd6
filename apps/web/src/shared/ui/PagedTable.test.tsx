import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CursorPages } from '@/shared/lib/paging';
import { renderWithProviders } from '@/test/render';
import { type ConnectionQuery, PagedTable } from './PagedTable';

type Row = { id: string; name: string };

const pageInfo = { hasNextPage: true, hasPreviousPage: false, startCursor: 'a', endCursor: 'b' };

function query(data: ConnectionQuery<Row>['data']): ConnectionQuery<Row> {
  return { isPending: false, isError: false, isPlaceholderData: false, data, refetch: () => {} };
}

function table(data: ConnectionQuery<Row>['data'], pager?: { pages: CursorPages; label: string }) {
  return (
    <PagedTable
      query={query(data)}
      columns={[{ header: 'Name', cell: (row: Row) => row.name }]}
      caption={(count, moreThan) => (moreThan ? `More than ${count} rows` : `${count} rows`)}
      empty="Nothing"
      minWidth={300}
      pager={pager}
    />
  );
}

/** The paging state of a list shown from its second page on. */
const secondPage = (): CursorPages => ({
  after: 'b',
  hasPrevious: true,
  next: vi.fn(),
  previous: vi.fn(),
  reset: vi.fn(),
});

describe('PagedTable', () => {
  it('names the table by the exact count of a list counted in full', () => {
    renderWithProviders(table({ nodes: [{ id: '1', name: 'Ada' }], pageInfo, totalCount: 42 }));
    expect(screen.getByRole('table', { name: '42 rows' })).toBeTruthy();
  });

  it('says "more than" for a list longer than the server counts', () => {
    renderWithProviders(
      table({
        nodes: [{ id: '1', name: 'Ada' }],
        pageInfo,
        totalCount: 1000,
        totalCountIsLowerBound: true,
      }),
    );
    expect(screen.getByRole('table', { name: 'More than 1000 rows' })).toBeTruthy();
  });

  it('keeps Previous on a later page left without rows, e.g. after its last row was deleted', async () => {
    const pages = secondPage();
    const emptied = {
      hasNextPage: false,
      hasPreviousPage: true,
      startCursor: null,
      endCursor: null,
    };
    renderWithProviders(
      table({ nodes: [], pageInfo: emptied, totalCount: 15 }, { pages, label: 'Pages' }),
    );
    expect(screen.getByRole('status').textContent).toBe('Nothing');
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    await userEvent.setup().click(within(pager).getByRole('button', { name: 'Previous page' }));
    expect(pages.previous).toHaveBeenCalledOnce();
  });

  it('shows no pager on an empty first page', () => {
    const pages = { ...secondPage(), after: undefined, hasPrevious: false };
    const none = { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null };
    renderWithProviders(
      table({ nodes: [], pageInfo: none, totalCount: 0 }, { pages, label: 'Pages' }),
    );
    expect(screen.getByRole('status').textContent).toBe('Nothing');
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
