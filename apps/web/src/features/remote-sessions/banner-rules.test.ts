import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  actionsOf,
  BannerStep,
  bannerAfterEnd,
  bannerFromSessions,
  bannerOf,
  bannerSessionOf,
  formatRemaining,
  isOnDevicePage,
  ownsBanner,
  ownsSession,
  type RemoteSessionBanner,
  readStoredBanner,
  remainingMs,
  showsRemaining,
  startBannerClock,
  stepOf,
  storeBanner,
  tick,
  toastAfter,
} from '@/features/remote-sessions/banner-rules';
import {
  approvedSession,
  COLLEAGUE_ID,
  CUSTOMER,
  colleague,
  DEVICE,
  HOME,
  minutesFromNow,
  NOW,
  SERVICE,
  SESSION,
  sessionInProgress,
  sessionOf,
  VIEWER_ID,
} from './test-fixtures';

const now = NOW.getTime();
const never = () => false;
const OTHER_SESSION = '6f1c2b3a-0000-4000-8000-000000000011';
const OTHER_DEVICE = '6f1c2b3a-0000-4000-8000-000000000012';

describe('the step of a session (spec 000 §4)', () => {
  it.each([
    ['a request waiting for the homeowner', sessionOf(), BannerStep.SessionPending],
    ['an approved session', approvedSession(), BannerStep.SessionApproved],
    ['a session the viewer works in', sessionInProgress(), BannerStep.SessionInProgress],
    [
      'a session a colleague works in',
      sessionInProgress({ activeUser: colleague }),
      BannerStep.SessionInProgressDifferentUser,
    ],
    [
      'an ended session',
      sessionOf({ status: null, endedAt: NOW.toISOString(), endReason: 'Closed' }),
      BannerStep.Null,
    ],
  ])('%s is step %s', (_name, session, step) => {
    expect(stepOf(session, VIEWER_ID, now)).toBe(step);
  });

  it('numbers the steps as the spec does', () => {
    expect([
      BannerStep.SessionPending,
      BannerStep.SessionApproved,
      BannerStep.SessionInProgress,
      BannerStep.SessionInProgressDifferentUser,
      BannerStep.Null,
    ]).toEqual([0, 1, 2, 3, 4]);
  });

  it.each([
    ['pending', sessionOf({ expiresAt: NOW.toISOString() })],
    ['approved', approvedSession({ expiresAt: minutesFromNow(-1) })],
    ['in progress', sessionInProgress({ expiresAt: NOW.toISOString() })],
  ])('a %s session whose time is up is Null', (_name, session) => {
    expect(stepOf(session, VIEWER_ID, now)).toBe(BannerStep.Null);
  });
});

describe('whose banner it is: only the session’s owner sees it', () => {
  it('the user who asked for it, or the one working in it, owns the session', () => {
    expect(ownsSession(sessionOf(), VIEWER_ID)).toBe(true);
    const entered = sessionInProgress({
      requestedBy: colleague,
      activeUser: { ...colleague, id: VIEWER_ID },
    });
    expect(ownsSession(entered, VIEWER_ID)).toBe(true);
    const others = sessionInProgress({ requestedBy: colleague, activeUser: colleague });
    expect(ownsSession(others, VIEWER_ID)).toBe(false);
    expect(ownsSession(sessionOf(), undefined)).toBe(false);
  });

  it('no banner from sessions the viewer does not own', () => {
    const others = [
      sessionOf({ requestedBy: colleague }),
      approvedSession({ requestedBy: colleague }),
    ];
    expect(bannerFromSessions(others, VIEWER_ID, now, never)).toBeNull();
    expect(bannerFromSessions([], VIEWER_ID, now, never)).toBeNull();
  });

  it('a stored banner is shown only to its owner', () => {
    const banner = bannerOf(sessionOf(), VIEWER_ID, now, false);
    expect(ownsBanner(banner, VIEWER_ID)).toBe(true);
    expect(ownsBanner(banner, COLLEAGUE_ID)).toBe(false);
    expect(ownsBanner(banner, undefined)).toBe(false);
    const worked = bannerOf(
      sessionInProgress({ requestedBy: colleague, activeUser: { ...colleague, id: VIEWER_ID } }),
      VIEWER_ID,
      now,
      false,
    );
    expect(ownsBanner(worked, VIEWER_ID)).toBe(true);
  });

  it('a colleague working in the viewer’s request: the viewer sees who, and the time left', () => {
    const banner = bannerFromSessions(
      [sessionInProgress({ activeUser: colleague })],
      VIEWER_ID,
      now,
      never,
    );
    expect(banner?.step).toBe(BannerStep.SessionInProgressDifferentUser);
    expect(banner?.activeUser).toEqual(colleague);
    expect(actionsOf(BannerStep.SessionInProgressDifferentUser)).toEqual([]);
    expect(showsRemaining(BannerStep.SessionInProgressDifferentUser)).toBe(true);
  });
});

describe('which session the banner shows', () => {
  const pending = sessionOf({ partnerDeviceSessionId: OTHER_SESSION });
  const approved = approvedSession();
  const working = sessionInProgress({
    partnerDeviceSessionId: OTHER_SESSION,
    deviceId: OTHER_DEVICE,
  });

  it('the one the viewer works in, before one to begin, before one waiting', () => {
    expect(bannerSessionOf([pending, approved, working], VIEWER_ID, now)).toBe(working);
    expect(bannerSessionOf([pending, approved], VIEWER_ID, now)).toBe(approved);
    expect(bannerSessionOf([pending], VIEWER_ID, now)).toBe(pending);
  });

  it('skips sessions whose time is up', () => {
    const lapsed = approvedSession({ expiresAt: minutesFromNow(-1) });
    expect(bannerSessionOf([lapsed, pending], VIEWER_ID, now)).toBe(pending);
  });
});

describe('the banner’s data (spec 000 §3)', () => {
  it('holds the session’s fields, who asked for it and when, and whether it is collapsed', () => {
    const banner = bannerOf(approvedSession(), VIEWER_ID, now, true, 'en');
    expect(banner).toEqual({
      step: BannerStep.SessionApproved,
      activeUser: null,
      expiresAt: minutesFromNow(60),
      requestedAt: minutesFromNow(-5),
      userRequestingControl: {
        id: VIEWER_ID,
        name: 'Ada Pro',
        role: 'TECHNICIAN',
        date: '03/07/2025',
        time: '02:00 PM',
      },
      customerName: 'Jane Doe',
      deviceTypeForSession: 'WiFiThermostat',
      deviceLocationId: HOME,
      deviceServiceId: SERVICE,
      partnerDeviceSessionId: SESSION,
      deviceId: DEVICE,
      customerId: CUSTOMER,
      bannerCollapsed: true,
    });
  });

  it('keeps the user’s collapse of a session', () => {
    const collapsedFor = (id: string) => id === SESSION;
    expect(bannerFromSessions([sessionOf()], VIEWER_ID, now, collapsedFor)?.bannerCollapsed).toBe(
      true,
    );
    expect(
      bannerFromSessions(
        [sessionOf({ partnerDeviceSessionId: OTHER_SESSION })],
        VIEWER_ID,
        now,
        collapsedFor,
      )?.bannerCollapsed,
    ).toBe(false);
  });
});

describe('the actions of each step, each after a confirmation', () => {
  it.each([
    [BannerStep.SessionPending, ['cancel']],
    [BannerStep.SessionApproved, ['begin', 'cancel']],
    [BannerStep.SessionInProgress, ['end']],
    [BannerStep.SessionInProgressDifferentUser, []],
    [BannerStep.Null, []],
  ])('step %s offers %j', (step, actions) => {
    expect(actionsOf(step)).toEqual(actions);
  });

  it('time left shows only while a session is in progress', () => {
    expect(showsRemaining(BannerStep.SessionPending)).toBe(false);
    expect(showsRemaining(BannerStep.SessionApproved)).toBe(false);
    expect(showsRemaining(BannerStep.SessionInProgress)).toBe(true);
  });
});

describe('the toasts (spec 000 §8)', () => {
  it('cancelling and ending say the session was cancelled; beginning says nothing', () => {
    expect(toastAfter('cancel', true)).toEqual({
      tone: 'success',
      key: 'remoteSessions.toast.cancelled',
    });
    expect(toastAfter('end', true)).toEqual({
      tone: 'success',
      key: 'remoteSessions.toast.cancelled',
    });
    expect(toastAfter('begin', true)).toBeNull();
  });

  it.each(['cancel', 'begin', 'end'] as const)('a failed %s is the common error', (action) => {
    expect(toastAfter(action, false)).toEqual({ tone: 'error', key: 'common.toast.error' });
  });
});

describe('time left, as HH:MM', () => {
  it.each([
    [240 * 60_000, '04:00'],
    [60 * 60_000, '01:00'],
    [59 * 60_000 + 30_000, '01:00'],
    [59 * 60_000, '00:59'],
    [61_000, '00:02'],
    [1_000, '00:01'],
    [0, '00:00'],
    [-5_000, '00:00'],
  ])('%i ms left reads %s', (ms, text) => {
    expect(formatRemaining(ms)).toBe(text);
  });

  it('counts from the session’s end time, never below 0', () => {
    const banner = bannerOf(sessionInProgress(), VIEWER_ID, now, false);
    expect(remainingMs(banner, now)).toBe(60 * 60_000);
    expect(remainingMs(banner, now + 61 * 60_000)).toBe(0);
  });
});

describe('the countdown ticks every second, and the banner is Null at expiry', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ticks once a second until stopped', () => {
    const ticks: number[] = [];
    const stop = startBannerClock((at) => ticks.push(at));
    vi.advanceTimersByTime(999);
    expect(ticks).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ticks).toEqual([now + 1_000]);
    vi.advanceTimersByTime(2_000);
    expect(ticks).toEqual([now + 1_000, now + 2_000, now + 3_000]);
    stop();
    vi.advanceTimersByTime(10_000);
    expect(ticks).toHaveLength(3);
  });

  it('a session with two minutes left counts down, then the banner becomes Null', () => {
    let banner = bannerOf(
      sessionInProgress({ expiresAt: minutesFromNow(2) }),
      VIEWER_ID,
      now,
      false,
    );
    const shown: string[] = [];
    const stop = startBannerClock((at) => {
      banner = tick(banner, at);
      shown.push(formatRemaining(remainingMs(banner, at)));
    });
    vi.advanceTimersByTime(60_000);
    expect(banner.step).toBe(BannerStep.SessionInProgress);
    expect(shown.at(-1)).toBe('00:01');
    vi.advanceTimersByTime(59_000);
    expect(banner.step).toBe(BannerStep.SessionInProgress);
    expect(shown.at(-1)).toBe('00:01');
    vi.advanceTimersByTime(1_000);
    expect(banner.step).toBe(BannerStep.Null);
    expect(shown.at(-1)).toBe('00:00');
    // The HH:MM text changed twice in two minutes of ticks: a screen reader hears it by the minute.
    expect(new Set(shown)).toEqual(new Set(['00:02', '00:01', '00:00']));
    stop();
  });

  it('a pending request lapses at its end time too', () => {
    const banner = bannerOf(sessionOf({ expiresAt: minutesFromNow(1) }), VIEWER_ID, now, false);
    expect(tick(banner, now + 59_000).step).toBe(BannerStep.SessionPending);
    expect(tick(banner, now + 60_000).step).toBe(BannerStep.Null);
  });

  it('a Null banner stays Null', () => {
    const banner = { ...bannerOf(sessionOf(), VIEWER_ID, now, false), step: BannerStep.Null };
    expect(tick(banner, now)).toBe(banner);
  });
});

describe('the banner in session storage under globalBanner', () => {
  const bannerAt = (step: BannerStep): RemoteSessionBanner => ({
    ...bannerOf(sessionInProgress(), VIEWER_ID, now, false),
    step,
  });

  it.each([BannerStep.SessionPending, BannerStep.SessionApproved, BannerStep.SessionInProgress])(
    'step %s is kept, and read back as it was',
    (step) => {
      storeBanner(sessionStorage, bannerAt(step));
      expect(JSON.parse(sessionStorage.getItem('globalBanner') ?? 'null')).toEqual(bannerAt(step));
      expect(readStoredBanner(sessionStorage)).toEqual(bannerAt(step));
    },
  );

  it.each([BannerStep.SessionInProgressDifferentUser, BannerStep.Null])(
    'step %s removes it',
    (step) => {
      storeBanner(sessionStorage, bannerAt(BannerStep.SessionApproved));
      storeBanner(sessionStorage, bannerAt(step));
      expect(sessionStorage.getItem('globalBanner')).toBeNull();
    },
  );

  it('no banner removes it', () => {
    storeBanner(sessionStorage, bannerAt(BannerStep.SessionPending));
    storeBanner(sessionStorage, null);
    expect(sessionStorage.getItem('globalBanner')).toBeNull();
  });

  it('nothing stored reads as no banner', () => {
    expect(readStoredBanner(sessionStorage)).toBeNull();
  });

  it.each([
    ['not JSON', '{"step":'],
    ['not a banner', '{"hello":"world"}'],
    [
      'a step that is not kept',
      JSON.stringify({ ...bannerAt(BannerStep.SessionApproved), step: 3 }),
    ],
    [
      'a banner missing a field',
      JSON.stringify({ ...bannerAt(BannerStep.SessionApproved), deviceId: undefined }),
    ],
    [
      'a bad end time',
      JSON.stringify({ ...bannerAt(BannerStep.SessionApproved), expiresAt: 'soon' }),
    ],
  ])('stored data that fails to parse (%s) is removed', (_name, text) => {
    sessionStorage.setItem('globalBanner', text);
    expect(readStoredBanner(sessionStorage)).toBeNull();
    expect(sessionStorage.getItem('globalBanner')).toBeNull();
  });

  it('a storage that fails is only logged', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(() => storeBanner(broken, bannerAt(BannerStep.SessionPending))).not.toThrow();
    expect(readStoredBanner(broken)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});

describe('ending a session clears the banner, unless the user is on that device’s page', () => {
  const banner = bannerOf(sessionInProgress(), VIEWER_ID, now, false);

  it.each([
    `/mybusiness/customers/account-lookup/${CUSTOMER}/${DEVICE}`,
    `/mybusiness/customers/account-lookup/${CUSTOMER}/${DEVICE}/`,
    `/onboarding/customers/account-lookup/${CUSTOMER}/${DEVICE}`,
  ])('on %s it stays', (pathname) => {
    expect(isOnDevicePage(pathname, DEVICE)).toBe(true);
    expect(bannerAfterEnd(banner, pathname)).toBe(banner);
  });

  it.each([
    '/mybusiness/home',
    `/mybusiness/customers/${CUSTOMER}`,
    `/mybusiness/customers/account-lookup/${CUSTOMER}/${OTHER_DEVICE}`,
    `/mybusiness/customers/account-lookup/${CUSTOMER}/${DEVICE}/more`,
  ])('on %s it is cleared', (pathname) => {
    expect(isOnDevicePage(pathname, DEVICE)).toBe(false);
    expect(bannerAfterEnd(banner, pathname)).toBeNull();
  });
});
