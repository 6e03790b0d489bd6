import {
  ActionIcon,
  Anchor,
  CloseButton,
  Group,
  Indicator,
  Popover,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { DeviceAlertSeverity, ProNotification } from '@portal/contracts';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { accountLookupPath, alertPagePath } from '@/shared/config/paths';
import { formatDateTime } from '@/shared/lib/dates';
import {
  type DismissedNotification,
  dismissNotification,
  readDismissals,
} from '@/shared/lib/notifications/dismissed-notifications';
import { useProNotifications } from '@/shared/lib/notifications/get-notifications';
import {
  dismissalKey,
  visibleNotifications,
} from '@/shared/lib/notifications/visible-notifications';
import { personName } from '@/shared/lib/person-name';
import { useViewerFacts } from '@/shared/lib/viewer/use-viewer-facts';
import { SeverityBadge } from '@/shared/ui/SeverityBadge';

export const JOIN_REQUESTS_PATH = '/mybusiness/company/employees/requested';
const TITLE_ID = 'notifications-title';

interface Described {
  text: string;
  to: string;
  date: string;
  severity?: (typeof DeviceAlertSeverity)[number];
}

/** Each notification's text, link and date (spec 000 §4, date as spec 000 §9). */
function describe(t: TFunction, notification: ProNotification): Described {
  switch (notification.type) {
    case 'INVITE':
      return {
        text: t('bell.joinRequest', { name: personName(notification.user) }),
        to: JOIN_REQUESTS_PATH,
        date: formatDateTime(notification.createdAt),
      };
    case 'REMOTE_ACCESS': {
      const { partnerCustomer: customer } = notification;
      return {
        text: t(`bell.remoteAccess.${notification.consentStatus}`, {
          customer: personName(customer),
        }),
        to: accountLookupPath(customer.id, notification.deviceId),
        date: formatDateTime(notification.respondedAt),
      };
    }
    case 'ALERT': {
      const customer = notification.partnerCustomer;
      return {
        text: customer
          ? t('alertsDashboard.bell.alertFor', {
              title: notification.title,
              customer: personName(customer),
            })
          : notification.title,
        to: alertPagePath(notification.id),
        date: t('alertsDashboard.bell.since', { date: formatDateTime(notification.openedAt) }),
        severity: notification.severity,
      };
    }
  }
}

function BellIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path
        d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The header's notification bell (spec 000 §2, §4): the count of notifications not dismissed,
 * and a panel listing them, each with its link and a dismiss button. Dismissals are the user's
 * own, kept in this browser for a month; following an alert's link marks it seen as well. The
 * realtime client refreshes the list when the company's notifications or device alerts change,
 * so an alert dismissed at the company leaves every member's bell.
 */
export function NotificationBell({
  userId,
  partnerAccountId,
}: {
  userId: string;
  partnerAccountId: string;
}) {
  const { t } = useTranslation();
  const { facts } = useViewerFacts();
  const [opened, panel] = useDisclosure(false);
  const notifications = useProNotifications(partnerAccountId);
  const [dismissed, setDismissed] = useState<DismissedNotification[]>(() => readDismissals(userId));
  const visible = visibleNotifications(
    notifications.data?.nodes ?? [],
    dismissed,
    facts.isOwnerAdmin,
  );

  return (
    <Popover
      opened={opened}
      onChange={(open) => (open ? panel.open() : panel.close())}
      position="bottom-end"
      width={340}
      shadow="md"
      trapFocus
      returnFocus
      withinPortal
    >
      <Indicator label={visible.length} size={18} disabled={visible.length === 0} offset={4}>
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            onClick={panel.toggle}
            aria-label={t('bell.label', { count: visible.length })}
            aria-haspopup="dialog"
            aria-expanded={opened}
          >
            <BellIcon />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown role="dialog" aria-labelledby={TITLE_ID}>
        <Stack gap="sm">
          <Title order={2} size="h5" id={TITLE_ID}>
            {t('bell.title')}
          </Title>
          {notifications.isError && (
            <Text size="sm" role="alert">
              {t('bell.loadError')}
            </Text>
          )}
          {notifications.isSuccess && visible.length === 0 && (
            <Text size="sm">{t('bell.empty')}</Text>
          )}
          {visible.length > 0 && (
            <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
              {visible.map((notification) => {
                const { text, to, date, severity } = describe(t, notification);
                const markSeen = () =>
                  setDismissed(dismissNotification(userId, dismissalKey(notification)));
                return (
                  <Group
                    component="li"
                    key={notification.id}
                    wrap="nowrap"
                    align="flex-start"
                    gap="xs"
                  >
                    <Stack gap={2} style={{ flex: 1 }}>
                      <Anchor
                        component={Link}
                        to={to}
                        size="sm"
                        onClick={() => {
                          if (notification.type === 'ALERT') markSeen();
                          panel.close();
                        }}
                      >
                        {text}
                      </Anchor>
                      <Group gap={6}>
                        {severity && <SeverityBadge severity={severity} size="sm" />}
                        <Text size="xs" c="dimmed">
                          {date}
                        </Text>
                      </Group>
                    </Stack>
                    <CloseButton
                      size="sm"
                      aria-label={t('bell.dismiss', { text })}
                      onClick={markSeen}
                    />
                  </Group>
                );
              })}
            </Stack>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
