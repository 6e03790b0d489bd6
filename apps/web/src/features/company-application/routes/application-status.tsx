import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProAccounts } from '@/features/company-application/api/get-pro-accounts';
import { ApplicationPage } from '@/features/company-application/components/ApplicationPage';
import { FALLBACK_LANDING_PATH } from '@/shared/config/constants';
import {
  APPLICATION_UPDATE_PATH,
  COMPANY_APPLICATION_PATH,
} from '@/shared/lib/auth/redirect-order';
import { useViewerFacts } from '@/shared/lib/viewer/use-viewer-facts';

type StatusKey = 'PENDING' | 'INACTIVE' | 'ARCHIVED' | 'ACTIVE' | 'REQUESTED' | 'REJECTED' | 'none';

/**
 * /company/application/status: where the application stands. The company's status decides;
 * a user without a company sees their join request's status (issue 5 supplies it).
 */
export function ApplicationStatusRoute() {
  const { t } = useTranslation();
  const { data: viewer, facts } = useViewerFacts();
  const company = viewer?.partnerUsers[0]?.partnerAccount.name ?? '';
  // The reviewer's note explains a rejection or an archive; only a member's own companies list it.
  const decided = facts.accountStatus === 'INACTIVE' || facts.accountStatus === 'ARCHIVED';
  const accounts = useProAccounts({ enabled: decided });
  const reviewNote = accounts.data?.nodes.find(
    (node) => node.id === facts.partnerAccountId,
  )?.reviewNote;
  const key: StatusKey =
    facts.accountStatus ??
    (facts.inviteStatus === 'REQUESTED' || facts.inviteStatus === 'REJECTED'
      ? facts.inviteStatus
      : 'none');

  return (
    <ApplicationPage title={t('routes.applicationStatus')}>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="sm" align="flex-start">
          <Title order={2} size="h3">
            {t(`applicationStatus.${key}.title`)}
          </Title>
          {key === 'none' ? (
            <>
              <Text>{t('applicationStatus.none.body')}</Text>
              <Button component={Link} to={COMPANY_APPLICATION_PATH}>
                {t('applicationStatus.none.apply')}
              </Button>
            </>
          ) : (
            <Text>{t(`applicationStatus.${key}.body`, { company })}</Text>
          )}
          {decided && reviewNote && (
            <Text fs="italic">{t('applicationStatus.reviewNote', { note: reviewNote })}</Text>
          )}
          {key === 'INACTIVE' && (
            <Button component={Link} to={APPLICATION_UPDATE_PATH}>
              {t('applicationStatus.INACTIVE.update')}
            </Button>
          )}
          {key === 'ACTIVE' && (
            <Button component={Link} to={FALLBACK_LANDING_PATH}>
              {t('applicationStatus.ACTIVE.home')}
            </Button>
          )}
        </Stack>
      </Paper>
    </ApplicationPage>
  );
}
