import { Enrollment, type EnrollmentCreate } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';
import { ENROLLMENTS_QUERY_KEY } from './get-company-enrollments';

/** How an administrator ends an ACTIVE enrollment: the company cancelled, or the provider did. */
export type EnrollmentEnding = 'cancel' | 'deactivate';

interface EndEnrollmentInput {
  companyId: string;
  offering: Enrollment['offering'];
  ending: EnrollmentEnding;
}

const enrollmentsPath = (companyId: string) =>
  `/api/v1/companies/${encodeURIComponent(companyId)}/enrollments`;

/** POST /api/v1/companies/{id}/enrollments: enrolls the company in a catalogue product's programme. */
export function createEnrollment(companyId: string, body: EnrollmentCreate): Promise<Enrollment> {
  return apiRequest(enrollmentsPath(companyId), Enrollment, { method: 'POST', body });
}

/** PUT /api/v1/companies/{id}/enrollments/{offering}/cancel (CANCELLED) or /deactivate (EXPIRED). */
export function endEnrollment({ companyId, offering, ending }: EndEnrollmentInput) {
  return apiRequest(`${enrollmentsPath(companyId)}/${offering}/${ending}`, Enrollment, {
    method: 'PUT',
  });
}

/**
 * After a change, and after a refusal too (a 409 means the list on screen was out of date): the
 * enrollment lists and counts ask again. Nothing else on the admin pages shows enrollments.
 */
function useRefreshEnrollments() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ENROLLMENTS_QUERY_KEY });
}

export function useCreateEnrollment(companyId: string) {
  const refresh = useRefreshEnrollments();
  return useMutation({
    mutationFn: (body: EnrollmentCreate) => createEnrollment(companyId, body),
    onSettled: refresh,
  });
}

export function useEndEnrollment() {
  const refresh = useRefreshEnrollments();
  return useMutation({ mutationFn: endEnrollment, onSettled: refresh });
}
