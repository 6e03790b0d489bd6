import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isSetupPage,
  readBannerClosed,
  readBannerCollapsed,
  showsBanner,
  storeBannerClosed,
  storeBannerCollapsed,
} from './banner';

describe('where the service-setup banner shows (spec 000 §4)', () => {
  const shown = { inProgress: true, onSetupPage: false, closed: false };

  it('shows while setup is in progress, away from the setup pages, not closed', () => {
    expect(showsBanner(shown)).toBe(true);
  });

  it.each([
    ['setup not in progress (not started, or complete)', { inProgress: false }],
    ['on a setup page', { onSetupPage: true }],
    ['closed', { closed: true }],
  ])('hides %s', (_case, change) => {
    expect(showsBanner({ ...shown, ...change })).toBe(false);
  });

  it.each([
    ['/mybusiness/services/setup', '', true],
    ['/mybusiness/services/setup/', '', true],
    ['/onboarding/services/setup', '?fromShopify=true', true],
    ['/mybusiness/alerts/alert-settings', '?from=setup', true],
    ['/mybusiness/services/brand-profile/new', '?from=setup', true],
    ['/mybusiness/alerts/alert-settings', '', false],
    ['/mybusiness/services/setup/brand-profile-settings', '', false],
    ['/mybusiness/home', '', false],
  ])('%s%s is a setup page: %s', (pathname, search, expected) => {
    expect(isSetupPage(pathname, new URLSearchParams(search))).toBe(expected);
  });
});

describe('what the banner remembers', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('keeps closed and collapsed under the spec keys', () => {
    expect(readBannerClosed()).toBe(false);
    expect(readBannerCollapsed()).toBe(false);
    storeBannerClosed();
    storeBannerCollapsed(true);
    expect(localStorage.getItem('isStatusBannerClosed')).toBe('true');
    expect(localStorage.getItem('serviceStatusBannerCollapsed')).toBe('true');
    expect(readBannerClosed()).toBe(true);
    expect(readBannerCollapsed()).toBe(true);
    storeBannerCollapsed(false);
    expect(readBannerCollapsed()).toBe(false);
  });

  it('only logs when storage fails, and then stays open and expanded', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(() => storeBannerClosed()).not.toThrow();
    expect(readBannerClosed()).toBe(false);
    expect(readBannerCollapsed()).toBe(false);
    expect(warn).toHaveBeenCalled();
  });
});
