import { schema } from '@portal/db';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/executor';

const { consumerLocations, deviceHistory, devices, partnerAccounts, partnerDeviceServices } =
  schema;

export type Decision = 'ACCEPTED' | 'REJECTED';

/**
 * The requests among these ids on devices in the household's homes (on the one device when
 * given), each with its partner, locked until the answer is written: two answers at once
 * must not both find a request PENDING.
 */
export function householdRequests(
  tx: Executor,
  consumerAccountId: string,
  serviceIds: string[],
  deviceId: string | undefined,
) {
  return tx
    .select({
      service: partnerDeviceServices,
      partner: { id: partnerAccounts.id, name: partnerAccounts.name },
    })
    .from(partnerDeviceServices)
    .innerJoin(partnerAccounts, eq(partnerAccounts.id, partnerDeviceServices.partnerAccountId))
    .innerJoin(devices, eq(devices.id, partnerDeviceServices.deviceId))
    .innerJoin(consumerLocations, eq(consumerLocations.id, devices.consumerLocationId))
    .where(
      and(
        inArray(partnerDeviceServices.id, serviceIds),
        eq(consumerLocations.consumerAccountId, consumerAccountId),
        deviceId ? eq(partnerDeviceServices.deviceId, deviceId) : undefined,
      ),
    )
    .for('update', { of: partnerDeviceServices });
}

export async function answerRequests(
  tx: Executor,
  serviceIds: string[],
  answer: { consentStatus: Decision; respondedAt: Date; respondedBy: string },
) {
  await tx
    .update(partnerDeviceServices)
    .set(answer)
    .where(inArray(partnerDeviceServices.id, serviceIds));
}

export async function recordAnswers(
  tx: Executor,
  entries: { deviceId: string; event: string; detail: string; actor: string | null }[],
) {
  if (entries.length > 0) await tx.insert(deviceHistory).values(entries);
}
