import type { ConsumerDeviceService } from '@portal/contracts';
import type { AppContext } from '../../../context';
import { AppError } from '../../../errors';
import { announce } from '../../../realtime/announce';
import { actorName } from '../../../repositories/devices';
import { toConsumerService } from '../../../repositories/home-devices';
import { requireHousehold } from '../../../services/households';
import { answerRequests, type Decision, householdRequests, recordAnswers } from './repository';

const HISTORY_EVENT: Record<Decision, string> = {
  ACCEPTED: 'SERVICE_ACCEPTED',
  REJECTED: 'SERVICE_REJECTED',
};

/**
 * A household member or admin accepts or rejects partners' service requests on devices in the
 * household's homes (on one device when `deviceId` is given): all or nothing. An id unknown to
 * the household is 404 naming it; a request already answered 409 INVITE_ALREADY_COMPLETED.
 * Each partner whose remote-access request was answered hears of it live (its bell).
 */
export async function answerServices(
  ctx: AppContext,
  userId: string,
  consumerAccountId: string,
  serviceIds: string[],
  decision: Decision,
  deviceId?: string,
): Promise<ConsumerDeviceService[]> {
  await requireHousehold(ctx.db, userId, consumerAccountId, 'MEMBER');
  const ids = [...new Set(serviceIds)];
  const actor = await actorName(ctx.db, userId);
  const answered = await ctx.db.transaction(async (tx) => {
    const found = await householdRequests(tx, consumerAccountId, ids, deviceId);
    const byId = new Map(found.map((row) => [row.service.id, row]));
    const unknown = ids.find((id) => !byId.has(id));
    if (unknown) {
      throw new AppError(404, `No device service with id ${unknown} in this household.`);
    }
    const done = found.find((row) => row.service.consentStatus !== 'PENDING');
    if (done) {
      throw new AppError(
        409,
        `The request ${done.service.id} was already answered (${done.service.consentStatus}).`,
        'INVITE_ALREADY_COMPLETED',
      );
    }
    const respondedAt = new Date();
    await answerRequests(tx, ids, { consentStatus: decision, respondedAt, respondedBy: userId });
    await recordAnswers(
      tx,
      found.map(({ service }) => ({
        deviceId: service.deviceId,
        event: HISTORY_EVENT[decision],
        detail: service.serviceType,
        actor,
      })),
    );
    return found
      .map(({ service, partner }) =>
        toConsumerService(
          { ...service, consentStatus: decision, respondedAt, respondedBy: userId },
          partner,
        ),
      )
      .sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
  });
  const remoteAccessPartners = new Set(
    answered
      .filter((service) => service.serviceType === 'RemoteAccess')
      .map((service) => service.partner.id),
  );
  for (const partnerAccountId of remoteAccessPartners) {
    await announce(ctx, partnerAccountId, 'REMOTE_ACCESS');
  }
  return answered;
}
