import { Button, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  PRO_ACCOUNTS_QUERY_KEY,
  useProAccounts,
} from '@/features/company-application/api/get-pro-accounts';
import { useUpdateApplication } from '@/features/company-application/api/update-application';
import { ApplicationPage } from '@/features/company-application/components/ApplicationPage';
import {
  APPLICATION_STATUS_PATH,
  COMPANY_APPLICATION_PATH,
} from '@/shared/lib/auth/redirect-order';
import { VIEWER_QUERY_KEY } from '@/shared/lib/viewer/query-keys';
import { ApplicationForm } from '@/shared/ui/company-form/ApplicationForm';
import { valuesFromAccount } from '@/shared/ui/company-form/application-values';
import { submitProblem } from '@/shared/ui/company-form/submit-error';
import { LoadError } from '@/shared/ui/LoadError';
import { PageLoader } from '@/shared/ui/PageLoader';

/** /company/application/update: the owner corrects the application and submits it again. */
export function ApplicationUpdateRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const accounts = useProAccounts();
  const update = useUpdateApplication();
  const title = t('routes.applicationUpdate');

  if (accounts.isPending) {
    return <PageLoader />;
  }
  if (accounts.isError) {
    return (
      <ApplicationPage title={title}>
        <LoadError onRetry={() => void accounts.refetch()} />
      </ApplicationPage>
    );
  }
  const account = accounts.data.nodes[0];
  if (account === undefined) {
    return (
      <ApplicationPage title={title}>
        <Text>{t('companyApplication.noApplication')}</Text>
        <Button component={Link} to={COMPANY_APPLICATION_PATH} w="fit-content">
          {t('companyApplication.apply')}
        </Button>
      </ApplicationPage>
    );
  }

  const submit = async (application: Parameters<typeof update.mutateAsync>[0]['application']) => {
    try {
      await update.mutateAsync({ partnerAccountId: account.id, application });
    } catch (failure) {
      return submitProblem(t, failure);
    }
    await Promise.all([
      queryClient.refetchQueries({ queryKey: VIEWER_QUERY_KEY, exact: true }),
      queryClient.invalidateQueries({ queryKey: PRO_ACCOUNTS_QUERY_KEY }),
    ]);
    navigate(APPLICATION_STATUS_PATH);
    return null;
  };

  return (
    <ApplicationPage title={title} intro={t('companyApplication.updateIntro')}>
      <ApplicationForm
        key={account.id}
        initialValues={valuesFromAccount(account)}
        submitLabel={t('companyApplication.resubmit')}
        onSubmit={submit}
      />
    </ApplicationPage>
  );
}
