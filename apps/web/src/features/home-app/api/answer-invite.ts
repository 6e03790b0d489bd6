import {
  type DeviceInviteAcceptance,
  DeviceInviteAccepted,
  type MyInvite,
} from '@portal/contracts';
import { apiRequest, ignoreBody } from '@/shared/lib/api-client';
import type { Answer } from './answer-service';
import { useHomeAppMutation } from './home-app-mutation';
import { MY_PATH } from './query-keys';

// An invite is either a partner's, to take a home over (deviceInvites), or a household's, to
// join it (userInvites). Errors: 409 INVITE_EMAIL_MISMATCH, INVITE_ALREADY_COMPLETED (answered or
// expired), ALREADY_REGISTERED; 403 when the email is not verified and no token came along.

const invitePath = (kind: 'deviceInvites' | 'userInvites', inviteId: string, answer: Answer) =>
  `${MY_PATH}/${kind}/${encodeURIComponent(inviteId)}/${answer}`;

/** PUT .../deviceInvites/{id}/accept: the home joins the homeowner's household. */
export function acceptDeviceInvite(inviteId: string, acceptance: DeviceInviteAcceptance) {
  return apiRequest(invitePath('deviceInvites', inviteId, 'accept'), DeviceInviteAccepted, {
    method: 'PUT',
    body: acceptance,
  });
}

export function useAcceptDeviceInvite() {
  return useHomeAppMutation(({ inviteId, token }: { inviteId: string; token?: string }) =>
    acceptDeviceInvite(inviteId, token === undefined ? {} : { token }),
  );
}

/** PUT .../userInvites/{id}/accept, or either kind's /reject: answered with 204. */
export function answerInvite(invite: Pick<MyInvite, 'id' | 'invitedType'>, answer: Answer) {
  const kind = invite.invitedType === 'ConsumerDevice' ? 'deviceInvites' : 'userInvites';
  return apiRequest(invitePath(kind, invite.id, answer), ignoreBody, { method: 'PUT' });
}

export function useAnswerInvite() {
  return useHomeAppMutation(
    ({ invite, answer }: { invite: Pick<MyInvite, 'id' | 'invitedType'>; answer: Answer }) =>
      answerInvite(invite, answer),
  );
}
