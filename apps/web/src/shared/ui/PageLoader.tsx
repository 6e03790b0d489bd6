import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Centred loader for a page whose code or data is still on its way. */
export function PageLoader() {
  const { t } = useTranslation('blueprint');
  return (
    <Center mih="50vh" role="status">
      <Loader aria-hidden />
      <VisuallyHidden>{t('loader.label')}</VisuallyHidden>
    </Center>
  );
}
