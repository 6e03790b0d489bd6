import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ServiceSetupRoute } from '@/features/service-setup/routes/service-setup';
import { stubFetchFailing, stubFetchPending } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { storeTestSession } from '@/test/session';
import { PROGRESS_KEY, Seeded, type Who } from './setup-fixtures';

const PATH = '/mybusiness/services/setup';

function openWizard(who: Who = {}) {
  const view = renderRoutes(
    [
      {
        path: PATH,
        element: (
          <Seeded who={who}>
            <ServiceSetupRoute />
          </Seeded>
        ),
      },
    ],
    PATH,
  );
  return { ...view, user: userEvent.setup() };
}

const step = (number: number) => {
  const item = screen.getAllByRole('listitem')[number - 1];
  if (!item) throw new Error(`no step ${number}`);
  return within(item);
};
const title = () => screen.getByRole('heading', { level: 1 }).textContent;

beforeEach(() => {
  storeTestSession();
  stubFetchPending();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the service setup wizard (spec 000 §4)', () => {
  it('lists the four steps, the first in progress with Start and Skip, and starts setup', async () => {
    openWizard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Service setup' })).toBeTruthy();
    expect(screen.getByText('0 of 4 steps done')).toBeTruthy();
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      '1. Brand profile',
      '2. Homeowner app branding',
      '3. Pro Alerts notifications',
      '4. Customize alerts',
    ]);
    expect(step(1).getByText('In progress')).toBeTruthy();
    expect(step(1).getByRole('link', { name: 'Start: Brand profile' }).getAttribute('href')).toBe(
      '/mybusiness/services/brand-profile?from=setup',
    );
    expect(step(1).getByRole('button', { name: 'Skip: Brand profile' })).toBeTruthy();
    expect(step(2).getByText('Upcoming')).toBeTruthy();
    expect(step(2).queryByRole('link')).toBeNull();
    await waitFor(() => expect(localStorage.getItem(PROGRESS_KEY)).toBe('{}'));
  });

  it('skipping a step puts the next one in progress, and moves focus there', async () => {
    const { user } = openWizard();
    await user.click(await screen.findByRole('button', { name: 'Skip: Brand profile' }));

    expect(step(1).getByText('Skipped')).toBeTruthy();
    expect(step(1).getByRole('link', { name: 'Set up: Brand profile' })).toBeTruthy();
    expect(step(2).getByText('In progress')).toBeTruthy();
    const next = step(2).getByRole('link', { name: 'Continue: Homeowner app branding' });
    expect(next.getAttribute('href')).toBe(
      '/mybusiness/services/setup/brand-profile-settings?from=setup',
    );
    expect(document.activeElement).toBe(next);
    expect(screen.getByText('1 of 4 steps done')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(PROGRESS_KEY) ?? '')).toEqual({ 1: 'skip' });
  });

  it('once every step is done, shows the completed title and the academy note', async () => {
    localStorage.setItem(PROGRESS_KEY, '{"1":"complete","2":"complete","3":"skip"}');
    const { user } = openWizard();
    expect(await screen.findByText('3 of 4 steps done')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /academy/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Skip: Customize alerts' }));
    expect(title()).toBe('Your services are set up');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
    expect(screen.getByText('4 of 4 steps done')).toBeTruthy();
    expect(step(1).getByRole('link', { name: 'Edit: Brand profile' }).getAttribute('href')).toBe(
      '/mybusiness/services/brand-profile?from=setup',
    );
    expect(screen.getByRole('link', { name: /^Visit the academy/ }).getAttribute('href')).toBe(
      'https://academy.aerishome.example',
    );
  });

  it('with a brand profile and no Pro Alerts, steps 3 and 4 are unavailable and do not count', async () => {
    localStorage.setItem(PROGRESS_KEY, '{"1":"complete","2":"skip"}');
    openWizard({ proAlerts: false });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your services are set up' }),
    ).toBeTruthy();
    expect(screen.getByText('2 of 2 steps done')).toBeTruthy();
    for (const number of [3, 4]) {
      expect(step(number).getByText('Unavailable')).toBeTruthy();
      expect(step(number).getByText('Available with Pro Alerts.')).toBeTruthy();
      expect(
        step(number)
          .getByRole('link', { name: /^Services and subscriptions/ })
          .getAttribute('href'),
      ).toBe('https://www.aerishome.example/pro/services-subscriptions');
    }
  });

  it('tells a role that cannot configure a service who does, without offering the store', async () => {
    openWizard({ roles: ['MARKETING'] });
    expect(await screen.findByText('0 of 2 steps done')).toBeTruthy();
    expect(
      step(3).getByText('Your company owner or an administrator sets up this step.'),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Services and subscriptions/ })).toBeNull();
  });

  it('says when there is nothing to set up', async () => {
    openWizard({ branding: false, proAlerts: false });
    expect(await screen.findByText(/There is nothing for you to set up yet/)).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(localStorage.getItem(PROGRESS_KEY)).toBeNull();
  });

  it('shows the no-access page to a user without a company', async () => {
    // Without a company the viewer's own join requests are asked for too; refused here.
    stubFetchFailing();
    openWizard({ company: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page unavailable' })).toBeTruthy();
  });
});
