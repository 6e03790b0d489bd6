import {
  type AdminEmail,
  type AlertProfile,
  type AlertProfileInput,
  type ConnectionArgs,
  type DeviceAlertSeverity,
  NOT_CREATED_ID,
  PROGRAM_PRO_ALERTS,
  SEVERITY_ORDER,
} from '@portal/contracts';
import type { Membership } from '../../../access';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/executor';
import { AppError, invalidField, isUniqueViolation } from '../../../errors';
import { type Connection, keysetConnection } from '../../../paging';
import { hasActiveProgram } from '../../../repositories/companies';
import {
  eligibleLocationsCount,
  latestServiceApplication,
} from '../../../repositories/service-applications';
import { startServiceApplication } from '../../../services/service-applications';
import {
  ADMIN_EMAIL_ORDER,
  adminEmailsOf,
  countAdminEmails,
  findProfile,
  insertProfile,
  type ProfileValues,
  proAlertsGroupIds,
  setProfileGroups,
  updateProfile,
} from './repository';

type Caller = Membership & { userId: string };
type Severity = (typeof DeviceAlertSeverity)[number];

/** What a company without a profile has (spec 000 §3): no email, all devices. */
const DEFAULT_SEVERITIES: Severity[] = ['Urgent', 'Warning'];
const SERVICE_TYPE = 'ProAlertsPartnerDeviceService';

/**
 * Writes to the Pro Alerts configuration need an ACTIVE Pro Alerts enrollment (spec 000 §6);
 * the route has already checked the role's permission.
 */
export async function requireProAlerts(ctx: AppContext, partnerAccountId: string) {
  if (!(await hasActiveProgram(ctx.db, partnerAccountId, PROGRAM_PRO_ALERTS))) {
    throw new AppError(
      403,
      'Your company has no active Pro Alerts subscription; subscribe to Pro Alerts to change its alerts.',
    );
  }
}

/** GET alertProfiles/default: the profile, or the defaults with an all-zeros id. */
export async function getProfile(db: Executor, partnerAccountId: string): Promise<AlertProfile> {
  const profile = await findProfile(db, partnerAccountId);
  const groupIds = profile?.productGroups.map((group) => group.id) ?? [];
  const [eligible, application] = await Promise.all([
    eligibleLocationsCount(db, partnerAccountId, 'ProAlerts', groupIds),
    profile ? latestServiceApplication(db, partnerAccountId, SERVICE_TYPE) : null,
  ]);
  const stored = profile ?? {
    id: NOT_CREATED_ID,
    emailEnabled: false,
    emailSeverities: DEFAULT_SEVERITIES,
    emailRecipients: [],
    applyToExistingInstalls: false,
    productGroups: [],
  };
  return { ...stored, eligibleLocationsCount: eligible, application };
}

/** GET alertProfiles/default/emailRecipients: at most EMAIL_RECIPIENTS_MAX, so not paged. */
export async function emailRecipients(db: Executor, partnerAccountId: string) {
  const profile = await findProfile(db, partnerAccountId);
  return (profile?.emailRecipients ?? []).map((email) => ({ email }));
}

/** Severities in the list's order, addresses as mail servers compare them. */
function profileValues(input: AlertProfileInput): ProfileValues {
  return {
    emailEnabled: input.emailEnabled,
    emailSeverities: [...input.emailSeverities].sort(
      (a, b) => SEVERITY_ORDER[a] - SEVERITY_ORDER[b],
    ),
    emailRecipients: input.emailRecipients.map((email) => email.trim().toLowerCase()),
  };
}

/** Each id once, each a product group of the Pro Alerts feature. */
async function checkGroups(db: Executor, ids: string[]) {
  if (new Set(ids).size !== ids.length) {
    throw invalidField('body.productGroupIds', 'List each product group at most once.');
  }
  const known = await proAlertsGroupIds(db, ids);
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw invalidField(
      'body.productGroupIds',
      `Not a Pro Alerts product group: ${unknown.join(', ')}.`,
    );
  }
}

const profileExists = () =>
  new AppError(409, 'This company already has a Pro Alerts profile; change it with PUT.');

/**
 * POST alertProfiles/default: creates the profile (409 when there is one). Applying to
 * existing customers starts its background run in the same transaction, so a profile that
 * says so always has its run.
 */
export async function createProfile(
  ctx: AppContext,
  caller: Caller,
  input: AlertProfileInput,
): Promise<AlertProfile> {
  const { partnerAccountId } = caller;
  await requireProAlerts(ctx, partnerAccountId);
  await checkGroups(ctx.db, input.productGroupIds);
  // Spec 000 §5: applying to existing customers is offered for all devices only.
  if (input.applyToExistingInstalls && input.productGroupIds.length > 0) {
    throw invalidField(
      'body.applyToExistingInstalls',
      'Applying to existing customers covers all devices: send no product groups with it.',
    );
  }
  try {
    await ctx.db.transaction(async (tx) => {
      if (await findProfile(tx, partnerAccountId)) throw profileExists();
      const profileId = await insertProfile(tx, {
        ...profileValues(input),
        partnerAccountId,
        applyToExistingInstalls: input.applyToExistingInstalls,
        createdBy: caller.userId,
      });
      await setProfileGroups(tx, profileId, input.productGroupIds);
      if (input.applyToExistingInstalls) {
        const run = {
          partnerAccountId,
          serviceType: SERVICE_TYPE,
          productGroupIds: input.productGroupIds,
          requestedBy: caller.userId,
        } as const;
        await startServiceApplication(tx, run, ctx.jobs);
      }
    });
  } catch (error) {
    // Two creates at once: the unique index on the company lets one through.
    if (isUniqueViolation(error)) throw profileExists();
    throw error;
  }
  return getProfile(ctx.db, partnerAccountId);
}

/**
 * PUT alertProfiles/default: changes the profile (404 before there is one). Applying to
 * existing customers is chosen at creation and never changes (spec 000 §4).
 */
export async function changeProfile(
  ctx: AppContext,
  caller: Caller,
  input: AlertProfileInput,
): Promise<AlertProfile> {
  const { partnerAccountId } = caller;
  await requireProAlerts(ctx, partnerAccountId);
  await checkGroups(ctx.db, input.productGroupIds);
  await ctx.db.transaction(async (tx) => {
    const profile = await findProfile(tx, partnerAccountId, { lock: true });
    if (!profile) throw new AppError(404, 'No Pro Alerts profile yet.');
    if (profile.applyToExistingInstalls !== input.applyToExistingInstalls) {
      throw invalidField(
        'body.applyToExistingInstalls',
        profile.applyToExistingInstalls
          ? 'Applying to existing customers cannot be undone.'
          : 'Applying to existing customers can only be chosen when the profile is created.',
      );
    }
    await updateProfile(tx, profile.id, profileValues(input));
    await setProfileGroups(tx, profile.id, input.productGroupIds);
  });
  return getProfile(ctx.db, partnerAccountId);
}

/** GET adminEmails: the ACTIVE owners' and company admins' addresses, by address. */
export function adminEmails(
  ctx: AppContext,
  membership: Membership,
  args: ConnectionArgs,
): Promise<Connection<AdminEmail>> {
  const { partnerAccountId } = membership;
  return keysetConnection(
    args,
    ADMIN_EMAIL_ORDER,
    {
      rows: (page) => adminEmailsOf(ctx.db, partnerAccountId, page),
      totalCount: () => countAdminEmails(ctx.db, partnerAccountId),
    },
    ({ email }) => ({ email }),
  );
}
