import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { DataTable } from './DataTable';
import { RowActions } from './RowActions';

type Row = { id: string; name: string; city: string };

const rows: Row[] = [
  { id: '1', name: 'Ada Park', city: 'Seattle' },
  { id: '2', name: 'Ben Ode', city: 'Tacoma' },
];

function table() {
  return (
    <DataTable
      rows={rows}
      caption="2 customers"
      minWidth={600}
      columns={[
        { header: 'Name', cell: (row) => row.name },
        { header: 'City', cell: (row) => row.city },
        {
          header: 'Actions',
          cell: (row) => (
            <RowActions
              actions={[{ label: 'Open', name: `Open ${row.name}`, onClick: () => {} }]}
            />
          ),
        },
      ]}
    />
  );
}

const jsdomMatchMedia = window.matchMedia;

/** Makes the window as narrow as a phone: only "narrower than" queries match. */
function onAPhone() {
  window.matchMedia = (query: string) => ({
    ...jsdomMatchMedia(query),
    matches: query.includes('width <'),
  });
}

afterEach(() => {
  window.matchMedia = jsdomMatchMedia;
});

describe('DataTable', () => {
  it('is a table with column headers on a wide screen', () => {
    renderWithProviders(table());

    const customers = screen.getByRole('table', { name: '2 customers' });
    expect(
      within(customers)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'City', 'Actions']);
    expect(within(customers).getAllByRole('row')).toHaveLength(3);
  });

  it('is a list of cards on a phone, each value named by its column, each action a button', () => {
    onAPhone();
    renderWithProviders(table());

    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: '2 customers' })).getAllByRole(
      'listitem',
    );
    expect(cards).toHaveLength(2);
    const [ada] = cards;
    if (ada === undefined) throw new Error('no card');
    expect(
      within(ada)
        .getAllByRole('term')
        .map((dt) => dt.textContent),
    ).toEqual(['Name', 'City', 'Actions']);
    expect(within(ada).getAllByRole('definition')[1]?.textContent).toBe('Seattle');
    expect(within(ada).getByRole('button', { name: 'Open Ada Park' })).toBeTruthy();
  });
});
