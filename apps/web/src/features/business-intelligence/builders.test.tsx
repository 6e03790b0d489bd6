import type { Associate, PartnerRole } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { associatesQueryKey } from '@/features/business-intelligence/api/query-keys';
import {
  BuilderOverTime,
  BuildersTable,
} from '@/features/business-intelligence/components/BuilderActivity';
import { BuildersSection } from '@/features/business-intelligence/components/BuildersSection';
import { type Refusal, recordRequests } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { storeTestSession } from '@/test/session';
import { SeededViewer, TEST_COMPANY_ID, testViewer } from '@/test/viewer';
import { associateOf, rncOf, SMITH } from './test-fixtures';

const BUILDERS = '/mybusiness/business-intelligence/builders';
const ASSOCIATES = `/api/v1/proAccounts/${TEST_COMPANY_ID}/associates`;

function render(ui: ReactNode, path = BUILDERS) {
  return renderRoutes([{ path: '*', element: ui }], path);
}

/** Puts the first page of the company's builders into the app's query client, as if it had come. */
function SeededBuilders({ builders, children }: { builders: Associate[]; children: ReactNode }) {
  const queryClient = useQueryClient();
  useState(() => {
    queryClient.setQueryData([...associatesQueryKey(TEST_COMPANY_ID), { after: undefined }], {
      nodes: builders,
      pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
      totalCount: builders.length,
    });
  });
  return children;
}

function openBuilders(roles: PartnerRole[], refusal?: Refusal, builders: Associate[] = []) {
  const sent = recordRequests(refusal);
  const viewer = testViewer({ roles });
  render(
    <SeededViewer viewer={viewer}>
      <SeededBuilders builders={builders}>
        <BuildersSection
          partnerAccountId={TEST_COMPANY_ID}
          roles={roles}
          country={viewer.countryCode}
        />
      </SeededBuilders>
    </SeededViewer>,
  );
  return sent;
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

const writes = (sent: { method: string }[]) => sent.filter(({ method }) => method !== 'GET');

beforeEach(() => {
  storeTestSession();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the builders’ homes', () => {
  it('list every builder: its homes, and those pre-registered and commissioned now and before', () => {
    render(<BuildersTable rnc={rncOf()} />);
    expect(rowsOf(screen.getByRole('table', { name: 'Homes by builder' }))).toEqual([
      [
        'Builder',
        'Homes',
        'Pre-registered',
        'Commissioned',
        'Pre-registered, previous period',
        'Commissioned, previous period',
      ],
      ['Oak Homes', '1,500', '2', '4', '1', '0'],
      ['Smith, "Sons" & Co', '3', '0', '0', '0', '2'],
    ]);
  });

  it('save as CSV with the builders’ names escaped', async () => {
    let blob: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((object) => {
      blob = object as Blob;
      return 'blob:csv';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    render(
      <BuildersTable rnc={rncOf({ previousPeriod: null })} />,
      `${BUILDERS}?interval=Lifetime`,
    );
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Download CSV of Homes by builder' }));
    // The byte order mark is kept: Excel needs it.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(
      new Uint8Array(await (blob as Blob).arrayBuffer()),
    );
    expect(text).toBe(
      '\uFEFFBuilder,Homes,Pre-registered,Commissioned\r\n' +
        'Oak Homes,"1,500",2,4\r\n' +
        '"Smith, ""Sons"" & Co",3,0,0\r\n',
    );
  });

  it('show one builder over time, bucket by bucket', () => {
    const rnc = rncOf();
    const [oak] = rnc.builders;
    if (oak === undefined) throw new Error('no builder');
    render(<BuilderOverTime rnc={rnc} builder={oak} />);
    expect(
      screen.getByText(
        'Oak Homes: 1,500 homes in all; in this period 2 pre-registered and 4 commissioned.',
      ),
    ).toBeTruthy();
    expect(rowsOf(screen.getByRole('table', { name: 'Homes of Oak Homes over time' }))).toEqual([
      ['Day', 'Pre-registered', 'Commissioned'],
      ['March 28, 2026', '2', '1'],
      ['March 29, 2026', '0', '3'],
    ]);
  });
});

describe('who may keep the list of builders', () => {
  it.each([['OWNER'], ['COMPANY_ADMIN']] as const)('a %s may add builders', (role) => {
    openBuilders([role]);
    expect(screen.getByRole('button', { name: 'Add builder' })).toBeTruthy();
  });

  it.each([['MEMBER'], ['MARKETING'], ['SALES'], ['OPERATIONS']] as const)(
    'a %s reads the builders, but is offered no way to change them',
    async (role) => {
      const sent = openBuilders([role]);
      await vi.waitFor(() =>
        expect(sent.some(({ path }) => path.startsWith(`${ASSOCIATES}?`))).toBe(true),
      );
      expect(screen.queryByRole('button', { name: 'Add builder' })).toBeNull();
    },
  );
});

describe('the list of builders', () => {
  const builders = [
    associateOf(),
    associateOf({
      id: SMITH,
      name: 'Smith, "Sons" & Co',
      contactEmail: null,
      phoneNumber: null,
      homes: 3,
    }),
  ];

  it.each([['OWNER'], ['COMPANY_ADMIN']] as const)(
    'offers a %s to edit and delete each builder',
    async (role) => {
      openBuilders([role], undefined, builders);
      const table = await screen.findByRole('table', { name: 'Your builders' });
      expect(rowsOf(table)[0]).toEqual([
        'Name',
        'Contact email',
        'Phone number',
        'Homes',
        'Actions',
      ]);
      for (const name of ['Oak Homes', 'Smith, "Sons" & Co']) {
        expect(within(table).getByRole('button', { name: `Edit ${name}` })).toBeTruthy();
        expect(within(table).getByRole('button', { name: `Delete ${name}` })).toBeTruthy();
      }
    },
  );

  it.each([['MEMBER'], ['MARKETING'], ['SALES'], ['OPERATIONS']] as const)(
    'shows a %s each builder, without Edit or Delete',
    async (role) => {
      openBuilders([role], undefined, builders);
      const table = await screen.findByRole('table', { name: 'Your builders' });
      expect(rowsOf(table)).toEqual([
        ['Name', 'Contact email', 'Phone number', 'Homes'],
        ['Oak Homes', 'sales@oak.example', '+1 503 555 0100', '1,500'],
        ['Smith, "Sons" & Co', '', '', '3'],
      ]);
      expect(within(table).queryByRole('button')).toBeNull();
    },
  );
});

describe('adding a builder', () => {
  async function openForm(refusal?: Refusal) {
    const sent = openBuilders(['OWNER'], refusal);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add builder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a builder' });
    const field = (name: RegExp) => within(dialog).getByRole('textbox', { name });
    const submit = () => user.click(within(dialog).getByRole('button', { name: 'Add builder' }));
    return { sent, user, dialog, field, submit };
  }

  /** The message shown under a field, from its accessible description. */
  const messageOf = (input: HTMLElement) =>
    (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .filter((text) => text !== undefined && text !== 'optional');

  it('asks for the name, and sends nothing while it is missing', async () => {
    const { sent, field, submit } = await openForm();
    await submit();
    expect(messageOf(field(/^Name/))).toEqual(['This field is required.']);
    expect(field(/^Name/).getAttribute('aria-invalid')).toBe('true');
    expect(writes(sent)).toEqual([]);
  });

  it('names each field it refuses, and sends nothing', async () => {
    const { sent, user, field, submit } = await openForm();
    await user.click(field(/^Name/));
    await user.paste('x'.repeat(121));
    await user.type(field(/^Contact email/), 'not-an-email');
    await user.type(field(/^Phone number/), '12');
    await submit();
    expect(messageOf(field(/^Name/))).toEqual(['Use at most 120 characters.']);
    expect(messageOf(field(/^Contact email/))).toEqual([
      'Enter a valid email address, such as name@example.com.',
    ]);
    expect(messageOf(field(/^Phone number/))).toEqual(['This phone number is too short.']);
    expect(writes(sent)).toEqual([]);
  });

  it('sends the builder as the server takes it: the empty fields left out', async () => {
    const { sent, user, field, submit } = await openForm();
    await user.type(field(/^Name/), '  Oak Homes ');
    await user.type(field(/^Phone number/), '(503) 555-0100');
    await submit();
    await vi.waitFor(() => expect(writes(sent)).toHaveLength(1));
    expect(writes(sent)[0]).toEqual({
      method: 'POST',
      path: ASSOCIATES,
      body: { associateType: 'Builder', name: 'Oak Homes', phoneNumber: '(503) 555-0100' },
    });
  });

  it('shows a refusal on the form, on the field the server named', async () => {
    const { field, dialog, submit, user } = await openForm({
      statusCode: 400,
      fields: [{ field: 'body.contactEmail', message: 'Invalid email address' }],
    });
    await user.type(field(/^Name/), 'Oak Homes');
    await user.type(field(/^Contact email/), 'sales@oak.example');
    await submit();
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'Something went wrong. Please try again.',
    );
    expect(messageOf(field(/^Contact email/))).toEqual(['Check this field.']);
  });
});
