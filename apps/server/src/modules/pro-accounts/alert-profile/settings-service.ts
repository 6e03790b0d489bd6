import type { AlertSetting } from '@portal/contracts';
import type { Membership } from '../../../access';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/executor';
import { AppError, invalidFields, isUniqueViolation } from '../../../errors';
import { alertCatalogue, settingsOf } from '../../../repositories/alert-settings';
import { hasSettings, lockSettingsCreation, writeSettings } from './repository';
import { requireProAlerts } from './service';
import { checkedSettings, type SettingsWrite, toAlertSetting } from './settings';

const settingsExist = () =>
  new AppError(
    409,
    'The alert settings of this company are already created; change them with PUT.',
  );

/**
 * GET alertProfiles/default/settings: every alert type of the catalogue in its order (the
 * portal sorts), each with the company's choices or the defaults (all-zeros id).
 */
export async function listSettings(
  db: Executor,
  partnerAccountId: string,
): Promise<AlertSetting[]> {
  const [catalogue, rows] = await Promise.all([
    alertCatalogue(db),
    settingsOf(db, partnerAccountId),
  ]);
  const byName = new Map(rows.map((row) => [row.alertName, row]));
  return catalogue.map((entry) => toAlertSetting(entry, byName.get(entry.alertName)));
}

/**
 * POST (create: only while the company has no settings, else 409) and PUT (each listed alert
 * changed, or created when it has no row yet). Every alert is checked against the catalogue
 * before anything is written: one bad alert refuses the whole write with 400.
 */
export async function saveSettings(
  ctx: AppContext,
  caller: Membership,
  write: SettingsWrite,
  mode: 'create' | 'update',
): Promise<AlertSetting[]> {
  const { partnerAccountId } = caller;
  await requireProAlerts(ctx, partnerAccountId);
  const checked = checkedSettings(await alertCatalogue(ctx.db), write);
  if ('problems' in checked) throw invalidFields(checked.problems);
  try {
    await ctx.db.transaction(async (tx) => {
      if (mode === 'create') {
        await lockSettingsCreation(tx, partnerAccountId);
        if (await hasSettings(tx, partnerAccountId)) throw settingsExist();
      }
      await writeSettings(tx, partnerAccountId, write.locale, checked.values, {
        replace: mode === 'update',
      });
    });
  } catch (error) {
    // A PUT that created one of the alerts meanwhile: the unique index on (company, alert).
    if (isUniqueViolation(error)) throw settingsExist();
    throw error;
  }
  return listSettings(ctx.db, partnerAccountId);
}
