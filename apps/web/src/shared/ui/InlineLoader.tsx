import { Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A small loader in the place of one part of a page (a section, a chart) while its data loads. */
export function InlineLoader() {
  const { t } = useTranslation('blueprint');
  return (
    <Group gap="xs" py="xs" role="status">
      <Loader size="sm" aria-hidden />
      <Text size="sm">{t('loader.label')}</Text>
    </Group>
  );
}
