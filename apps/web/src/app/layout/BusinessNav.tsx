import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import classes from './BusinessNav.module.css';

interface BusinessNavProps {
  /** Called when a link is followed, e.g. to close the narrow-screen menu. */
  onNavigate?: () => void;
}

/**
 * The left navigation of the business area (spec 000 §2). It holds the entries every member
 * sees; the ones behind roles, markets and feature flags arrive with the issues that decide them.
 */
export function BusinessNav({ onNavigate }: BusinessNavProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('leftNav.label')}>
      <ul className={classes.list}>
        <li>
          <NavLink to="/mybusiness/home" className={classes.link} onClick={onNavigate}>
            {t('leftNav.home')}
          </NavLink>
        </li>
        <li>
          <span className={classes.group}>{t('leftNav.customerAccounts')}</span>
          <ul className={classes.list}>
            <li>
              <NavLink to="/mybusiness/customers" className={classes.subLink} onClick={onNavigate}>
                {t('leftNav.customerList')}
              </NavLink>
            </li>
          </ul>
        </li>
        <li>
          <NavLink to="/mybusiness/training" className={classes.link} onClick={onNavigate}>
            {t('leftNav.trainingSupport')}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
