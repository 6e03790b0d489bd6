import { ConsumerDeviceServiceList, ConsumerServicesDecision } from '@portal/contracts';
import { apiRequest } from '@/shared/lib/api-client';
import type { Answer } from './answer-service';
import { useHomeAppMutation } from './home-app-mutation';
import { householdPath } from './query-keys';

export interface ServicesAnswer {
  partnerDeviceServiceIds: string[];
  answer: Answer;
}

/**
 * PUT /api/v1/accounts/{id}/services/accept or /reject: answers several requests at once, all
 * or nothing (one already answered refuses the whole batch with 409).
 */
export function answerServices(
  consumerAccountId: string,
  { partnerDeviceServiceIds, answer }: ServicesAnswer,
) {
  return apiRequest(
    `${householdPath(consumerAccountId)}/services/${answer}`,
    ConsumerDeviceServiceList,
    {
      method: 'PUT',
      body: ConsumerServicesDecision.parse({ partnerDeviceServiceIds }),
    },
  );
}

export function useAnswerServices(consumerAccountId: string) {
  return useHomeAppMutation((input: ServicesAnswer) => answerServices(consumerAccountId, input));
}
