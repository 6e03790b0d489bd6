import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadAbortedError, useUploadLogo } from '@/features/brand-profile/api/upload-logo';
import { logoFileProblem, uploadFailureMessage } from './logo-rules';

interface LogoUploadOptions {
  /** The company whose logo it is. */
  partnerAccountId: string;
  /** The logo is stored: its url goes into the profile. */
  onUploaded(url: string): void;
  /** The file was refused or the upload failed: the logo field says why. */
  onProblem(message: string): void;
}

export interface LogoUploadState {
  /** Sent so far, 0 to 100, while uploading; null otherwise. */
  percent: number | null;
  /** The chosen file shown from the browser's memory while it uploads, so the preview need not wait. */
  localUrl: string | null;
  upload(file: File): void;
}

/**
 * One logo upload at a time: the file is checked here first, then a token is asked for and the
 * file sent with its progress. Leaving the page cancels an upload under way.
 */
export function useLogoUpload({
  partnerAccountId,
  onUploaded,
  onProblem,
}: LogoUploadOptions): LogoUploadState {
  const { t, i18n } = useTranslation();
  const send = useUploadLogo();
  const [percent, setPercent] = useState<number | null>(null);
  const [localUrl, setLocalUrl] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);
  useEffect(() => {
    if (localUrl === null) return;
    return () => URL.revokeObjectURL(localUrl);
  }, [localUrl]);

  const upload = useCallback(
    (file: File) => {
      const problem = logoFileProblem(t, file, i18n.language);
      if (problem !== null) {
        onProblem(problem);
        return;
      }
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setLocalUrl(URL.createObjectURL(file));
      setPercent(0);
      const done = () => {
        if (running.current !== controller) return false;
        running.current = null;
        setPercent(null);
        setLocalUrl(null);
        return true;
      };
      send.mutate(
        { partnerAccountId, file, onProgress: setPercent, signal: controller.signal },
        {
          onSuccess: (logo) => {
            if (done()) onUploaded(logo.url);
          },
          onError: (failure) => {
            const cancelled = failure instanceof UploadAbortedError || controller.signal.aborted;
            if (done() && !cancelled) onProblem(uploadFailureMessage(t, failure, i18n.language));
          },
        },
      );
    },
    [t, i18n.language, send, partnerAccountId, onUploaded, onProblem],
  );

  return { percent, localUrl, upload };
}
