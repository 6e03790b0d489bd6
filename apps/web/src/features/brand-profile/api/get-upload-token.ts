import { ImageUploadToken } from '@portal/contracts';
import { apiRequest } from '@/shared/lib/api-client';

/**
 * GET /api/v1/proUsers/my/tokens/imagekit: single-use signed parameters for one logo upload for
 * the company. Asked for right before each upload, never cached: a token serves once and soon
 * expires.
 */
export function getUploadToken(
  partnerAccountId: string,
  signal?: AbortSignal,
): Promise<ImageUploadToken> {
  const query = new URLSearchParams({ partnerAccountId });
  return apiRequest(
    `/api/v1/proUsers/my/tokens/imagekit?${query}`,
    ImageUploadToken,
    signal ? { signal } : {},
  );
}
