import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMe } from '@/features/home-app/api/get-me';
import { AccountForm } from '@/features/home-app/components/AccountForm';
import { DeleteAccount } from '@/features/home-app/components/DeleteAccount';
import { LoadError } from '@/shared/ui/LoadError';
import { PageFrame } from '@/shared/ui/PageFrame';
import { PageLoader } from '@/shared/ui/PageLoader';
import { TitledSection } from '@/shared/ui/TitledSection';

/** /home-app/account: the homeowner's name and language, and deleting the account. */
export function AccountRoute() {
  const { t } = useTranslation();
  const me = useMe();
  return (
    <PageFrame title={t('homeApp.account.title')}>
      {me.isPending ? (
        <PageLoader />
      ) : me.isError ? (
        <LoadError onRetry={() => void me.refetch()} />
      ) : (
        <>
          <TitledSection title={t('homeApp.account.detailsTitle')}>
            <Text>{t('homeApp.account.email', { email: me.data.email })}</Text>
            <AccountForm user={me.data} />
          </TitledSection>
          <TitledSection title={t('homeApp.account.deleteSectionTitle')}>
            <DeleteAccount />
          </TitledSection>
        </>
      )}
    </PageFrame>
  );
}
