import { Button, Group } from '@mantine/core';
import { type CompanyApplication, hasPermission } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCompany } from '@/features/company/api/get-company';
import { useUpdateCompany } from '@/features/company/api/update-company';
import { CompanyDetails } from '@/features/company/components/CompanyDetails';
import { toastSuccess } from '@/shared/lib/toasts';
import { useViewerFacts } from '@/shared/lib/viewer/use-viewer-facts';
import { ApplicationForm } from '@/shared/ui/company-form/ApplicationForm';
import { valuesFromAccount } from '@/shared/ui/company-form/application-values';
import { submitProblem } from '@/shared/ui/company-form/submit-error';
import { LoadError } from '@/shared/ui/LoadError';
import { NoAccessPage } from '@/shared/ui/NoAccessPage';
import { NotFoundPage } from '@/shared/ui/NotFoundPage';
import { PageFrame } from '@/shared/ui/PageFrame';
import { PageLoader } from '@/shared/ui/PageLoader';

function CompanyInformation({
  partnerAccountId,
  canEdit,
}: {
  partnerAccountId: string;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const company = useCompany(partnerAccountId);
  const update = useUpdateCompany();
  const [editing, setEditing] = useState(false);
  const title = t('routes.companyInfo');

  if (company.isPending) return <PageLoader />;
  if (company.isError) {
    return (
      <PageFrame title={title}>
        <LoadError onRetry={() => void company.refetch()} />
      </PageFrame>
    );
  }

  if (company.data === null) return <NoAccessPage />;
  const account = company.data;

  const save = async (application: CompanyApplication) => {
    try {
      await update.mutateAsync({ partnerAccountId, company: application });
    } catch (failure) {
      return submitProblem(t, failure);
    }
    toastSuccess(t('companyInfo.saved'));
    setEditing(false);
    return null;
  };

  return (
    <PageFrame
      title={title}
      actions={
        canEdit &&
        !editing && (
          <Group>
            <Button onClick={() => setEditing(true)}>{t('companyInfo.edit')}</Button>
          </Group>
        )
      }
    >
      {editing ? (
        <>
          <ApplicationForm
            initialValues={valuesFromAccount(account)}
            submitLabel={t('companyInfo.save')}
            onSubmit={save}
          />
          <Group>
            <Button variant="default" onClick={() => setEditing(false)}>
              {t('employees.cancel')}
            </Button>
          </Group>
        </>
      ) : (
        <CompanyDetails company={account} />
      )}
    </PageFrame>
  );
}

/**
 * /mybusiness/company: the company's information. The company area's guard lets only owners and
 * admins in (spec 000 §2, company/* needs permissions); company:update edits it with the
 * application form. Any other path of the company
 * area that no route claims is not found.
 */
export function CompanyInfoRoute() {
  const { facts } = useViewerFacts();
  const { '*': rest = '' } = useParams();
  if (rest !== '') return <NotFoundPage />;
  if (facts.partnerAccountId === undefined || !hasPermission(facts.roles, 'company:read')) {
    return <NoAccessPage />;
  }
  return (
    <CompanyInformation
      partnerAccountId={facts.partnerAccountId}
      canEdit={hasPermission(facts.roles, 'company:update')}
    />
  );
}
