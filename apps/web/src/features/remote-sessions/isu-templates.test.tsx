import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  isuComponentsQueryKey,
  isuTemplatesQueryKey,
} from '@/features/remote-sessions/api/query-keys';
import { IsuTemplatesPage } from '@/features/remote-sessions/components/templates/IsuTemplatesPage';
import { IsuTemplatesRoute } from '@/features/remote-sessions/routes/isu-templates';
import type { Refusal } from '@/test/fetch';
import { stubFetchFailing, stubFetchPending } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { storeTestSession } from '@/test/session';
import { SeededViewer, testViewer } from '@/test/viewer';
import {
  ACCOUNT,
  connectionOf,
  isuComponents,
  TEMPLATE,
  templateOf,
  writes,
} from './test-fixtures';
import { renderSeeded } from './test-render';

const PATH = '/mybusiness/company/isu-templates';
const TEMPLATES = `/api/v1/proAccounts/${ACCOUNT}/isuTemplates`;

function openPage({
  templates = [templateOf()],
  canEdit = true,
  refusal,
}: {
  templates?: ReturnType<typeof templateOf>[];
  canEdit?: boolean;
  refusal?: Refusal;
} = {}) {
  const view = renderSeeded(<IsuTemplatesPage partnerAccountId={ACCOUNT} canEdit={canEdit} />, {
    path: PATH,
    viewer: testViewer({ roles: ['OWNER'] }),
    ...(refusal ? { refusal } : {}),
    seeded: [
      [[...isuTemplatesQueryKey(ACCOUNT), { after: undefined }], connectionOf(templates)],
      [isuComponentsQueryKey(ACCOUNT, 'en'), { language: 'en', components: isuComponents }],
    ],
  });
  return { ...view, user: userEvent.setup() };
}

beforeEach(() => {
  // Mantine scrolls a select's chosen option into view; jsdom lays nothing out.
  Element.prototype.scrollIntoView ??= () => {};
  storeTestSession();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the installer set-up templates page while it loads or fails', () => {
  const open = () =>
    renderRoutes(
      [
        {
          path: '*',
          element: (
            <SeededViewer viewer={testViewer({ roles: ['OWNER'] })}>
              <IsuTemplatesRoute />
            </SeededViewer>
          ),
        },
      ],
      PATH,
    );

  it('shows a loader while the templates load', async () => {
    stubFetchPending();
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Installer set-up templates' }));
    expect(await screen.findByText('Loading…')).toBeTruthy();
  });

  it('says when they failed, and offers to try again', async () => {
    stubFetchFailing(403);
    open();
    expect(await screen.findByText('We could not load this page. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('the company’s templates', () => {
  it('lists them, a page at a time, with their actions', () => {
    openPage();
    const table = screen.getByRole('table', { name: 'Your company’s installer set-up templates' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1] as HTMLElement).getByText('Heat pump, two stages')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Our usual heat pump install')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Heat pump, two stages' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Heat pump, two stages' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New template' })).toBeTruthy();
  });

  it('says when there are none', () => {
    openPage({ templates: [] });
    expect(screen.getByText('Your company has no templates yet.')).toBeTruthy();
  });

  it('offers no changes to whom may only read them', () => {
    openPage({ canEdit: false });
    expect(screen.queryByRole('button', { name: 'New template' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Heat pump, two stages' })).toBeNull();
  });

  it('creates one from the installer settings, at their factory values', async () => {
    const { sent, user } = openPage();
    await user.click(screen.getByRole('button', { name: 'New template' }));
    const dialog = await screen.findByRole('dialog', { name: 'New template' });
    await user.click(within(dialog).getByRole('button', { name: 'Create template' }));
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
    expect(writes(sent)).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Two-stage heat');
    const stages = within(dialog).getByRole('textbox', { name: 'Heat stages' });
    await user.clear(stages);
    await user.type(stages, '9');
    await user.click(within(dialog).getByRole('button', { name: 'Create template' }));
    expect(await within(dialog).findByText('Give a whole number from 0 to 3.')).toBeTruthy();
    expect(writes(sent)).toEqual([]);

    await user.clear(stages);
    await user.type(stages, '2');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Ventilator' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create template' }));
    expect(writes(sent)).toEqual([
      {
        method: 'POST',
        path: TEMPLATES,
        body: {
          name: 'Two-stage heat',
          description: '',
          values: {
            systemType: 'ConventionalForcedAir',
            heatStages: 2,
            accessories: ['Ventilator'],
            installerNote: '',
          },
        },
      },
    ]);
  });

  it('edits one, starting from its own values', async () => {
    const { sent, user } = openPage();
    await user.click(screen.getByRole('button', { name: 'Edit Heat pump, two stages' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Heat pump, two stages' });
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveProperty(
      'value',
      'Heat pump, two stages',
    );
    expect(within(dialog).getByRole('combobox', { name: 'System type' })).toHaveProperty(
      'value',
      'Heat pump',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Heat stages' })).toHaveProperty(
      'value',
      '2',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save template' }));
    expect(writes(sent).map(({ method, path }) => `${method} ${path}`)).toEqual([
      `PUT ${TEMPLATES}/${TEMPLATE}`,
    ]);
  });

  it('marks the fields the server refuses', async () => {
    const { user } = openPage({
      refusal: { statusCode: 400, fields: [{ field: 'body.name', message: 'Too long' }] },
    });
    await user.click(screen.getByRole('button', { name: 'New template' }));
    const dialog = await screen.findByRole('dialog', { name: 'New template' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Two-stage heat');
    await user.click(within(dialog).getByRole('button', { name: 'Create template' }));
    expect(
      await within(dialog).findByText('Give the template a name of at most 80 characters.'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Check the marked fields.')).toBeTruthy();
    expect(
      within(dialog).getByRole('textbox', { name: /^Name/ }).getAttribute('aria-invalid'),
    ).toBe('true');
  });

  it('deletes one after a confirmation, focus starting on Cancel', async () => {
    const { sent, user } = openPage();
    await user.click(screen.getByRole('button', { name: 'Delete Heat pump, two stages' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Heat pump, two stages?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(writes(sent)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(writes(sent)).toEqual([
      { method: 'DELETE', path: `${TEMPLATES}/${TEMPLATE}`, body: undefined },
    ]);
  });

  it('a failed delete is the common error toast', async () => {
    const { user } = openPage({ refusal: { statusCode: 500 } });
    await user.click(screen.getByRole('button', { name: 'Delete Heat pump, two stages' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Heat pump, two stages?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeTruthy();
  });
});
