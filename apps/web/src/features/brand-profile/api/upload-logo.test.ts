import type { ImageUploadToken } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/lib/api-client';
import { sendLogo, UploadAbortedError } from './upload-logo';

const ACCOUNT = '6f1c2b3a-0000-4000-8000-000000000002';
const TOKEN: ImageUploadToken = {
  token: '6f1c2b3a-0000-4000-8000-0000000000d1',
  expire: 1_900_000_000,
  signature: 'a'.repeat(64),
  uploadUrl: '/api/v1/files/upload',
};

interface Sent {
  method: string;
  url: string;
  body: FormData;
}

/**
 * The browser's XMLHttpRequest as far as sendLogo uses it: it reports the given upload progress,
 * then the server's refusal (`status`, `body`), or nothing at all when `status` is null.
 */
function fakeXhr(progress: [number, number][], status: number | null, body: unknown) {
  const sent: Sent[] = [];
  class FakeXhr extends EventTarget {
    readonly upload = new EventTarget();
    status = 0;
    statusText = '';
    responseText = '';
    private method = '';
    private url = '';
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader() {}
    abort() {
      this.dispatchEvent(new Event('abort'));
    }
    send(form: FormData) {
      sent.push({ method: this.method, url: this.url, body: form });
      queueMicrotask(() => {
        for (const [loaded, total] of progress) {
          this.upload.dispatchEvent(
            new ProgressEvent('progress', { lengthComputable: true, loaded, total }),
          );
        }
        if (status === null) return;
        this.status = status;
        this.statusText = 'Bad Request';
        this.responseText = JSON.stringify(body);
        this.dispatchEvent(new Event('load'));
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

const file = new File([new Uint8Array(10)], 'brightline.png', { type: 'image/png' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sendLogo', () => {
  it('posts the file with the signed parameters and reports the progress as percent', async () => {
    const sent = fakeXhr(
      [
        [0, 800],
        [300, 800],
        [800, 800],
      ],
      400,
      {
        statusCode: 400,
        error: 'Bad Request',
        message: 'file: not a PNG, JPEG, SVG or WebP image',
        fields: [{ field: 'file', message: 'not a PNG, JPEG, SVG or WebP image' }],
      },
    );
    const progress: number[] = [];
    const failure = await sendLogo(TOKEN, {
      partnerAccountId: ACCOUNT,
      file,
      onProgress: (p) => progress.push(p),
    }).catch((error: unknown) => error);

    expect(progress).toEqual([0, 38, 100]);
    expect(sent).toHaveLength(1);
    const [request] = sent;
    if (request === undefined) throw new Error('nothing was sent');
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/v1/files/upload');
    expect(request.body.get('token')).toBe(TOKEN.token);
    expect(request.body.get('expire')).toBe('1900000000');
    expect(request.body.get('signature')).toBe(TOKEN.signature);
    expect(request.body.get('fileName')).toBe('brightline.png');
    expect((request.body.get('file') as File).name).toBe('brightline.png');

    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).statusCode).toBe(400);
    expect((failure as ApiError).fields).toEqual([
      { field: 'file', message: 'not a PNG, JPEG, SVG or WebP image' },
    ]);
  });

  it('turns an answer that is not our error body into an ApiError with its status', async () => {
    fakeXhr([], 502, 'not json');
    const failure = await sendLogo(TOKEN, {
      partnerAccountId: ACCOUNT,
      file,
      onProgress: () => {},
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).statusCode).toBe(502);
  });

  it('is cancelled when its signal aborts', async () => {
    fakeXhr([[10, 800]], null, undefined);
    const controller = new AbortController();
    const sending = sendLogo(TOKEN, {
      partnerAccountId: ACCOUNT,
      file,
      onProgress: () => {},
      signal: controller.signal,
    });
    controller.abort();
    await expect(sending).rejects.toBeInstanceOf(UploadAbortedError);
  });
});
