import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PROFILE_MENU_WIDTH_PX } from '@/shared/config/constants';
import { useRolePermissions } from '@/shared/lib/viewer/get-role-permissions';
import { useViewerFacts } from '@/shared/lib/viewer/use-viewer-facts';
import { PROFILE_PATH, SIGN_OUT_PATH } from './layout-rules';

export const COMPANY_PATH = '/mybusiness/company';
export const ADMIN_PATH = '/admin';

/**
 * The profile menu of the header (spec 000 §2): profile, company (owners and admins only) and
 * sign out; platform administrators also reach the administration.
 */
export function ProfileMenu() {
  const { t } = useTranslation();
  const { data: viewer, facts } = useViewerFacts();
  const permissions = useRolePermissions();
  const name = viewer ? `${viewer.firstName} ${viewer.lastName}`.trim() : '';
  const initials = viewer
    ? `${viewer.firstName.at(0) ?? ''}${viewer.lastName.at(0) ?? ''}`.toUpperCase()
    : '';
  const menuName =
    name === '' ? t('header.profileMenuFallback') : t('header.profileMenu', { name });
  // Without a photo the button shows the initials: its name holds them too, so someone who
  // speaks what they see ("OO") reaches the button (WCAG 2.5.3).
  const buttonName = viewer?.photoUrl || initials === '' ? menuName : `${menuName} (${initials})`;

  return (
    <Menu width={PROFILE_MENU_WIDTH_PX} position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={buttonName}>
          <Avatar src={viewer?.photoUrl ?? null} radius="xl" size="md" alt="">
            {initials}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {name !== '' && <Menu.Label>{name}</Menu.Label>}
        <Menu.Item component={Link} to={PROFILE_PATH}>
          {t('header.menu.profile')}
        </Menu.Item>
        {facts.isOwnerAdmin && (
          <Menu.Item component={Link} to={COMPANY_PATH}>
            {t('header.menu.company')}
          </Menu.Item>
        )}
        {permissions.data?.isPlatformAdmin === true && (
          <Menu.Item component={Link} to={ADMIN_PATH}>
            {t('header.menu.administration')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item component={Link} to={SIGN_OUT_PATH}>
          {t('header.menu.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
