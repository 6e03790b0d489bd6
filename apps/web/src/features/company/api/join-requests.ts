import { AddRequestConnection, type PartnerRole } from '@portal/contracts';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';
import { proNotificationsQueryKey } from '@/shared/lib/notifications/get-notifications';
import { type PageRequest, pageQuery } from '@/shared/lib/paging';
import { accountPath, employeesQueryKey, joinRequestsQueryKey } from './query-keys';

const REQUESTED = 'REQUESTED';

/** GET /api/v1/proAccounts/{id}/addRequests?filterBy=REQUESTED: requests waiting for an answer. */
export function getJoinRequests(
  partnerAccountId: string,
  after: string | undefined,
  signal?: AbortSignal,
) {
  const page: PageRequest = { after, filterBy: REQUESTED };
  return apiRequest(
    `${accountPath(partnerAccountId)}/addRequests?${pageQuery(page)}`,
    AddRequestConnection,
    signal ? { signal } : {},
  );
}

export function joinRequestsQueryOptions(partnerAccountId: string, after: string | undefined) {
  return queryOptions({
    queryKey: [...joinRequestsQueryKey(partnerAccountId), REQUESTED, after],
    queryFn: ({ signal }) => getJoinRequests(partnerAccountId, after, signal),
    placeholderData: keepPreviousData,
  });
}

export function useJoinRequests(partnerAccountId: string, after: string | undefined) {
  return useQuery(joinRequestsQueryOptions(partnerAccountId, after));
}

export type JoinAnswer = { inviteId: string } & (
  | { decision: 'accept'; role: PartnerRole }
  | { decision: 'reject' }
);

/** The empty or ignored answer of accept and reject: the lists are fetched again anyway. */
const Ignored = { parse: (): null => null };

/**
 * PUT .../addRequests/{inviteId}/accept with the new member's roles, or .../reject. Either way
 * the request leaves the list and the bell, and an accepted one joins the employees.
 */
export function answerJoinRequest(partnerAccountId: string, answer: JoinAnswer) {
  const path = `${accountPath(partnerAccountId)}/addRequests/${encodeURIComponent(answer.inviteId)}/${answer.decision}`;
  return apiRequest(path, Ignored, {
    method: 'PUT',
    ...(answer.decision === 'accept' ? { body: { roles: [answer.role] } } : {}),
  });
}

export function useAnswerJoinRequest(partnerAccountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: JoinAnswer) => answerJoinRequest(partnerAccountId, answer),
    onSuccess: () =>
      Promise.all(
        [joinRequestsQueryKey, employeesQueryKey, proNotificationsQueryKey].map((key) =>
          queryClient.invalidateQueries({ queryKey: key(partnerAccountId) }),
        ),
      ),
  });
}
