import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/lib/i18n/i18n';
import { recordRequests, type SentRequest, stubFetchPending } from '@/test/fetch';
import { storeTestSession } from '@/test/session';
import { assetOf, openLibrary, pageOf } from './test-fixtures';

const PROSERIES = '/products/downloads/proseries';
const HVAC_WATER = '/products/downloads/hvacWater';

/** The list requests the library sent, as paths with their queries. */
const listRequests = (sent: SentRequest[]) =>
  sent.map((request) => request.path).filter((path) => path.startsWith('/api/v1/downloads/'));

/** Waits for the library to ask for `path` (with its query). */
const asked = (sent: SentRequest[], path: string) =>
  waitFor(() => expect(listRequests(sent)).toContain(path));

const menu = () => screen.getByRole('navigation', { name: 'Asset categories' });
const chosenInMenu = () =>
  within(menu())
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);

const jsdomMatchMedia = window.matchMedia;

/** Makes the window as narrow as a phone: only "narrower than" queries match. */
function onAPhone() {
  window.matchMedia = (query: string) => ({
    ...jsdomMatchMedia(query),
    matches: query.includes('<'),
  });
}

describe('a library opens on its default category', () => {
  let sent: SentRequest[];
  beforeEach(() => {
    storeTestSession();
    sent = recordRequests();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('the Launch Kit: its side menu, data sheets chosen and asked for in English, 15 a page', async () => {
    openLibrary(PROSERIES);
    expect(await screen.findByRole('heading', { level: 1, name: 'Launch Kit' })).toBeTruthy();
    expect(
      within(menu())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Data sheets',
      'Home owner',
      'Small-business owner',
      'Info for dealers',
      'Application images',
      'Group images',
      'Product images',
    ]);
    // Graphic images heads its three sub-categories.
    const graphicImages = within(menu()).getByText('Graphic images').closest('li');
    expect(within(graphicImages as HTMLElement).getAllByRole('link')).toHaveLength(3);
    expect(chosenInMenu()).toEqual(['Data sheets']);
    expect(screen.getByRole('heading', { level: 2, name: 'Data sheets' })).toBeTruthy();
    await asked(sent, '/api/v1/downloads/proseries/dataSheets?first=15&language=en');
  });

  it('HVAC and water: its ten categories, all chosen', async () => {
    openLibrary(HVAC_WATER);
    expect(await screen.findByRole('heading', { level: 1, name: 'HVAC and water' })).toBeTruthy();
    expect(
      within(menu())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'All categories',
      'Dehumidification',
      'Ductless',
      'Filtration',
      'Humidification',
      'Thermal',
      'Thermostats',
      'Water',
      'Zoning',
      'Forced-air zoning',
    ]);
    expect(chosenInMenu()).toEqual(['All categories']);
    await asked(sent, '/api/v1/downloads/hvacWater/all?first=15&language=en');
  });

  it('a category the address names opens at once (a shared link)', async () => {
    openLibrary(`${HVAC_WATER}?category=force`);
    await asked(sent, '/api/v1/downloads/hvacWater/force?first=15&language=en');
    expect(chosenInMenu()).toEqual(['Forced-air zoning']);
    expect(listRequests(sent)).toHaveLength(1);
  });

  it.each([
    [PROSERIES, 'zoning', 'dataSheets'],
    [HVAC_WATER, 'brochures', 'all'],
  ])('%s with an unknown category %s shows its default', async (path, category, shown) => {
    openLibrary(`${path}?category=${category}`);
    await waitFor(() => expect(listRequests(sent)).toHaveLength(1));
    expect(listRequests(sent)[0]).toContain(`/${shown}?`);
  });
});

describe('choosing a category', () => {
  let sent: SentRequest[];
  beforeEach(() => {
    storeTestSession();
    sent = recordRequests();
  });
  afterEach(() => {
    window.matchMedia = jsdomMatchMedia;
    vi.unstubAllGlobals();
  });

  it('from the side menu: the address keeps it, and Back returns to the one before', async () => {
    const { router } = openLibrary(HVAC_WATER);
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Zoning' }));
    await asked(sent, '/api/v1/downloads/hvacWater/zoning?first=15&language=en');
    expect(router.state.location.search).toBe('?category=zoning');
    expect(chosenInMenu()).toEqual(['Zoning']);
    expect(screen.getByRole('heading', { level: 2, name: 'Zoning' })).toBeTruthy();

    await act(() => router.navigate(-1));
    expect(chosenInMenu()).toEqual(['All categories']);
    expect(screen.getByRole('heading', { level: 2, name: 'All categories' })).toBeTruthy();
  });

  it('on a phone: a labelled dropdown replaces the menu', async () => {
    onAPhone();
    const { router } = openLibrary(HVAC_WATER);
    const dropdown = await screen.findByRole('combobox', { name: 'Category' });
    expect(screen.queryByRole('navigation', { name: 'Asset categories' })).toBeNull();
    expect(dropdown).toHaveProperty('value', 'all');
    await userEvent.setup().selectOptions(dropdown, 'Zoning');
    await asked(sent, '/api/v1/downloads/hvacWater/zoning?first=15&language=en');
    expect(router.state.location.search).toBe('?category=zoning');
    expect(dropdown).toHaveProperty('value', 'zoning');
  });

  it("on a phone: the Launch Kit's graphic images are a group of the dropdown", async () => {
    onAPhone();
    openLibrary(PROSERIES);
    const dropdown = await screen.findByRole('combobox', { name: 'Category' });
    const group = within(dropdown).getByRole('group', { name: 'Graphic images' });
    expect(
      within(group)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Application images', 'Group images', 'Product images']);
    expect(within(dropdown).getAllByRole('option')).toHaveLength(7);
  });
});

describe("a category's assets", () => {
  beforeEach(() => {
    storeTestSession();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const zoning = { pageType: 'hvacWater', category: 'zoning', language: 'en' } as const;
  const panel = assetOf();
  const thermostat = assetOf({
    id: 'zoning-thermostat',
    text: 'Zoning thermostat brochure',
    desc: 'The thermostat that runs each zone.',
    brand: 'Aeris ProSeries',
    sku: null,
    size: 84_000,
    downloadLink: '/api/v1/downloads/files/zoning-thermostat',
  });
  const bundle = {
    text: 'Zoning – all assets',
    size: 25_480_000,
    downloadLink: '/api/v1/downloads/files/zoning-all',
  };

  it('HVAC and water: SKU, name, brand, description and a download link, in the order served', async () => {
    recordRequests();
    openLibrary(`${HVAC_WATER}?category=zoning`, {
      pages: [[zoning, pageOf([panel, thermostat], { bundle })]],
    });
    const table = await screen.findByRole('table', { name: 'Zoning: 2 assets' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['SKU', 'Name', 'Brand', 'Description', 'Download']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'Zoning panel data sheet',
      'Zoning thermostat brochure',
    ]);
    expect(within(rows[1] as HTMLElement).getAllByRole('cell')[0]?.textContent).toBe('—');

    const link = within(table).getByRole('link', {
      name: 'Download Zoning panel data sheet (PDF, 1.2 MB)',
    });
    expect(link.getAttribute('href')).toBe('/api/v1/downloads/files/zoning-panel-data-sheet');
    expect(link.hasAttribute('download')).toBe(true);
    // What the link shows: how and how big; the row already names the file.
    expect(link.textContent).toContain('(PDF, 1.2 MB)');
    expect(
      within(table).getByRole('link', { name: 'Download Zoning thermostat brochure (PDF, 82 kB)' }),
    ).toBeTruthy();
  });

  it('a category with a download-all zip offers it with its size', async () => {
    recordRequests();
    openLibrary(`${HVAC_WATER}?category=zoning`, {
      pages: [[zoning, pageOf([panel], { bundle })]],
    });
    const all = await screen.findByRole('link', {
      name: 'Download all Zoning assets (ZIP, 24.3 MB)',
    });
    expect(all.getAttribute('href')).toBe('/api/v1/downloads/files/zoning-all');
    expect(all.hasAttribute('download')).toBe(true);
  });

  it('a category without one offers none', async () => {
    recordRequests();
    openLibrary(`${HVAC_WATER}?category=thermostats`, {
      pages: [[{ ...zoning, category: 'thermostats' }, pageOf([panel])]],
    });
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Download all/ })).toBeNull();
  });

  it('the Launch Kit: name, description, brand and a download link', async () => {
    recordRequests();
    openLibrary(PROSERIES, {
      pages: [
        [
          { pageType: 'proseries', category: 'dataSheets', language: 'en' },
          pageOf([assetOf({ sku: null })]),
        ],
      ],
    });
    const table = await screen.findByRole('table', { name: 'Data sheets: 1 asset' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Description', 'Brand', 'Download']);
    expect(within(table).getAllByRole('cell')[2]?.textContent).toBe('Aeris Home');
  });

  it('Next asks for the page after the last row, Previous goes back', async () => {
    const sent = recordRequests();
    openLibrary(`${HVAC_WATER}?category=zoning`, {
      pages: [[zoning, pageOf([panel], { endCursor: 'cursor-15' })]],
    });
    const pager = await screen.findByRole('navigation', { name: 'Pages of Zoning' });
    const user = userEvent.setup();
    expect(within(pager).getByRole('button', { name: 'Previous page' })).toHaveProperty(
      'disabled',
      true,
    );
    await user.click(within(pager).getByRole('button', { name: 'Next page' }));
    await asked(sent, '/api/v1/downloads/hvacWater/zoning?first=15&after=cursor-15&language=en');
    // The first page stays on screen, marked busy, while the next one loads.
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    await user.click(within(pager).getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('false'));
  });

  it('an empty category says so', async () => {
    recordRequests();
    openLibrary(`${HVAC_WATER}?category=zoning`, { pages: [[zoning, pageOf([])]] });
    expect((await screen.findByRole('status')).textContent).toBe(
      'There are no assets in this category yet.',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('the library while its list loads or fails', () => {
  beforeEach(() => {
    storeTestSession();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows a loader while the list loads', async () => {
    stubFetchPending();
    openLibrary(HVAC_WATER, { overrides: {} });
    expect(await screen.findByRole('heading', { level: 1, name: 'HVAC and water' })).toBeTruthy();
    expect(screen.getByText('Loading…')).toBeTruthy();
  });

  it('says when the list failed, and asks again on Try again', async () => {
    // A 4xx is not retried (query-client.ts), so the failure shows at once.
    const sent = recordRequests({ statusCode: 403 });
    openLibrary(HVAC_WATER);
    expect(await screen.findByText('We could not load this page. Please try again.')).toBeTruthy();
    const before = listRequests(sent).length;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(listRequests(sent).length).toBeGreaterThan(before));
  });
});

describe('where the library is not', () => {
  let sent: SentRequest[];
  beforeEach(() => {
    storeTestSession();
    sent = recordRequests();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('the PRODUCTS flag off (EMEA): not found, and nothing asked', async () => {
    openLibrary(HVAC_WATER, { overrides: { PRODUCTS: false } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(listRequests(sent)).toEqual([]);
  });

  it('another page type: not found', async () => {
    openLibrary('/products/downloads/brochures');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(listRequests(sent)).toEqual([]);
  });
});

describe('the language of the assets', () => {
  let sent: SentRequest[];
  beforeEach(() => {
    storeTestSession();
    sent = recordRequests();
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('in English: English assets, and nothing to explain', async () => {
    openLibrary(HVAC_WATER);
    await asked(sent, '/api/v1/downloads/hvacWater/all?first=15&language=en');
    expect(screen.queryByText(/^Assets are available in/)).toBeNull();
  });

  it.each([
    ['fr', 'fr-CA', 'français (Canada)'],
    ['es', 'es-419', 'español (Latinoamérica)'],
    ['de', 'en', 'Englisch'],
  ])('in %s: assets in %s, and the page says so', async (portal, assets, shownIn) => {
    await i18n.changeLanguage(portal);
    openLibrary(HVAC_WATER);
    await asked(sent, `/api/v1/downloads/hvacWater/all?first=15&language=${assets}`);
    expect(screen.getByText(/^Assets are available in/).textContent).toContain(
      `These are shown in ${shownIn}.`,
    );
  });
});
