import { useTranslation } from 'react-i18next';
import {
  type BannerAction,
  BannerStep,
  type RemoteSessionBanner,
} from '@/features/remote-sessions/banner-rules';

interface Confirmation {
  title: string;
  body: string;
  confirmLabel: string;
}

/** What the banner says at its step, and what its confirmations ask. */
export function useBannerTexts(banner: RemoteSessionBanner) {
  const { t } = useTranslation();
  const customer = banner.customerName;
  const device = t(`deviceType.${banner.deviceTypeForSession}`);
  const requester = banner.userRequestingControl;
  const active = banner.activeUser;
  const activeName = active ? `${active.firstName} ${active.lastName}`.trim() : '';

  const titles: Record<BannerStep, string> = {
    [BannerStep.SessionPending]: t('remoteSessions.banner.title.pending'),
    [BannerStep.SessionApproved]: t('remoteSessions.banner.title.approved'),
    [BannerStep.SessionInProgress]: t('remoteSessions.banner.title.inProgress'),
    [BannerStep.SessionInProgressDifferentUser]: t('remoteSessions.banner.title.inProgress'),
    [BannerStep.Null]: '',
  };
  const messages: Record<BannerStep, string> = {
    [BannerStep.SessionPending]: t('remoteSessions.banner.message.pending', { customer, device }),
    [BannerStep.SessionApproved]: t('remoteSessions.banner.message.approved', { customer, device }),
    [BannerStep.SessionInProgress]: t('remoteSessions.banner.message.inProgress', {
      customer,
      device,
    }),
    [BannerStep.SessionInProgressDifferentUser]: active?.role
      ? t('remoteSessions.banner.message.differentUser', {
          name: activeName,
          role: t(`role.${active.role}`),
          customer,
          device,
        })
      : t('remoteSessions.banner.message.differentUserNoRole', {
          name: activeName,
          customer,
          device,
        }),
    [BannerStep.Null]: '',
  };

  const cancelling = banner.step === BannerStep.SessionPending ? 'cancelRequest' : 'cancelSession';
  const actionLabel = (action: BannerAction): string => {
    if (action === 'begin') return t('remoteSessions.banner.begin');
    if (action === 'end') return t('remoteSessions.banner.end');
    return t(`remoteSessions.banner.${cancelling}`);
  };
  const confirmation = (action: BannerAction): Confirmation => {
    const confirmLabel = actionLabel(action);
    if (action === 'begin') {
      return {
        title: t('remoteSessions.confirm.beginTitle'),
        body: t('remoteSessions.confirm.beginBody', { customer, device }),
        confirmLabel,
      };
    }
    if (action === 'end') {
      return {
        title: t('remoteSessions.confirm.endTitle'),
        body: t('remoteSessions.confirm.endBody', { customer, device }),
        confirmLabel,
      };
    }
    return {
      title: t(`remoteSessions.confirm.${cancelling}Title`),
      body: t(`remoteSessions.confirm.${cancelling}Body`, { customer }),
      confirmLabel,
    };
  };

  return {
    title: titles[banner.step],
    message: messages[banner.step],
    requestedBy: requester.role
      ? t('remoteSessions.banner.requestedBy', {
          name: requester.name,
          role: t(`role.${requester.role}`),
          date: requester.date,
          time: requester.time,
        })
      : t('remoteSessions.banner.requestedByNoRole', {
          name: requester.name,
          date: requester.date,
          time: requester.time,
        }),
    actionLabel,
    confirmation,
  };
}
