import { ImageUploadToken } from '@portal/contracts';
import { apiRequest } from '@/shared/lib/api-client';

/**
 * GET /api/v1/proUsers/my/tokens/imagekit: single-use signed parameters for one logo upload.
 * Asked for right before each upload, never cached: a token serves once and soon expires.
 */
export function getUploadToken(signal?: AbortSignal): Promise<ImageUploadToken> {
  return apiRequest(
    '/api/v1/proUsers/my/tokens/imagekit',
    ImageUploadToken,
    signal ? { signal } : {},
  );
}
