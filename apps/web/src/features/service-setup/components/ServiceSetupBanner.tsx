import { Button, CloseButton, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import {
  isSetupPage,
  readBannerClosed,
  readBannerCollapsed,
  showsBanner,
  storeBannerClosed,
  storeBannerCollapsed,
} from '@/features/service-setup/banner';
import {
  isSetupComplete,
  isSetupInProgress,
  setupCount,
  setupSteps,
} from '@/features/service-setup/setup-steps';
import { BANNER_CLOSE_DELAY_MS } from '@/shared/config/constants';
import { SERVICE_SETUP_PATH } from '@/shared/config/paths';
import { isSetupStarted, readSetupProgress } from '@/shared/lib/service-setup-steps';
import { useViewerFacts } from '@/shared/lib/viewer/use-viewer-facts';
import classes from './ServiceSetupBanner.module.css';

/**
 * The layout's service-setup banner (spec 000 §2, §4): while setup is in progress, away from the
 * setup pages, it reminds the partner how far setup is and leads back to it. It can be collapsed
 * (remembered) and closed for the session; it fades out over the close delay, and is closed for
 * the session once setup completes.
 */
export function ServiceSetupBanner() {
  const { t } = useTranslation();
  const { facts } = useViewerFacts();
  const { pathname, search } = useLocation();
  const [closing, setClosing] = useState(false);
  const [closedHere, setClosedHere] = useState(false);
  const [collapsed, setCollapsed] = useState(readBannerCollapsed);
  const banner = useRef<HTMLElement>(null);
  const titleId = useId();
  const detailsId = useId();

  const id = facts.partnerAccountId;
  const steps = id === undefined ? [] : setupSteps(facts, readSetupProgress(id));
  const complete = isSetupComplete(steps);
  const inProgress = id !== undefined && isSetupInProgress(steps, isSetupStarted(id));

  useEffect(() => {
    if (complete) storeBannerClosed();
  }, [complete]);

  useEffect(() => {
    if (!closing) return;
    const timer = setTimeout(() => {
      storeBannerClosed();
      // The close button goes with the banner: focus stays in the page, at its start.
      if (banner.current?.contains(document.activeElement)) {
        banner.current.closest('main')?.focus();
      }
      setClosedHere(true);
    }, BANNER_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [closing]);

  const shown = showsBanner({
    inProgress,
    onSetupPage: isSetupPage(pathname, new URLSearchParams(search)),
    closed: closedHere || readBannerClosed(),
  });
  if (!shown) return null;

  const { done, total } = setupCount(steps);
  const toggle = () => {
    storeBannerCollapsed(!collapsed);
    setCollapsed(!collapsed);
  };
  return (
    <Paper
      ref={banner}
      component="section"
      aria-labelledby={titleId}
      className={closing ? `${classes.banner} ${classes.closing}` : classes.banner}
      __vars={{ '--close-delay': `${BANNER_CLOSE_DELAY_MS}ms` }}
      withBorder
      p="sm"
      mb="md"
      bg="blue.0"
    >
      <Group justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
        <Text id={titleId} fw={600}>
          {t('serviceSetup.banner.title')}
        </Text>
        <Group gap={4} wrap="nowrap">
          <Button
            variant="subtle"
            size="compact-sm"
            aria-expanded={!collapsed}
            aria-controls={detailsId}
            onClick={toggle}
          >
            {t('serviceSetup.banner.details')}
          </Button>
          <CloseButton
            aria-label={t('serviceSetup.banner.close')}
            onClick={() => setClosing(true)}
          />
        </Group>
      </Group>
      <div id={detailsId} hidden={collapsed}>
        <Stack gap="xs" mt="xs" maw="40rem">
          <Text size="sm">{t('serviceSetup.progress', { done, total })}</Text>
          <Progress
            value={(done / total) * 100}
            aria-label={t('serviceSetup.progress', { done, total })}
          />
          <Group>
            <Button component={Link} to={SERVICE_SETUP_PATH} size="xs">
              {t('serviceSetup.banner.continue')}
            </Button>
          </Group>
        </Stack>
      </div>
    </Paper>
  );
}
