import { Anchor, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { useCreateApplication } from '@/features/company-application/api/create-application';
import { ApplicationPage } from '@/features/company-application/components/ApplicationPage';
import { CompanyMatchesNotice } from '@/features/company-application/components/CompanyMatchesNotice';
import { FALLBACK_LANDING_PATH } from '@/shared/config/constants';
import { APPLICATION_STATUS_PATH, JOIN_COMPANY_PATH } from '@/shared/lib/auth/redirect-order';
import { VIEWER_QUERY_KEY } from '@/shared/lib/viewer/query-keys';
import { useViewerFacts } from '@/shared/lib/viewer/use-viewer-facts';
import { ApplicationForm } from '@/shared/ui/company-form/ApplicationForm';
import { EMPTY_APPLICATION } from '@/shared/ui/company-form/application-values';
import { submitProblem } from '@/shared/ui/company-form/submit-error';

/**
 * /company/application: a user without a company applies with one. Who already has a partner
 * account, or whose request to join was rejected, goes to /mybusiness/home (spec 000 §2).
 */
export function CompanyApplicationRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { facts } = useViewerFacts();
  const create = useCreateApplication();

  if (facts.partnerUsersLength > 0 || facts.inviteStatus === 'REJECTED') {
    return <Navigate to={FALLBACK_LANDING_PATH} replace />;
  }

  const submit = async (application: Parameters<typeof create.mutateAsync>[0]) => {
    try {
      await create.mutateAsync(application);
    } catch (failure) {
      return submitProblem(t, failure);
    }
    // The viewer now belongs to a pending company; the guard must see that before the move.
    await queryClient.refetchQueries({ queryKey: VIEWER_QUERY_KEY, exact: true });
    navigate(APPLICATION_STATUS_PATH);
    return null;
  };

  return (
    <ApplicationPage title={t('routes.companyApplication')} intro={t('companyApplication.intro')}>
      <Text>
        {t('companyApplication.joinInstead')}{' '}
        <Anchor component={Link} to={JOIN_COMPANY_PATH}>
          {t('companyApplication.joinLink')}
        </Anchor>
      </Text>
      <ApplicationForm
        initialValues={EMPTY_APPLICATION}
        submitLabel={t('companyApplication.submit')}
        onSubmit={submit}
        nameHint={(name, countryCode) => (
          <CompanyMatchesNotice name={name} countryCode={countryCode} />
        )}
      />
    </ApplicationPage>
  );
}
