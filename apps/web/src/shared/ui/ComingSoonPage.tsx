import { Badge, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DocumentTitle } from './DocumentTitle';

interface ComingSoonPageProps {
  /** The screen's translated title. */
  title: string;
}

/** Stands in for a screen a later issue builds: its title and a plain notice, never sample data. */
export function ComingSoonPage({ title }: ComingSoonPageProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" align="flex-start">
      <DocumentTitle title={title} />
      <Title order={1}>{title}</Title>
      <Paper withBorder p="md" radius="md" w="100%">
        <Stack gap="xs" align="flex-start">
          <Badge variant="filled" size="lg">
            {t('comingSoon.badge')}
          </Badge>
          <Text>{t('comingSoon.notice')}</Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
