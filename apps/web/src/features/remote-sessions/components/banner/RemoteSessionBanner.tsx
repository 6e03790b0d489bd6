import { Anchor, Button, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useSessionMove } from '@/features/remote-sessions/api/session-moves';
import {
  actionsOf,
  type RemoteSessionBanner as Banner,
  type BannerAction,
  BannerStep,
  bannerAfterEnd,
  formatRemaining,
  isOnDevicePage,
  remainingMs,
  showsRemaining,
  toastAfter,
} from '@/features/remote-sessions/banner-rules';
import { BANNER_TOP_OFFSET_PX, LEFT_NAV_WIDTH_PX } from '@/shared/config/constants';
import { accountLookupPath } from '@/shared/config/paths';
import { toastError, toastSuccess } from '@/shared/lib/toasts';
import { ConfirmModal } from '@/shared/ui/ConfirmModal';
import { useBannerTexts } from './banner-texts';
import classes from './RemoteSessionBanner.module.css';
import { useSessionBanner } from './use-session-banner';

const bannerVars = {
  '--banner-top': `${BANNER_TOP_OFFSET_PX}px`,
  '--banner-inset': `${LEFT_NAV_WIDTH_PX}px`,
};

/**
 * The remote session banner (spec 000 §4), fixed below the header on every page of the business
 * area while the signed-in technician owns an open session: what the session waits for, its time
 * left, and the moves it allows, each after a confirmation. It can be collapsed to its title.
 */
export function RemoteSessionBanner() {
  const { banner, now, partnerAccountId, toggleCollapsed, clear } = useSessionBanner();
  if (banner === null || partnerAccountId === undefined) return null;
  return (
    <BannerView
      banner={banner}
      now={now}
      partnerAccountId={partnerAccountId}
      onToggle={() => toggleCollapsed(banner.partnerDeviceSessionId)}
      onEnded={() => clear(banner.partnerDeviceSessionId)}
    />
  );
}

interface BannerViewProps {
  banner: Banner;
  now: number;
  partnerAccountId: string;
  onToggle(): void;
  onEnded(): void;
}

function BannerView({ banner, now, partnerAccountId, onToggle, onEnded }: BannerViewProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const texts = useBannerTexts(banner);
  const titleId = useId();
  const detailsId = useId();
  const { ref, height } = useElementSize();
  const spacer = useRef<HTMLDivElement>(null);
  const [confirming, setConfirming] = useState<BannerAction | null>(null);
  // On the session's device page the banner waits for the page's refetched sessions.
  const move = useSessionMove(partnerAccountId, {
    applyAnswer: (session) => session.status !== null || bannerAfterEnd(banner, pathname) === null,
  });

  const collapsed = banner.bannerCollapsed;
  const timeLeft = showsRemaining(banner.step)
    ? formatRemaining(remainingMs(banner, now))
    : undefined;
  const onDevicePage = isOnDevicePage(pathname, banner.deviceId);

  const act = async (action: BannerAction) => {
    let succeeded = true;
    try {
      await move.mutateAsync({
        move: action === 'begin' ? 'enter' : 'close',
        deviceId: banner.deviceId,
        partnerDeviceSessionId: banner.partnerDeviceSessionId,
      });
    } catch {
      succeeded = false;
    }
    setConfirming(null);
    const toast = toastAfter(action, succeeded);
    if (toast?.tone === 'success') toastSuccess(t(toast.key));
    if (toast?.tone === 'error') toastError(t(toast.key));
    if (!succeeded) return;
    if (action !== 'begin' && bannerAfterEnd(banner, pathname) === null) {
      // The banner goes with the button that opened the dialog: focus stays in the page.
      spacer.current?.closest('main')?.focus();
      onEnded();
    }
    if (action === 'begin' && banner.customerId !== null && !onDevicePage) {
      void navigate(accountLookupPath(banner.customerId, banner.deviceId));
    }
  };

  const confirmation = confirming && texts.confirmation(confirming);
  const colleagues = banner.step === BannerStep.SessionInProgressDifferentUser;
  return (
    <>
      <div ref={spacer} className={classes.spacer} style={{ height }} aria-hidden />
      <Paper
        ref={ref}
        component="section"
        aria-labelledby={titleId}
        className={classes.banner}
        __vars={bannerVars}
        withBorder
        shadow="sm"
        px="lg"
        py="sm"
        bg="blue.0"
      >
        <Group justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
          <Group gap="xs" wrap="wrap" style={{ flex: 1, minWidth: 0 }}>
            <Text id={titleId} fw={600}>
              {texts.title}
            </Text>
            {timeLeft !== undefined && (
              // A timer is not read out as it changes; the live region below says the minutes.
              <Text role="timer">{t('remoteSessions.banner.timeLeft', { time: timeLeft })}</Text>
            )}
          </Group>
          <Button
            variant="subtle"
            size="compact-sm"
            style={{ flexShrink: 0 }}
            aria-expanded={!collapsed}
            aria-controls={detailsId}
            onClick={onToggle}
          >
            {t(
              collapsed ? 'remoteSessions.banner.showDetails' : 'remoteSessions.banner.hideDetails',
            )}
          </Button>
        </Group>
        <div id={detailsId} hidden={collapsed}>
          <Stack gap="xs" mt="xs">
            <Text>{texts.message}</Text>
            {/* A colleague's session: who is active and the time left only (spec 000 §4). */}
            {!colleagues && <Text size="sm">{texts.requestedBy}</Text>}
            <Group gap="sm">
              {actionsOf(banner.step).map((action) => (
                <Button
                  key={action}
                  size="xs"
                  variant={action === 'begin' ? 'filled' : 'default'}
                  color={action === 'begin' ? undefined : 'red'}
                  loading={
                    move.isPending &&
                    move.variables?.move === (action === 'begin' ? 'enter' : 'close')
                  }
                  onClick={() => setConfirming(action)}
                >
                  {texts.actionLabel(action)}
                </Button>
              ))}
              {banner.customerId !== null && !onDevicePage && !colleagues && (
                <Anchor
                  component={Link}
                  to={accountLookupPath(banner.customerId, banner.deviceId)}
                  size="sm"
                >
                  {t('remoteSessions.banner.openDevice')}
                </Anchor>
              )}
            </Group>
          </Stack>
        </div>
        <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
          {timeLeft === undefined
            ? texts.title
            : `${texts.title}. ${t('remoteSessions.banner.timeLeft', { time: timeLeft })}`}
        </VisuallyHidden>
      </Paper>
      <ConfirmModal
        opened={confirmation !== null}
        title={confirmation?.title ?? ''}
        body={confirmation?.body ?? ''}
        confirmLabel={confirmation?.confirmLabel ?? ''}
        dismissLabel={t('remoteSessions.confirm.back')}
        tone={confirming === 'begin' ? 'primary' : 'danger'}
        submitting={move.isPending}
        onConfirm={() => confirming && void act(confirming)}
        onClose={() => setConfirming(null)}
      />
    </>
  );
}
