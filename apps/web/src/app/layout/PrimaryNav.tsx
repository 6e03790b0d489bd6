import type { FeatureFlags } from '@portal/contracts';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { academyLink, EXTERNAL_NAV_LINKS } from '@/shared/config/links';
import { SERVICE_SETUP_PATH } from '@/shared/config/paths';
import { useFeatureFlags } from '@/shared/lib/feature-flags/use-feature-flags';
import { useRolePermissions } from '@/shared/lib/viewer/get-role-permissions';
import { ExternalLink } from '@/shared/ui/ExternalLink';
import classes from './PrimaryNav.module.css';

type PrimaryLinkKey =
  | 'products'
  | 'services'
  | 'resources'
  | 'perks'
  | 'academy'
  | 'mybusiness'
  | 'administration';

type PrimaryLink =
  /** `section`: the paths the link is current on, when more than its own (both libraries). */
  { key: PrimaryLinkKey; to: string; section?: string } | { key: PrimaryLinkKey; href: string };

/**
 * The header's links in spec 000 §2 order, as the market's flags have them (§6): products,
 * resources and perks only where their flag is on, the academy NEW_ACADEMY_LINK chooses. Services
 * leads to the service setup wizard, which every market has (SERVICES_SUBSCRIPTIONS_FLAG is the
 * left navigation's store link, not this one). Internal entries lead to the screens of this
 * portal, the rest leave it.
 */
function primaryLinks(flags: FeatureFlags): PrimaryLink[] {
  const flagged = (on: boolean, link: PrimaryLink) => (on ? [link] : []);
  return [
    ...flagged(flags.PRODUCTS, {
      key: 'products',
      to: '/products/downloads/proseries',
      section: '/products/',
    }),
    { key: 'services', to: SERVICE_SETUP_PATH },
    ...flagged(flags.RESOURCES, { key: 'resources', href: EXTERNAL_NAV_LINKS.resources }),
    ...flagged(flags.PERKS, { key: 'perks', href: EXTERNAL_NAV_LINKS.perks }),
    { key: 'academy', href: academyLink(flags.NEW_ACADEMY_LINK) },
    { key: 'mybusiness', to: '/mybusiness/home' },
  ];
}

// The platform administrators' home, last: their way back to it from anywhere.
const ADMINISTRATION_LINK: PrimaryLink = { key: 'administration', to: '/admin' };

interface PrimaryNavProps {
  vertical?: boolean;
  className?: string;
  /** Called when an internal link is followed, e.g. to close the narrow-screen menu. */
  onNavigate?: () => void;
  /** The navigation's box and its list of links, e.g. to tell whether the links fit. */
  ref?: Ref<HTMLElement>;
  listRef?: Ref<HTMLUListElement>;
}

export function PrimaryNav({
  vertical = false,
  className,
  onNavigate,
  ref,
  listRef,
}: PrimaryNavProps) {
  const { t } = useTranslation();
  const { flags } = useFeatureFlags();
  const { pathname } = useLocation();
  const permissions = useRolePermissions();
  const links = primaryLinks(flags);
  if (permissions.data?.isPlatformAdmin === true) {
    links.push(ADMINISTRATION_LINK);
  }
  return (
    <nav ref={ref} aria-label={t('header.primaryNav')} className={className}>
      <ul ref={listRef} className={vertical ? classes.vertical : classes.horizontal}>
        {links.map((link) => (
          <li key={link.key}>
            {'to' in link ? (
              <Link
                to={link.to}
                className={classes.link}
                onClick={onNavigate}
                aria-current={pathname.startsWith(link.section ?? link.to) ? 'page' : undefined}
              >
                {t(`header.links.${link.key}`)}
              </Link>
            ) : (
              <ExternalLink href={link.href} className={classes.link} underline="never">
                {t(`header.links.${link.key}`)}
              </ExternalLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
