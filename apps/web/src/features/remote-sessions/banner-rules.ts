import { DeviceType, PartnerRole, type RemoteSession } from '@portal/contracts';
import { format } from 'date-fns';
import { z } from 'zod';
import { BANNER_TICK_MS } from '@/shared/config/constants';
import { GLOBAL_BANNER_KEY } from '@/shared/config/storage-keys';

// The remote session banner's rules (spec 000 §3, §4): which of the caller's sessions it shows,
// at which step, how long is left, what is kept in session storage and when it goes.

/** The banner's steps, numbered as the spec numbers them. */
// biome-ignore lint/suspicious/noConstEnum: the spec's steps are a const enum, read only in this app's own code.
export const enum BannerStep {
  SessionPending = 0,
  SessionApproved = 1,
  SessionInProgress = 2,
  SessionInProgressDifferentUser = 3,
  Null = 4,
}

const timestamp = z.iso.datetime({ offset: true });

/** The steps kept in session storage: a session the caller still has to act on or is in. */
const KeptStep = z.union([
  z.literal(BannerStep.SessionPending),
  z.literal(BannerStep.SessionApproved),
  z.literal(BannerStep.SessionInProgress),
]);

/**
 * The banner's data (spec 000 §3): the session's fields it shows, the user who asked for it
 * (their id too, so the banner knows its owner), the customer's id for the way to the device's
 * page, and whether the banner is collapsed.
 */
const BannerData = z.object({
  activeUser: z
    .object({
      id: z.string().nullable(),
      firstName: z.string(),
      lastName: z.string(),
      role: z.enum(PartnerRole).nullable(),
    })
    .nullable(),
  expiresAt: timestamp,
  requestedAt: timestamp,
  userRequestingControl: z.object({
    id: z.string().nullable(),
    name: z.string(),
    role: z.enum(PartnerRole).nullable(),
    date: z.string(),
    time: z.string(),
  }),
  customerName: z.string(),
  deviceTypeForSession: z.enum(DeviceType),
  deviceLocationId: z.string().nullable(),
  deviceServiceId: z.string().nullable(),
  partnerDeviceSessionId: z.string(),
  deviceId: z.string(),
  customerId: z.string().nullable(),
  bannerCollapsed: z.boolean(),
});

/** What session storage holds under `globalBanner`. */
const StoredBanner = BannerData.extend({ step: KeptStep });

export type RemoteSessionBanner = z.infer<typeof BannerData> & { step: BannerStep };

/** The session's owner: the user who asked for it, or the one working in it. */
export function ownsSession(
  session: Pick<RemoteSession, 'requestedBy' | 'activeUser'>,
  viewerId: string | undefined,
): boolean {
  if (viewerId === undefined) return false;
  return session.requestedBy.id === viewerId || session.activeUser?.id === viewerId;
}

/** The banner's owner, as ownsSession. */
export function ownsBanner(banner: RemoteSessionBanner, viewerId: string | undefined): boolean {
  if (viewerId === undefined) return false;
  return banner.userRequestingControl.id === viewerId || banner.activeUser?.id === viewerId;
}

const hasExpired = (expiresAt: string, now: number) => Date.parse(expiresAt) <= now;

/** The step of the viewer's banner for a session: Null once it ended or its time is up. */
export function stepOf(session: RemoteSession, viewerId: string, now: number): BannerStep {
  if (session.status === null || hasExpired(session.expiresAt, now)) return BannerStep.Null;
  switch (session.status) {
    case 'Pending':
      return BannerStep.SessionPending;
    case 'Active':
      return BannerStep.SessionApproved;
    case 'InProgress':
      return session.activeUser?.id === viewerId
        ? BannerStep.SessionInProgress
        : BannerStep.SessionInProgressDifferentUser;
  }
}

/**
 * Which session the banner shows when the caller owns several: the one they work in, else one
 * to begin, else one waiting for the homeowner, else one a colleague works in; the newest of
 * those (the list comes newest first).
 */
const STEP_PRIORITY: readonly BannerStep[] = [
  BannerStep.SessionInProgress,
  BannerStep.SessionApproved,
  BannerStep.SessionPending,
  BannerStep.SessionInProgressDifferentUser,
];

export function bannerSessionOf(
  sessions: readonly RemoteSession[],
  viewerId: string,
  now: number,
): RemoteSession | undefined {
  const owned = sessions.filter((session) => ownsSession(session, viewerId));
  for (const step of STEP_PRIORITY) {
    const found = owned.find((session) => stepOf(session, viewerId, now) === step);
    if (found) return found;
  }
  return undefined;
}

/**
 * A date and a time as the banner shows them: in English the spec's 03/07/2025 and 02:05 PM
 * (spec 000 §9), in another language its own way.
 */
export function dateAndTime(iso: string, language: string): { date: string; time: string } {
  const at = new Date(iso);
  if (language === 'en' || language.startsWith('en-')) {
    return { date: format(at, 'MM/dd/yyyy'), time: format(at, 'hh:mm a') };
  }
  return {
    date: new Intl.DateTimeFormat(language, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(at),
    time: new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' }).format(at),
  };
}

/** The banner of a session for the viewer. */
export function bannerOf(
  session: RemoteSession,
  viewerId: string,
  now: number,
  bannerCollapsed: boolean,
  language = 'en',
): RemoteSessionBanner {
  const { requestedBy } = session;
  return {
    step: stepOf(session, viewerId, now),
    activeUser: session.activeUser,
    expiresAt: session.expiresAt,
    requestedAt: session.requestedAt,
    userRequestingControl: {
      id: requestedBy.id,
      name: `${requestedBy.firstName} ${requestedBy.lastName}`.trim(),
      role: requestedBy.role,
      ...dateAndTime(session.requestedAt, language),
    },
    customerName: session.customerName,
    deviceTypeForSession: session.deviceType,
    deviceLocationId: session.deviceLocationId,
    deviceServiceId: session.deviceServiceId,
    partnerDeviceSessionId: session.partnerDeviceSessionId,
    deviceId: session.deviceId,
    customerId: session.customerId,
    bannerCollapsed,
  };
}

/**
 * The banner from the caller's open sessions, or null when none of them is theirs to see.
 * `collapsedFor` says whether the user collapsed the banner of a session.
 */
export function bannerFromSessions(
  sessions: readonly RemoteSession[],
  viewerId: string,
  now: number,
  collapsedFor: (partnerDeviceSessionId: string) => boolean,
  language = 'en',
): RemoteSessionBanner | null {
  const session = bannerSessionOf(sessions, viewerId, now);
  if (session === undefined) return null;
  return bannerOf(session, viewerId, now, collapsedFor(session.partnerDeviceSessionId), language);
}

/** The banner a tick later: Null once its time is up. */
export function tick(banner: RemoteSessionBanner, now: number): RemoteSessionBanner {
  if (banner.step === BannerStep.Null || !hasExpired(banner.expiresAt, now)) return banner;
  return { ...banner, step: BannerStep.Null };
}

/**
 * Calls `onTick` with the time every banner tick (spec 000 §9: 1 s) until stopped; answers the
 * function that stops it.
 */
export function startBannerClock(onTick: (now: number) => void): () => void {
  const clock = setInterval(() => onTick(Date.now()), BANNER_TICK_MS);
  return () => clearInterval(clock);
}

/** Milliseconds left of the banner's session, never below 0. */
export function remainingMs(banner: Pick<RemoteSessionBanner, 'expiresAt'>, now: number): number {
  return Math.max(0, Date.parse(banner.expiresAt) - now);
}

/**
 * Time left as HH:MM, rounded up to the minute: it reads 00:00 only when the time is up, and
 * changes once a minute (which is how often a screen reader hears it).
 */
export function formatRemaining(ms: number): string {
  const minutes = Math.ceil(Math.max(0, ms) / 60_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** Whether the banner shows time left: only while a session is in progress. */
export function showsRemaining(step: BannerStep): boolean {
  return (
    step === BannerStep.SessionInProgress || step === BannerStep.SessionInProgressDifferentUser
  );
}

function isKeptStep(step: BannerStep): boolean {
  return KeptStep.safeParse(step).success;
}

/** Keeps the banner in session storage at steps 0, 1 and 2; any other step (or none) removes it. */
export function storeBanner(storage: Storage, banner: RemoteSessionBanner | null): void {
  try {
    if (banner !== null && isKeptStep(banner.step)) {
      storage.setItem(GLOBAL_BANNER_KEY, JSON.stringify(banner));
    } else {
      storage.removeItem(GLOBAL_BANNER_KEY);
    }
  } catch (failure) {
    // Spec 000 §8: storage failures are only logged.
    console.warn('the remote session banner could not be stored', failure);
  }
}

/** The stored banner; stored data that does not parse is removed, and null answered. */
export function readStoredBanner(storage: Storage): RemoteSessionBanner | null {
  let text: string | null;
  try {
    text = storage.getItem(GLOBAL_BANNER_KEY);
  } catch (failure) {
    console.warn('the remote session banner could not be read', failure);
    return null;
  }
  if (text === null) return null;
  const parsed = parseStoredBanner(text);
  if (parsed !== undefined) return parsed;
  storeBanner(storage, null);
  return null;
}

function parseStoredBanner(text: string): RemoteSessionBanner | undefined {
  try {
    const parsed = StoredBanner.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

const DEVICE_PAGE = /^\/(?:mybusiness|onboarding)\/customers\/account-lookup\/[^/]+\/([^/]+)\/?$/;

/** Whether `pathname` is the device's page (/mybusiness/customers/account-lookup/{customerId}/{deviceId}). */
export function isOnDevicePage(pathname: string, deviceId: string): boolean {
  const match = DEVICE_PAGE.exec(pathname);
  return match?.[1] !== undefined && decodeURIComponent(match[1]) === deviceId;
}

/**
 * The banner once its session was ended (cancelled or closed): cleared, unless the user is on
 * that device's page, where it stays until the page's sessions say the session ended.
 */
export function bannerAfterEnd(
  banner: RemoteSessionBanner,
  pathname: string,
): RemoteSessionBanner | null {
  return isOnDevicePage(pathname, banner.deviceId) ? banner : null;
}

/** What the banner offers at each step; each after a confirmation. */
export type BannerAction = 'cancel' | 'begin' | 'end';

export function actionsOf(step: BannerStep): readonly BannerAction[] {
  switch (step) {
    case BannerStep.SessionPending:
      return ['cancel'];
    case BannerStep.SessionApproved:
      return ['begin', 'cancel'];
    case BannerStep.SessionInProgress:
      return ['end'];
    default:
      return [];
  }
}

/** The toast after an action (spec 000 §8): cancel and end say so, any failure is the common error. */
export function toastAfter(
  action: BannerAction,
  succeeded: boolean,
):
  | { tone: 'success'; key: 'remoteSessions.toast.cancelled' }
  | { tone: 'error'; key: 'common.toast.error' }
  | null {
  if (!succeeded) return { tone: 'error', key: 'common.toast.error' };
  return action === 'begin' ? null : { tone: 'success', key: 'remoteSessions.toast.cancelled' };
}
