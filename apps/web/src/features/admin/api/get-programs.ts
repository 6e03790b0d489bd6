import { PartnerProgramList } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';

/** GET /api/v1/core/programs: the programmes of the catalogue (two; not paged). */
export function getPrograms(signal?: AbortSignal) {
  return apiRequest('/api/v1/core/programs', PartnerProgramList, signal ? { signal } : {});
}

export function usePrograms() {
  return useQuery({
    queryKey: ['admin', 'programs'],
    queryFn: ({ signal }) => getPrograms(signal),
    // The catalogue's programmes change with a release, not while a page is open.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
