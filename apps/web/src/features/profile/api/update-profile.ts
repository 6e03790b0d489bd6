import { type ProfileUpdate, Viewer } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';
import { VIEWER_QUERY_KEY } from '@/shared/lib/viewer/query-keys';

/** PUT /api/v1/proUsers/my: changes the viewer's own profile; answers the new viewer. */
export function updateProfile(update: ProfileUpdate): Promise<Viewer> {
  return apiRequest('/api/v1/proUsers/my', Viewer, { method: 'PUT', body: update });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    // The answer is the viewer itself: every screen sees the change without another request.
    onSuccess: (viewer) => queryClient.setQueryData(VIEWER_QUERY_KEY, viewer),
  });
}
