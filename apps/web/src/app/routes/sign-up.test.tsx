import { encodeInviteToken } from '@portal/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createAppRoutes } from '@/app/routes/app-routes';
import { stubFetchFailing, stubFetchPending } from '@/test/fetch';
import { renderRoutes } from '@/test/render';

const TOKEN = encodeURIComponent(
  encodeInviteToken({
    inviteId: '6f1c2b3a-0000-4000-8000-000000000001',
    email: 'sam@example.com',
    company: 'Northwind HVAC',
  }),
);

async function openSignUp(path = '/sign-up') {
  renderRoutes(createAppRoutes(), path);
  await screen.findByRole('heading', { level: 1, name: 'Partner sign-up' }, { timeout: 5_000 });
}

describe('the partner sign-up form', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for name, email and password, with the sign-in rules', async () => {
    const user = userEvent.setup();
    await openSignUp();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Enter your name.')).toBeTruthy();
    expect(screen.getByText('Enter your email address.')).toBeTruthy();
    expect(screen.getByText('Enter your password.')).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Pat <Partner>');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'pat@northwind');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), '123456');
    expect(
      screen.getByText(
        'Use only letters, digits, spaces, apostrophes, underscores, dots and hyphens.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Enter a valid email address, such as name@example.com.')).toBeTruthy();
    expect(screen.getByText('The password must be at least 7 characters long.')).toBeTruthy();
  });

  it('while submitting, shows the spinner with the in-progress label', async () => {
    vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
    const user = userEvent.setup();
    await openSignUp();
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Pat Partner');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'pat@northwind.example');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'blue-heron-7319');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const busy = screen.getByRole('button', { name: 'Creating your account…' });
    expect(busy.hasAttribute('disabled')).toBe(true);
  });

  it('a malformed invite token says it cannot process the request, and is logged', async () => {
    // Errors are reported at a sample rate (spec 000 §9): this draw is one that is sent.
    const draw = vi.spyOn(Math, 'random').mockReturnValue(0);
    onTestFinished(() => draw.mockRestore());
    const requests: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      requests.push(String(input));
      return new Response(null, { status: 204 });
    });
    renderRoutes(createAppRoutes(), '/sign-up?invite=bm90LWEtdG9rZW4');
    expect(
      await screen.findByText('We are not able to process your request. Please try again later.'),
    ).toBeTruthy();
    // The report leaves after the message shows; under load it can trail it.
    await vi.waitFor(() => expect(requests).toEqual(['/api/v1/logs/error']));
    expect(screen.queryByRole('button', { name: 'Create account' })).toBeNull();
  });

  it('an invite the server does not know shows the 404 page', async () => {
    stubFetchFailing(404);
    renderRoutes(createAppRoutes(), `/sign-up?invite=${TOKEN}`);
    expect(
      await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 5_000 }),
    ).toBeTruthy();
  });

  it('while the invite is looked up, the loader shows', async () => {
    stubFetchPending();
    renderRoutes(createAppRoutes(), `/sign-up?invite=${TOKEN}`);
    expect(await screen.findByText('Loading…', {}, { timeout: 5_000 })).toBeTruthy();
  });

  it('any other path of the sign-up area is not found', async () => {
    renderRoutes(createAppRoutes(), '/sign-up/nowhere');
    expect(
      await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 5_000 }),
    ).toBeTruthy();
  });

  it('accepting an invite needs a signed-in user', async () => {
    const { router } = renderRoutes(createAppRoutes(), `/sign-up/accept-invite?invite=${TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: 'Sign in' }, { timeout: 5_000 });
    expect(router.state.location.pathname).toBe('/sign-in');
  });
});
