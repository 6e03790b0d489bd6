import { ADMIN_ROLES, type AlertConfigData, type DeviceAlertSeverity } from '@portal/contracts';
import { schema } from '@portal/db';
import { and, arrayOverlaps, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/executor';
import type { KeysetOrder, KeysetPage } from '../../../paging';

const {
  partnerAccounts,
  partnerUsers,
  productGroups,
  proAlertProfileProductGroups,
  proAlertProfiles,
  proAlertSettings,
  users,
} = schema;

type Severity = (typeof DeviceAlertSeverity)[number];

// The company's settings (their reads: repositories/alert-settings.ts).

/** A company's choices for one alert type, as stored. */
export type SettingValues = {
  alertName: string;
  isEnabled: boolean;
  /** Null: the catalogue's default. */
  recommendedAction: string | null;
  configData: AlertConfigData;
};

/**
 * Makes creates of the company's settings wait for each other, so the second sees the first's
 * rows and answers 409 even when the two list different alerts (the unique index only catches
 * the same alert twice). NO KEY UPDATE leaves the rows that reference the company unblocked.
 */
export async function lockSettingsCreation(tx: Executor, partnerAccountId: string) {
  await tx
    .select({ id: partnerAccounts.id })
    .from(partnerAccounts)
    .where(eq(partnerAccounts.id, partnerAccountId))
    .for('no key update');
}

export async function hasSettings(db: Executor, partnerAccountId: string) {
  const [row] = await db
    .select({ id: proAlertSettings.id })
    .from(proAlertSettings)
    .where(eq(proAlertSettings.partnerAccountId, partnerAccountId))
    .limit(1);
  return row !== undefined;
}

/** Inserts the settings; with `replace`, an alert that has a row gets these values instead. */
export async function writeSettings(
  tx: Executor,
  partnerAccountId: string,
  locale: string,
  settings: SettingValues[],
  options: { replace: boolean },
) {
  const insert = tx
    .insert(proAlertSettings)
    .values(settings.map((setting) => ({ ...setting, partnerAccountId, locale })));
  if (!options.replace) {
    await insert;
    return;
  }
  await insert.onConflictDoUpdate({
    target: [proAlertSettings.partnerAccountId, proAlertSettings.alertName],
    set: {
      isEnabled: sql`excluded.is_enabled`,
      recommendedAction: sql`excluded.recommended_action`,
      configData: sql`excluded.config_data`,
      locale: sql`excluded.locale`,
      updatedAt: sql`now()`,
    },
  });
}

// The profile.

export type ProfileValues = {
  emailEnabled: boolean;
  emailSeverities: Severity[];
  emailRecipients: string[];
};

/** The company's profile with its product groups in catalogue order, or undefined. */
export async function findProfile(
  db: Executor,
  partnerAccountId: string,
  options = { lock: false },
) {
  const query = db
    .select({
      id: proAlertProfiles.id,
      emailEnabled: proAlertProfiles.emailEnabled,
      emailSeverities: proAlertProfiles.emailSeverities,
      emailRecipients: proAlertProfiles.emailRecipients,
      applyToExistingInstalls: proAlertProfiles.applyToExistingInstalls,
    })
    .from(proAlertProfiles)
    .where(eq(proAlertProfiles.partnerAccountId, partnerAccountId));
  const [profile] = await (options.lock ? query.for('update') : query);
  if (!profile) return undefined;
  const groups = await db
    .select({ id: productGroups.id, name: productGroups.name })
    .from(proAlertProfileProductGroups)
    .innerJoin(productGroups, eq(productGroups.id, proAlertProfileProductGroups.productGroupId))
    .where(eq(proAlertProfileProductGroups.profileId, profile.id))
    .orderBy(asc(productGroups.position));
  return { ...profile, productGroups: groups };
}

export async function insertProfile(
  tx: Executor,
  values: ProfileValues & {
    partnerAccountId: string;
    applyToExistingInstalls: boolean;
    createdBy: string;
  },
): Promise<string> {
  const [row] = await tx
    .insert(proAlertProfiles)
    .values(values)
    .returning({ id: proAlertProfiles.id });
  if (!row) throw new Error('the Pro Alerts profile was not inserted');
  return row.id;
}

export async function updateProfile(tx: Executor, profileId: string, values: ProfileValues) {
  await tx
    .update(proAlertProfiles)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(proAlertProfiles.id, profileId));
}

/** Makes the profile cover exactly these product groups. */
export async function setProfileGroups(tx: Executor, profileId: string, groupIds: string[]) {
  await tx
    .delete(proAlertProfileProductGroups)
    .where(eq(proAlertProfileProductGroups.profileId, profileId));
  if (groupIds.length === 0) return;
  await tx
    .insert(proAlertProfileProductGroups)
    .values(groupIds.map((productGroupId) => ({ profileId, productGroupId })));
}

/** Which of these ids are product groups of the Pro Alerts feature. */
export async function proAlertsGroupIds(db: Executor, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: productGroups.id })
    .from(productGroups)
    .where(and(inArray(productGroups.id, ids), eq(productGroups.featureType, 'ProAlerts')));
  return new Set(rows.map((row) => row.id));
}

// The company's administrators' addresses.

/** By address, case-insensitively; the membership id orders two spellings of one address. */
export const ADMIN_EMAIL_ORDER: KeysetOrder = {
  name: 'adminEmail',
  direction: 'asc',
  keys: [
    { expression: sql`lower(${users.email})`, type: 'text' },
    { expression: partnerUsers.id, type: 'uuid' },
  ],
};

const activeAdmins = (partnerAccountId: string) =>
  and(
    eq(partnerUsers.partnerAccountId, partnerAccountId),
    eq(partnerUsers.status, 'ACTIVE'),
    arrayOverlaps(partnerUsers.roles, [...ADMIN_ROLES]),
  );

export function adminEmailsOf(db: Executor, partnerAccountId: string, page: KeysetPage) {
  return db
    .select({ email: users.email, cursorKeys: page.cursorKeys })
    .from(partnerUsers)
    .innerJoin(users, eq(users.id, partnerUsers.userId))
    .where(and(activeAdmins(partnerAccountId), page.where))
    .orderBy(...page.orderBy)
    .limit(page.limit);
}

export async function countAdminEmails(db: Executor, partnerAccountId: string) {
  const [row] = await db
    .select({ total: count() })
    .from(partnerUsers)
    .where(activeAdmins(partnerAccountId));
  return row?.total ?? 0;
}
