import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';

const noContent = { parse: () => undefined };

/** PUT /api/v1/proUsers/my/verifications/send: mails another verification link (204). */
export function sendVerificationEmail(): Promise<void> {
  return apiRequest('/api/v1/proUsers/my/verifications/send', noContent, { method: 'PUT' });
}

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail });
}
