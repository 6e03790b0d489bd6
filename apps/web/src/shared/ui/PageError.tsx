import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DocumentTitle } from './DocumentTitle';

interface PageErrorProps {
  header?: string;
  content?: string;
}

const SIGN_OUT_PATH = '/sign-out';

// Full page loads on purpose: after an unexpected error the in-memory state is not trusted.
function reload() {
  window.location.reload();
}
function signOut() {
  window.location.assign(SIGN_OUT_PATH);
}

/**
 * The page-error screen: a header and content, with translated defaults. Outside production it
 * also offers the ways out a developer or tester needs: refresh, log out, and a sign-out link.
 */
export function PageError({ header, content }: PageErrorProps) {
  const { t } = useTranslation();
  const title = header ?? t('error.title');
  const showRecovery = import.meta.env.MODE !== 'production';

  return (
    <Stack gap="md" align="flex-start">
      <DocumentTitle title={title} />
      <Title order={1}>{title}</Title>
      <Text>{content ?? t('error.description')}</Text>
      {showRecovery && (
        <>
          <Group gap="sm">
            <Button onClick={reload}>{t('error.refresh')}</Button>
            <Button variant="default" onClick={signOut}>
              {t('error.logOut')}
            </Button>
          </Group>
          <Anchor href={SIGN_OUT_PATH}>{t('error.logOutLink')}</Anchor>
        </>
      )}
    </Stack>
  );
}
