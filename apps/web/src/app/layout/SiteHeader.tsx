import { Anchor, Burger, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { useAuth } from '@/shared/lib/auth/auth-context';
import { useViewerFacts } from '@/shared/lib/viewer/use-viewer-facts';
import { BusinessNav } from './BusinessNav';
import navClasses from './BusinessNav.module.css';
import { LanguageSelect } from './LanguageSelect';
import { Logo } from './Logo';
import {
  HOMEOWNER_HOME_PATH,
  isBusinessArea,
  isHomeownerArea,
  PROFILE_PATH,
  SIGN_OUT_PATH,
  usesReducedHeader,
} from './layout-rules';
import { DrawerOnDemand, NotificationBell, ProfileMenu } from './on-demand';
import { PrimaryNav } from './PrimaryNav';
import classes from './SiteHeader.module.css';
import { useFits } from './use-fits';

const MOBILE_MENU_ID = 'mobile-menu';

export function SiteHeader() {
  const { pathname } = useLocation();
  const { facts } = useViewerFacts();
  if (isHomeownerArea(pathname)) return <HomeownerHeader />;
  return usesReducedHeader(pathname, facts.userStatus) ? (
    <ReducedHeader />
  ) : (
    <FullHeader pathname={pathname} />
  );
}

/** The homeowner area's: the mark leads to the homeowner's homes; the language stays at hand. */
function HomeownerHeader() {
  return (
    <header className={classes.header}>
      <Logo to={HOMEOWNER_HOME_PATH} />
      <div className={classes.actions}>
        <LanguageSelect compact />
      </div>
    </header>
  );
}

/** For users who are not a full member (yet, or any more): nothing to navigate to, only a way out. */
function ReducedHeader() {
  const { t } = useTranslation();
  return (
    <header className={classes.header}>
      <Logo linked={false} />
      <div className={classes.actions}>
        <Anchor component={Link} to={SIGN_OUT_PATH} fw={500}>
          {t('header.signOut')}
        </Anchor>
      </div>
    </header>
  );
}

function FullHeader({ pathname }: { pathname: string }) {
  const { t } = useTranslation(['common', 'blueprint']);
  const { status } = useAuth();
  const { data: viewer, facts } = useViewerFacts();
  const signedIn = status === 'authenticated';
  // The bell belongs to members of an approved company: theirs are the notifications.
  const bellAccountId =
    signedIn && facts.accountStatus === 'ACTIVE' ? facts.partnerAccountId : undefined;
  const [menuOpened, menu] = useDisclosure(false);
  // Links too long for the header (a long language, a narrower window) move into the menu.
  const links = useFits();

  return (
    <header className={classes.header}>
      <Logo />
      <PrimaryNav
        ref={links.spaceRef}
        listRef={links.rowRef}
        className={
          links.fits ? classes.primaryLinks : `${classes.primaryLinks} ${classes.linksInMenu}`
        }
      />
      <div className={classes.actions}>
        <LanguageSelect compact className={classes.desktopOnly} />
        <Suspense fallback={null}>
          {viewer !== undefined && bellAccountId !== undefined && (
            <NotificationBell key={viewer.id} userId={viewer.id} partnerAccountId={bellAccountId} />
          )}
          {signedIn && (
            <div className={classes.desktopOnly}>
              <ProfileMenu />
            </div>
          )}
        </Suspense>
        <Burger
          className={links.fits ? classes.mobileOnly : undefined}
          opened={menuOpened}
          onClick={menu.toggle}
          aria-label={t(menuOpened ? 'blueprint:menu.close' : 'blueprint:menu.open')}
          aria-expanded={menuOpened}
          aria-controls={MOBILE_MENU_ID}
        />
      </div>
      <DrawerOnDemand
        id={MOBILE_MENU_ID}
        opened={menuOpened}
        onClose={menu.close}
        position="right"
        title={t('header.menuTitle')}
        closeButtonProps={{ 'aria-label': t('blueprint:menu.close') }}
      >
        <Stack gap="lg">
          <PrimaryNav vertical onNavigate={menu.close} />
          {/* The rest has its own place in a wide window: the left navigation and the header. */}
          {isBusinessArea(pathname) && (
            <div className={classes.narrowOnly}>
              <BusinessNav onNavigate={menu.close} />
            </div>
          )}
          {signedIn && (
            // Narrow screens have no profile menu: its profile and sign-out join this menu (§2).
            <nav aria-label={t('leftNav.account')} className={classes.mobileOnly}>
              <ul className={navClasses.list}>
                <li>
                  <NavLink to={PROFILE_PATH} className={navClasses.link} onClick={menu.close}>
                    {t('leftNav.profile')}
                  </NavLink>
                </li>
                <li>
                  <NavLink to={SIGN_OUT_PATH} className={navClasses.link}>
                    {t('leftNav.signOut')}
                  </NavLink>
                </li>
              </ul>
            </nav>
          )}
          <LanguageSelect className={classes.mobileOnly} />
        </Stack>
      </DrawerOnDemand>
    </header>
  );
}
