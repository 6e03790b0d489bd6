import {
  type FeatureFlagOverrides,
  PROGRAM_HOMEOWNER_APP_BRANDING,
  PROGRAM_PRO_ALERTS,
} from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TrainingRoute } from '@/features/training/routes/training';
import { stubFetchFailing, stubFetchPending } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { storeTestSession } from '@/test/session';
import { SeededViewer, type TestViewer, testViewer } from '@/test/viewer';

const PATH = '/mybusiness/training';
const BOTH_PROGRAMS = [PROGRAM_HOMEOWNER_APP_BRANDING, PROGRAM_PRO_ALERTS];

function openTraining(who: TestViewer = {}, overrides: FeatureFlagOverrides = {}) {
  return renderRoutes(
    [
      {
        path: PATH,
        element: (
          <SeededViewer viewer={testViewer(who)} overrides={overrides}>
            <TrainingRoute />
          </SeededViewer>
        ),
      },
    ],
    PATH,
  );
}

/** Before the viewer arrives: the page asks the server, whose answer a test decides. */
function openUnseeded() {
  return renderRoutes([{ path: PATH, element: <TrainingRoute /> }], PATH);
}

const section = (name: string) => within(screen.getByRole('region', { name }));
const loaded = () => screen.findByRole('region', { name: 'Pro Academy' });
const href = (link: HTMLElement) => link.getAttribute('href');

/** The titles of the guides shown, in order. */
function guideTitles(): string[] {
  const guides = screen.queryByRole('region', { name: 'Guides' });
  if (guides === null) return [];
  return within(guides)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent ?? '');
}

beforeEach(() => {
  storeTestSession();
  stubFetchPending();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('training and support (spec 000 §2)', () => {
  it('has one h1 and its sections under h2 headings, in order', async () => {
    openTraining({ programs: BOTH_PROGRAMS });
    await loaded();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Training and support',
    ]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Pro Academy',
      'Contact support',
      'Guides',
      'Downloads',
    ]);
  });

  it('shows a loader while the viewer loads', () => {
    openUnseeded();
    expect(screen.getByRole('heading', { level: 1, name: 'Training and support' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.queryByRole('region', { name: 'Pro Academy' })).toBeNull();
  });

  it('shows the error state, with Try again, when the viewer cannot be loaded', async () => {
    stubFetchFailing();
    openUnseeded();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load this page. Please try again.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Pro Academy' })).toBeNull();
  });
});

describe('the Pro Academy link (NEW_ACADEMY_LINK, spec 000 §6)', () => {
  it('leads to the academy in a new tab while the flag is off, as by default', async () => {
    openTraining();
    await loaded();
    const link = section('Pro Academy').getByRole('link', { name: /^Go to the Pro Academy/ });
    expect(link.textContent).toBe('Go to the Pro Academy(opens in a new tab)');
    expect(href(link)).toBe('https://academy.aerishome.example');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('leads to the new academy when the flag is on', async () => {
    openTraining({}, { NEW_ACADEMY_LINK: true });
    await loaded();
    const link = section('Pro Academy').getByRole('link', { name: /^Go to the Pro Academy/ });
    expect(href(link)).toBe('https://learn.aerishome.example/pro-academy');
  });
});

describe('the support contacts by market', () => {
  async function contacts(countryCode: string) {
    openTraining({ countryCode });
    await loaded();
    const support = section('Contact support');
    return {
      support,
      phone: href(support.getByRole('link', { name: /^\+/ })),
      email: href(support.getByRole('link', { name: /@aerishome\.example$/ })),
      form: href(support.getByRole('link', { name: /Contact form/ })),
    };
  }

  it('North America: its toll-free number, email, hours in Eastern Time and contact form', async () => {
    const { support, phone, email, form } = await contacts('US');
    expect(support.getByText('Partner support for North America')).toBeTruthy();
    expect(support.getByRole('link', { name: '+1 800 555 0142' })).toBeTruthy();
    expect(phone).toBe('tel:+18005550142');
    expect(email).toBe('mailto:partnersupport@aerishome.example');
    expect(support.getByText(/Eastern Time \(ET\)/)).toBeTruthy();
    expect(form).toBe('https://www.aerishome.example/na/pro/support/contact');
  });

  it('EMEA: the Berlin number, the EMEA email, hours in Central European Time', async () => {
    const { support, phone, email, form } = await contacts('DE');
    expect(
      support.getByText('Partner support for Europe, the Middle East and Africa'),
    ).toBeTruthy();
    expect(support.getByRole('link', { name: '+49 30 90182045' })).toBeTruthy();
    expect(phone).toBe('tel:+493090182045');
    expect(email).toBe('mailto:partnersupport.emea@aerishome.example');
    expect(support.getByText(/Central European Time/)).toBeTruthy();
    expect(form).toBe('https://www.aerishome.example/emea/pro/support/contact');
  });

  it('the United Kingdom: its own London number and UK hours, with the EMEA email and form', async () => {
    const { support, phone, email, form } = await contacts('GB');
    expect(support.getByText('Partner support for the United Kingdom')).toBeTruthy();
    expect(support.getByRole('link', { name: '+44 20 7946 0321' })).toBeTruthy();
    expect(phone).toBe('tel:+442079460321');
    expect(email).toBe('mailto:partnersupport.emea@aerishome.example');
    expect(support.getByText(/UK time \(GMT\/BST\)/)).toBeTruthy();
    expect(form).toBe('https://www.aerishome.example/emea/pro/support/contact');
  });
});

describe('the guides, only to screens the viewer can use', () => {
  it('an owner in North America with both services gets every guide, each linking its screen', async () => {
    openTraining({ programs: BOTH_PROGRAMS });
    await loaded();
    expect(guideTitles()).toEqual([
      'Invite your employees',
      'Add a customer and their home',
      'Ask a homeowner for access to a device',
      'Set up your services',
      'Put your brand in the homeowner app',
      'Choose your alerts',
      'Follow up on alerts',
    ]);
    const guides = section('Guides');
    const linkOf = (name: string) => href(guides.getByRole('link', { name }));
    expect(linkOf('Go to Employees')).toBe('/mybusiness/company/employees');
    expect(linkOf('Go to the customer list')).toBe('/mybusiness/customers');
    expect(linkOf('Find the customer')).toBe('/mybusiness/customers');
    expect(linkOf('Go to service setup')).toBe('/mybusiness/services/setup');
    expect(linkOf('Go to the brand profile')).toBe('/mybusiness/services/brand-profile');
    expect(linkOf('Go to alert settings')).toBe('/mybusiness/alerts/alert-settings');
    expect(linkOf('Go to the alerts dashboard')).toBe('/mybusiness/alerts/dashboard');
  });

  it('numbers the steps of each guide', async () => {
    openTraining();
    await loaded();
    const invite = screen.getByRole('heading', { level: 3, name: 'Invite your employees' });
    const card = within(invite.closest('article') as HTMLElement);
    expect(card.getByRole('list').tagName).toBe('OL');
    expect(card.getAllByRole('listitem')[1]?.textContent).toBe('Choose Invite employee.');
  });

  it('without the services, the setup, brand profile and alert settings guides are left out', async () => {
    openTraining({ programs: [] });
    await loaded();
    expect(guideTitles()).toEqual([
      'Invite your employees',
      'Add a customer and their home',
      'Ask a homeowner for access to a device',
      'Follow up on alerts',
    ]);
  });

  it('a technician gets the customer and alert guides, not the company or service ones', async () => {
    openTraining({ roles: ['TECHNICIAN'], programs: BOTH_PROGRAMS });
    await loaded();
    expect(guideTitles()).toEqual([
      'Add a customer and their home',
      'Ask a homeowner for access to a device',
      'Follow up on alerts',
    ]);
  });

  it('a guest has no guide, and no Guides section', async () => {
    openTraining({ roles: ['GUEST'], programs: BOTH_PROGRAMS });
    await loaded();
    expect(screen.queryByRole('region', { name: 'Guides' })).toBeNull();
  });

  it('an owner in EMEA gets no customer accounts or brand profile guides', async () => {
    openTraining({ countryCode: 'DE', programs: BOTH_PROGRAMS });
    await loaded();
    expect(guideTitles()).toEqual([
      'Invite your employees',
      'Set up your services',
      'Choose your alerts',
    ]);
  });

  it('follows the flags: no alerts dashboard without CUSTOMER_ALERTS, no alert settings without CUSTOMIZE_ALERT_SETTINGS', async () => {
    openTraining(
      { programs: BOTH_PROGRAMS },
      { CUSTOMER_ALERTS: false, CUSTOMIZE_ALERT_SETTINGS: false },
    );
    await loaded();
    expect(guideTitles()).not.toContain('Follow up on alerts');
    expect(guideTitles()).not.toContain('Choose your alerts');
    expect(guideTitles()).toContain('Put your brand in the homeowner app');
  });
});

describe('the downloads (flag PRODUCTS)', () => {
  it('links both libraries while PRODUCTS is on', async () => {
    openTraining();
    await loaded();
    const downloads = section('Downloads');
    expect(href(downloads.getByRole('link', { name: 'Launch Kit' }))).toBe(
      '/products/downloads/proseries',
    );
    expect(href(downloads.getByRole('link', { name: 'HVAC and water' }))).toBe(
      '/products/downloads/hvacWater',
    );
  });

  it.each([
    ['in EMEA, where PRODUCTS is off', { countryCode: 'DE' }, {}],
    ['when the deployment turns PRODUCTS off', {}, { PRODUCTS: false }],
  ])('has no download links %s', async (_case, who: TestViewer, overrides) => {
    openTraining(who, overrides);
    await loaded();
    expect(screen.queryByRole('region', { name: 'Downloads' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Launch Kit' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'HVAC and water' })).toBeNull();
  });
});
