import { Button, FileButton, Group, Input, Progress, Stack, Text } from '@mantine/core';
import { LOGO_CONTENT_TYPES, LOGO_MAX_BYTES } from '@portal/contracts';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { readableSize } from '@/shared/lib/file-size';
import type { LogoUploadState } from './use-logo-upload';

interface LogoFieldProps {
  /** The stored logo's url, or null for none. */
  logo: string | null;
  upload: LogoUploadState;
  error: string | undefined;
  onRemove(): void;
}

/**
 * The logo: choose a file (a button, so the keyboard reaches it), watch it upload, or remove the
 * logo. The label, the accepted files and any problem are tied to the buttons for screen readers.
 */
export function LogoField({ logo, upload, error, onRemove }: LogoFieldProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const resetInput = useRef<() => void>(null);
  const uploading = upload.percent !== null;
  const described = [`${id}-description`, error === undefined ? null : `${id}-error`]
    .filter(Boolean)
    .join(' ');

  return (
    <Stack gap={6} role="group" aria-labelledby={`${id}-label`}>
      <Input.Label labelElement="div" id={`${id}-label`}>
        {t('brandProfile.logo.label')}
      </Input.Label>
      <Input.Description id={`${id}-description`}>
        {t('brandProfile.logo.description', { max: readableSize(LOGO_MAX_BYTES, i18n.language) })}
      </Input.Description>
      <Group gap="sm">
        <FileButton
          accept={LOGO_CONTENT_TYPES.join(',')}
          resetRef={resetInput}
          disabled={uploading}
          onChange={(file) => {
            // The same file may be chosen again after a failure.
            resetInput.current?.();
            if (file) upload.upload(file);
          }}
        >
          {(props) => (
            <Button {...props} variant="default" disabled={uploading} aria-describedby={described}>
              {logo === null ? t('brandProfile.logo.choose') : t('brandProfile.logo.replace')}
            </Button>
          )}
        </FileButton>
        {logo !== null && !uploading && (
          <Button variant="subtle" color="red" onClick={onRemove}>
            {t('brandProfile.logo.remove')}
          </Button>
        )}
      </Group>
      {uploading && (
        <Stack gap={4} maw="20rem">
          <Progress value={upload.percent ?? 0} aria-label={t('brandProfile.logo.progressLabel')} />
          <Text size="sm">{t('brandProfile.logo.uploading', { percent: upload.percent })}</Text>
        </Stack>
      )}
      {error !== undefined && (
        <Input.Error id={`${id}-error`} role="alert">
          {error}
        </Input.Error>
      )}
    </Stack>
  );
}
