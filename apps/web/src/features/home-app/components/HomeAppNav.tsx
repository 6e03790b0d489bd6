import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import classes from './HomeAppNav.module.css';
import { ACCOUNT_PATH, HOME_APP_PATH, INVITES_PATH, SIGN_IN_PATH, signOutTo } from './paths';

/** The homeowner's places: homes, invites, account, and signing out. */
export function HomeAppNav() {
  const { t } = useTranslation();
  const link = (to: string, label: string) => (
    <li>
      <NavLink to={to} end className={classes.link}>
        {label}
      </NavLink>
    </li>
  );
  return (
    <Group component="nav" aria-label={t('homeApp.nav.label')} justify="space-between">
      <ul className={classes.list}>
        {link(HOME_APP_PATH, t('homeApp.nav.homes'))}
        {link(INVITES_PATH, t('homeApp.nav.invites'))}
        {link(ACCOUNT_PATH, t('homeApp.nav.account'))}
      </ul>
      <button type="button" className={classes.link} onClick={() => signOutTo(SIGN_IN_PATH)}>
        {t('homeApp.nav.signOut')}
      </button>
    </Group>
  );
}
