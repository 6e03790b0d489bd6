import { ConsumerDeviceService } from '@portal/contracts';
import { apiRequest } from '@/shared/lib/api-client';
import { useHomeAppMutation } from './home-app-mutation';
import { householdPath } from './query-keys';

/** Accepting or declining: the last segment of the answer calls. */
export type Answer = 'accept' | 'reject';

export interface ServiceAnswer {
  service: Pick<ConsumerDeviceService, 'id' | 'deviceId'>;
  answer: Answer;
}

/**
 * PUT /api/v1/accounts/{id}/devices/{deviceId}/services/{serviceId}/accept or /reject: answers
 * one partner request; 409 INVITE_ALREADY_COMPLETED when it was answered already, 403 for guests.
 */
export function answerService(consumerAccountId: string, { service, answer }: ServiceAnswer) {
  return apiRequest(
    `${householdPath(consumerAccountId)}/devices/${encodeURIComponent(service.deviceId)}/services/${encodeURIComponent(service.id)}/${answer}`,
    ConsumerDeviceService,
    { method: 'PUT' },
  );
}

export function useAnswerService(consumerAccountId: string) {
  return useHomeAppMutation((input: ServiceAnswer) => answerService(consumerAccountId, input));
}
