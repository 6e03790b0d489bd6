import { Button } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EXTERNAL_NAV_LINKS } from '@/shared/config/links';
import { BRAND_PROFILE_PATH } from '@/shared/config/paths';
import { UnavailablePage } from '@/shared/ui/UnavailablePage';
import { useFocusHeadingOnShow } from './focus-heading';

interface SetupFailedPageProps {
  /** The viewer may buy services (owner or admin, the store open in their market). */
  canBuyServices: boolean;
  onTryAgain(): void;
}

/**
 * The setup-failed page (spec 000 §4): the purchase did not reach the account while the pending
 * page waited. Go to services (the store, or where the portal presents its services to those
 * who cannot open the store), or try again.
 */
export function SetupFailedPage({ canBuyServices, onTryAgain }: SetupFailedPageProps) {
  const { t } = useTranslation();
  const page = useRef<HTMLDivElement>(null);
  useFocusHeadingOnShow(page);
  const goToServices = canBuyServices ? (
    <Button component="a" href={EXTERNAL_NAV_LINKS.servicesSubscriptions}>
      {t('serviceSetup.failed.goToServices')}
    </Button>
  ) : (
    <Button component={Link} to={BRAND_PROFILE_PATH}>
      {t('serviceSetup.failed.goToServices')}
    </Button>
  );
  return (
    <div ref={page}>
      <UnavailablePage
        title={t('serviceSetup.failed.title')}
        description={t('serviceSetup.failed.description')}
        actions={
          <>
            {goToServices}
            <Button variant="default" onClick={onTryAgain}>
              {t('serviceSetup.failed.tryAgain')}
            </Button>
          </>
        }
      />
    </div>
  );
}
