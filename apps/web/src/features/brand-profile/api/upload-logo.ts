import { type ImageUploadToken, UploadedLogo } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { toApiError } from '@/shared/lib/api-client';
import { getUploadToken } from './get-upload-token';

export interface LogoUpload {
  /** The company whose logo it is. */
  partnerAccountId: string;
  file: File;
  /** Called as the bytes go out, with the share sent so far (0 to 100). */
  onProgress(percent: number): void;
  signal?: AbortSignal;
}

/** Thrown when the upload was cancelled (the page was left), so no error is shown for it. */
export class UploadAbortedError extends Error {
  constructor() {
    super('The upload was cancelled');
    this.name = 'UploadAbortedError';
  }
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * POST the file as multipart to the token's uploadUrl with the token's signed parameters. Sent
 * with XMLHttpRequest rather than fetch because only it reports upload progress, which a logo
 * on a slow line needs. No bearer: the token's signature authorises the upload, once. A refusal
 * throws ApiError like every other call.
 */
export function sendLogo(
  token: ImageUploadToken,
  { file, onProgress, signal }: LogoUpload,
): Promise<UploadedLogo> {
  const body = new FormData();
  body.set('token', token.token);
  body.set('expire', String(token.expire));
  body.set('signature', token.signature);
  body.set('fileName', file.name);
  body.set('file', file);

  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', token.uploadUrl);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress(Math.round((event.loaded / event.total) * 100));
      }
    });
    request.addEventListener('load', () => {
      const answer = parsed(request.responseText);
      if (request.status < 200 || request.status >= 300) {
        reject(toApiError(request.status, request.statusText, answer));
        return;
      }
      const logo = UploadedLogo.safeParse(answer);
      if (logo.success) resolve(logo.data);
      else reject(logo.error);
    });
    request.addEventListener('error', () => reject(new TypeError('The upload failed')));
    request.addEventListener('abort', () => reject(new UploadAbortedError()));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}

/** A new upload token, then the file sent with it: the stored logo, whose url the profile keeps. */
export async function uploadLogo(upload: LogoUpload): Promise<UploadedLogo> {
  const token = await getUploadToken(upload.partnerAccountId, upload.signal);
  if (upload.signal?.aborted) throw new UploadAbortedError();
  return sendLogo(token, upload);
}

export function useUploadLogo() {
  return useMutation({ mutationFn: uploadLogo });
}
