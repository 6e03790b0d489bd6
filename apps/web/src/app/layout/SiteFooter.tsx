import { Text } from '@mantine/core';
import type { Market } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { LEGAL_LINKS } from '@/shared/config/links';
import { useMarket } from '@/shared/lib/feature-flags/use-feature-flags';
import { termsUrl } from '@/shared/lib/terms-link';
import { ExternalLink } from '@/shared/ui/ExternalLink';
import classes from './SiteFooter.module.css';

type LegalLinkKey = 'companySite' | 'brandSite' | 'privacyPolicy' | 'terms' | 'orderFaq';

function legalLinks(
  browserLanguage: string,
  market: Market,
): ReadonlyArray<{ key: LegalLinkKey; href: string }> {
  return [
    { key: 'companySite', href: LEGAL_LINKS.companySite },
    { key: 'brandSite', href: LEGAL_LINKS.brandSite },
    { key: 'privacyPolicy', href: LEGAL_LINKS.privacyPolicy },
    { key: 'terms', href: termsUrl(browserLanguage, market) },
    { key: 'orderFaq', href: LEGAL_LINKS.orderFaq },
  ];
}

export function SiteFooter() {
  const { t } = useTranslation();
  const market = useMarket();
  return (
    <footer className={classes.footer}>
      <nav aria-label={t('footer.legalNav')}>
        <ul className={classes.links}>
          {legalLinks(navigator.language, market).map(({ key, href }) => (
            <li key={key}>
              <ExternalLink href={href} size="sm">
                {t(`footer.links.${key}`)}
              </ExternalLink>
            </li>
          ))}
        </ul>
      </nav>
      <Text size="sm">{t('footer.copyright', { year: new Date().getFullYear() })}</Text>
    </footer>
  );
}
