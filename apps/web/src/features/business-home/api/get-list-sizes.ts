import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, type ResponseParser } from '@/shared/lib/api-client';
import { pageQuery } from '@/shared/lib/paging';

// Every list answers its size beside its first page; one row is all the home page asks for.
const totalCount: ResponseParser<number> = {
  parse: (data) => z.object({ totalCount: z.number() }).parse(data).totalCount,
};

function listSize(partnerAccountId: string, list: string, signal: AbortSignal) {
  const path = `/api/v1/proAccounts/${encodeURIComponent(partnerAccountId)}/${list}`;
  return apiRequest(`${path}?${pageQuery({ after: undefined }, 1)}`, totalCount, { signal });
}

/**
 * How many customers the company has. Under the customer screens' ['customers', id] key, so
 * adding or deleting a customer there refreshes it.
 */
export function useCustomerCount(partnerAccountId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['customers', partnerAccountId, 'count'],
    queryFn: ({ signal }) => listSize(partnerAccountId, 'customers', signal),
    enabled,
  });
}

/**
 * How many people the company has beyond its first member: the other members and every invite
 * sent. Under the employee screens' ['employees', id] key, which the realtime client refreshes.
 */
export function useTeamGrowth(partnerAccountId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['employees', partnerAccountId, 'count'],
    queryFn: async ({ signal }) => {
      const [members, invites] = await Promise.all([
        listSize(partnerAccountId, 'employees', signal),
        listSize(partnerAccountId, 'employeeInvites', signal),
      ]);
      return members - 1 + invites;
    },
    enabled,
  });
}
