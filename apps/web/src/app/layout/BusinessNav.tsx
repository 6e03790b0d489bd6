import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { EXTERNAL_NAV_LINKS } from '@/shared/config/links';
import { BRAND_PROFILE_PATH, CUSTOMERS_PATH, ISU_TEMPLATES_PATH } from '@/shared/config/paths';
import { leftNavVisibility } from '@/shared/lib/access-rules';
import { useFeatureFlags } from '@/shared/lib/feature-flags/use-feature-flags';
import { useViewerFacts } from '@/shared/lib/viewer/use-viewer-facts';
import { ExternalLink } from '@/shared/ui/ExternalLink';
import classes from './BusinessNav.module.css';

interface BusinessNavProps {
  /** Called when a link is followed, e.g. to close the narrow-screen menu. */
  onNavigate?: () => void;
}

/**
 * The left navigation of the business area (spec 000 §2 "Left navigation"): which entries show
 * is decided by leftNavVisibility from the viewer's roles, programs, market and flags.
 */
export function BusinessNav({ onNavigate }: BusinessNavProps) {
  const { t } = useTranslation();
  const { facts } = useViewerFacts();
  const { flags } = useFeatureFlags();
  const show = leftNavVisibility(facts, flags);

  // `end` keeps Company information from lighting up on the employee pages; an area whose inner
  // pages belong to its one entry (brand profile's new and view) passes false.
  const link = (to: string, label: string, sub = false, end = true) => (
    <li>
      <NavLink
        to={to}
        end={end}
        className={sub ? classes.subLink : classes.link}
        onClick={onNavigate}
      >
        {label}
      </NavLink>
    </li>
  );
  const group = (label: string, children: ReactNode) => (
    <li>
      <span className={classes.group}>{label}</span>
      <ul className={classes.list}>{children}</ul>
    </li>
  );

  return (
    <nav aria-label={t('leftNav.label')}>
      <ul className={classes.list}>
        {link('/mybusiness/home', t('leftNav.home'))}
        {show.customerAccounts &&
          group(
            t('leftNav.customerAccounts'),
            <>
              {link(CUSTOMERS_PATH, t('leftNav.customerList'), true)}
              {show.alertsDashboard &&
                link('/mybusiness/alerts/dashboard', t('leftNav.alertsDashboard'), true)}
            </>,
          )}
        {show.manageCompany &&
          group(
            t('leftNav.manageCompany'),
            <>
              {link('/mybusiness/company', t('leftNav.companyInformation'), true)}
              {link('/mybusiness/company/employees', t('leftNav.employees'), true)}
              {link(ISU_TEMPLATES_PATH, t('remoteSessions.templates.navLabel'), true)}
              {show.partners && link('/mybusiness/co-branding', t('leftNav.partners'), true, false)}
              {show.brandProfile &&
                link(BRAND_PROFILE_PATH, t('leftNav.brandProfile'), true, false)}
            </>,
          )}
        {show.servicesSubscriptions && (
          <li>
            <ExternalLink
              href={EXTERNAL_NAV_LINKS.servicesSubscriptions}
              className={classes.link}
              underline="never"
            >
              {t('leftNav.servicesSubscriptions')}
            </ExternalLink>
          </li>
        )}
        {show.businessIntelligence &&
          link('/mybusiness/business-intelligence', t('leftNav.businessIntelligence'))}
        {link('/mybusiness/training', t('leftNav.trainingSupport'))}
      </ul>
    </nav>
  );
}
