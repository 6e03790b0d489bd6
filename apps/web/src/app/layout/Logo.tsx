import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PORTAL_NAME } from '@/shared/config/brand';
import classes from './Logo.module.css';

function LogoMark() {
  return (
    <svg aria-hidden="true" className={classes.mark} viewBox="0 0 32 32">
      <rect width="32" height="32" rx="6" fill="currentColor" />
      <path d="M6 17 16 8l10 9v8a1 1 0 0 1-1 1h-6v-6h-6v6H7a1 1 0 0 1-1-1z" fill="#fff" />
    </svg>
  );
}

/**
 * The portal's mark and name; a link home (the homeowner area's own home there) unless the
 * screen offers no way into the portal.
 */
export function Logo({ linked = true, to = '/' }: { linked?: boolean; to?: string }) {
  const { t } = useTranslation();
  const content = (
    <>
      <LogoMark />
      <span className={classes.name}>{PORTAL_NAME}</span>
    </>
  );
  if (!linked) {
    return <span className={classes.logo}>{content}</span>;
  }
  return (
    <Link to={to} className={classes.logo} aria-label={t('header.homeLink')}>
      {content}
    </Link>
  );
}
