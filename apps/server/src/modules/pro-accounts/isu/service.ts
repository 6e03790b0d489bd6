import {
  ISU_COMPONENT_IDS,
  type IsuSettings,
  type IsuSettingsUpdate,
  type IsuValues,
  type SupportedLanguage,
} from '@portal/contracts';
import type { Membership } from '../../../access';
import type { AppContext } from '../../../context';
import {
  changesFrom,
  recordDeviceChange,
  sectionOf,
  workerOn,
  workOnDevice,
} from '../../../services/device-control';
import { isuComponents } from './labels';
import { checkedIsuValues, existingTemplate } from './templates';

// A thermostat's installer set-up (ISU, spec 001 §7.9), read from and written to the device by
// a technician of its company inside their session, labelled in the caller's language.

type Technician = Membership & { userId: string };

const ISU = { kinds: ['thermostat'], subject: 'Installer set-up' } as const;

/** The values in the order of the installer menu, which the audit line's changes follow. */
function inComponentOrder(values: IsuValues): IsuValues {
  return Object.fromEntries(
    ISU_COMPONENT_IDS.filter((id) => id in values).map((id) => [id, values[id]]),
  ) as IsuValues;
}

function settingsOf(deviceId: string, language: SupportedLanguage, isu: IsuValues): IsuSettings {
  return { deviceId, language, components: isuComponents(language, isu) };
}

export async function isuSettings(
  ctx: AppContext,
  caller: Technician,
  deviceId: string,
  language: SupportedLanguage,
): Promise<IsuSettings> {
  const { userId, partnerAccountId } = caller;
  const answer = await workOnDevice(ctx, { userId, deviceId, partnerAccountId }, ISU, {
    name: 'getIsu',
  });
  return settingsOf(deviceId, language, sectionOf(answer, 'isu'));
}

/**
 * Writes the given values to the thermostat, or the values of one of the company's templates
 * (its name goes into the audit line), and answers the set-up the thermostat then holds.
 */
export async function changeIsuSettings(
  ctx: AppContext,
  caller: Technician,
  deviceId: string,
  update: IsuSettingsUpdate,
  language: SupportedLanguage,
): Promise<IsuSettings> {
  const given = 'values' in update ? checkedIsuValues(update.values) : undefined;
  const { userId, partnerAccountId } = caller;
  const worker = await workerOn(
    ctx,
    { userId, deviceId, partnerAccountId },
    { ...ISU, change: true },
  );
  const template =
    'partnerIsuTemplateId' in update
      ? await existingTemplate(ctx, partnerAccountId, update.partnerIsuTemplateId)
      : undefined;
  const values = inComponentOrder(given ?? (template?.values as IsuValues));
  const answer = await ctx.deviceCommands.send(worker.device.id, { name: 'setIsu', values });
  const isu = sectionOf(answer, 'isu');
  await recordDeviceChange(ctx, worker, {
    event: template ? 'ISU_TEMPLATE_APPLIED' : 'ISU_SETTINGS_CHANGED',
    detail: template?.name ?? null,
    changes: changesFrom(answer.before, isu),
  });
  return settingsOf(worker.device.id, language, isu);
}
