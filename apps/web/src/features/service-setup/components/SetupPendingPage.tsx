import { Loader, Stack, Text } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/shared/ui/PageFrame';
import { useFocusHeadingOnShow } from './focus-heading';

/**
 * The setup-pending page (spec 000 §2, §4): back from the online store, the purchase is on its
 * way to the account; the page says so while the account is asked for again.
 */
export function SetupPendingPage() {
  const { t } = useTranslation();
  const page = useRef<HTMLDivElement>(null);
  useFocusHeadingOnShow(page);
  return (
    <div ref={page}>
      <PageFrame title={t('serviceSetup.pending.title')}>
        <Stack gap="md" maw="40rem" align="flex-start">
          <Stack gap="sm" align="center" role="status" aria-live="polite">
            <Loader aria-hidden />
            <Text>{t('serviceSetup.pending.status')}</Text>
          </Stack>
          <Text>{t('serviceSetup.pending.next')}</Text>
        </Stack>
      </PageFrame>
    </div>
  );
}
