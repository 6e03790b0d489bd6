import { type RemoteSession, RemoteSession as RemoteSessionSchema } from '@portal/contracts';
import { apiRequest } from '@/shared/lib/api-client';
import { useHomeAppMutation } from './home-app-mutation';
import { devicePath } from './query-keys';

/** What the homeowner does with a session: the last segment of its call. */
export type SessionAnswer = 'approve' | 'decline' | 'end';

export interface SessionAnswerRequest {
  session: Pick<RemoteSession, 'partnerDeviceSessionId' | 'deviceId'>;
  answer: SessionAnswer;
}

/**
 * PUT /api/v1/accounts/{id}/devices/{deviceId}/sessions/{partnerDeviceSessionId}/approve,
 * /decline or /end. Approve and decline answer a pending request (409 SESSION_IS_ACTIVE once it
 * was approved); end stops an open session at any time. An ended one: 409 SESSION_ENDED or
 * SESSION_EXPIRED. Guests: 403.
 */
export function answerSession(
  consumerAccountId: string,
  { session, answer }: SessionAnswerRequest,
) {
  return apiRequest(
    `${devicePath(consumerAccountId, session.deviceId)}/sessions/${encodeURIComponent(session.partnerDeviceSessionId)}/${answer}`,
    RemoteSessionSchema,
    { method: 'PUT' },
  );
}

export function useAnswerSession(consumerAccountId: string) {
  return useHomeAppMutation((input: SessionAnswerRequest) =>
    answerSession(consumerAccountId, input),
  );
}
