import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { type ConnectionQuery, PagedTable } from './PagedTable';

type Row = { id: string; name: string };

const pageInfo = { hasNextPage: true, hasPreviousPage: false, startCursor: 'a', endCursor: 'b' };

function query(data: ConnectionQuery<Row>['data']): ConnectionQuery<Row> {
  return { isPending: false, isError: false, isPlaceholderData: false, data, refetch: () => {} };
}

function table(data: ConnectionQuery<Row>['data']) {
  return (
    <PagedTable
      query={query(data)}
      columns={[{ header: 'Name', cell: (row: Row) => row.name }]}
      caption={(count, moreThan) => (moreThan ? `More than ${count} rows` : `${count} rows`)}
      empty="Nothing"
      minWidth={300}
    />
  );
}

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
});
