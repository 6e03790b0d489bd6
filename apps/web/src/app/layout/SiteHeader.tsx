import { Anchor, Burger, Drawer, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { BusinessNav } from './BusinessNav';
import { LanguageSelect } from './LanguageSelect';
import { Logo } from './Logo';
import { isBusinessArea, usesReducedHeader } from './layout-rules';
import { PrimaryNav } from './PrimaryNav';
import classes from './SiteHeader.module.css';

const MOBILE_MENU_ID = 'mobile-menu';

export function SiteHeader() {
  const { pathname } = useLocation();
  return usesReducedHeader(pathname) ? <ReducedHeader /> : <FullHeader pathname={pathname} />;
}

/** For users who are not a full member yet: nothing to navigate to, only a way out. */
function ReducedHeader() {
  const { t } = useTranslation();
  return (
    <header className={classes.header}>
      <Logo linked={false} />
      <div className={classes.actions}>
        <Anchor component={Link} to="/sign-out" fw={500}>
          {t('header.signOut')}
        </Anchor>
      </div>
    </header>
  );
}

function FullHeader({ pathname }: { pathname: string }) {
  const { t } = useTranslation(['common', 'blueprint']);
  const [menuOpened, menu] = useDisclosure(false);

  return (
    <header className={classes.header}>
      <Logo />
      <PrimaryNav className={classes.desktopOnly} />
      <div className={classes.actions}>
        <LanguageSelect className={classes.desktopOnly} />
        {/* The notification bell and the profile menu join here when their issues land. */}
        <Burger
          className={classes.mobileOnly}
          opened={menuOpened}
          onClick={menu.toggle}
          aria-label={t(menuOpened ? 'blueprint:menu.close' : 'blueprint:menu.open')}
          aria-expanded={menuOpened}
          aria-controls={MOBILE_MENU_ID}
        />
      </div>
      <Drawer
        id={MOBILE_MENU_ID}
        opened={menuOpened}
        onClose={menu.close}
        position="right"
        title={t('header.menuTitle')}
        closeButtonProps={{ 'aria-label': t('blueprint:menu.close') }}
      >
        <Stack gap="lg">
          <PrimaryNav vertical onNavigate={menu.close} />
          {isBusinessArea(pathname) && <BusinessNav onNavigate={menu.close} />}
          <LanguageSelect />
        </Stack>
      </Drawer>
    </header>
  );
}
