import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EmailVerifyRoute } from '@/features/auth/routes/email-verify';
import { renderRoutes } from '@/test/render';
import { storeTestSession } from '@/test/session';

// The screen alone: behind the guard it would wait for the viewer, which web tests do not fake.
async function openNotice() {
  renderRoutes([{ path: '/email-verify', Component: EmailVerifyRoute }], '/email-verify');
  await screen.findByRole('heading', { level: 1, name: 'Verify your email' }, { timeout: 5_000 });
}

describe('the email verification notice (spec 000 §2, §8)', () => {
  beforeEach(() => {
    storeTestSession({ emailVerified: false });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('starts in state 1: the resend link', async () => {
    await openNotice();
    expect(screen.getByRole('button', { name: 'Resend verification email' })).toBeTruthy();
    expect(screen.queryByText('Email Sent')).toBeNull();
  });

  it('shows state 2 while sending', async () => {
    // The request never answers: this is about the notice, the e2e tests cover the server.
    vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
    const user = userEvent.setup();
    await openNotice();
    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));

    expect(screen.getByText('Sending…')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resend verification email' })).toBeNull();
  });

  it('a failed resend shows the error toast and offers the link again', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const user = userEvent.setup();
    await openNotice();
    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));

    expect(await screen.findByText('Something went wrong. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resend verification email' })).toBeTruthy();
  });
});
