import { z } from 'zod';
import { DeviceAlertSeverity, InviteStatus, NotificationType, PartnerRole } from './enums';
import { connectionOf } from './paging';
import { CountryCode } from './pro-accounts';
import { DeviceStateChangedEvent, RemoteSessionChangedEvent } from './remote-sessions';

/** Roles an owner or admin may give; OWNER is only ever the company's applicant (or a transfer). */
export const ASSIGNABLE_ROLES = PartnerRole.filter((role) => role !== 'OWNER');

/**
 * PUT /api/v1/proAccounts/{partnerAccountId}/employees/{partnerUserId}: change a member's roles
 * or status. INACTIVE removes them from the company (their sign-in stays, with access denied);
 * ACTIVE restores them. An admin cannot change an owner; the last owner cannot be removed.
 */
export const EmployeeUpdate = z
  .object({
    roles: z.array(z.enum(PartnerRole)).min(1, 'Give the employee at least one role.').optional(),
    status: z.enum(['ACTIVE', 'INACTIVE']).optional(),
  })
  .refine((update) => update.roles !== undefined || update.status !== undefined, {
    message: 'Change the roles, the status or both.',
  })
  .meta({ id: 'EmployeeUpdate' });
export type EmployeeUpdate = z.infer<typeof EmployeeUpdate>;

/**
 * POST /api/v1/proAccounts/{partnerAccountId}/employeeInvites: invite by email, or by SMS to a
 * phone number (notificationType Sms; the country decides how a national number is read).
 */
export const EmployeeInviteRequest = z
  .object({
    notificationType: z.enum(NotificationType),
    email: z.email().max(254).optional(),
    phoneNumber: z.string().trim().min(1).max(40).optional(),
    countryCode: CountryCode.optional(),
    roles: z.array(z.enum(ASSIGNABLE_ROLES)).min(1, 'Give the employee at least one role.'),
    firstName: z.string().trim().max(80).optional(),
    lastName: z.string().trim().max(80).optional(),
  })
  .superRefine((invite, ctx) => {
    if (invite.notificationType === 'Email' && !invite.email) {
      ctx.addIssue({
        code: 'custom',
        path: ['email'],
        message: 'Enter the email address to invite.',
      });
    }
    if (invite.notificationType === 'Sms' && !invite.phoneNumber) {
      ctx.addIssue({
        code: 'custom',
        path: ['phoneNumber'],
        message: 'Enter the mobile number to invite.',
      });
    }
  })
  .meta({ id: 'EmployeeInviteRequest' });
export type EmployeeInviteRequest = z.infer<typeof EmployeeInviteRequest>;

/** An employee invite as the company's employees page lists it (spec 000 §3: Invite). */
export const EmployeeInvite = z
  .object({
    id: z.uuid(),
    invitedId: z.uuid().nullable().meta({ description: 'The invited user, once one exists' }),
    sendToEmail: z.string().nullable(),
    sendToPhoneNumber: z.string().nullable(),
    notificationType: z.enum(NotificationType),
    roles: z.array(z.enum(PartnerRole)),
    status: z.enum(InviteStatus),
    partnerAccount: z.object({ id: z.uuid(), name: z.string() }),
    invitedBy: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
    expiresAt: z.iso.datetime({ offset: true }),
    sentAt: z.iso.datetime({ offset: true }).nullable(),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'EmployeeInvite' });
export type EmployeeInvite = z.infer<typeof EmployeeInvite>;
export const EmployeeInviteConnection = connectionOf(EmployeeInvite).meta({
  id: 'EmployeeInviteConnection',
});

/** GET /api/v1/public/invitations/{inviteId} (spec 000 §3: invitation record fields read). */
export const PublicInvitation = z
  .object({ id: z.uuid(), expiresAt: z.iso.datetime({ offset: true }) })
  .meta({ id: 'PublicInvitation' });

/**
 * GET /api/v1/public/invites/{inviteIdentifier}: what the invite page shows (spec 000 §3: Invite),
 * looked up by the invite id; the token's email and company are checked against it.
 */
export const PublicInvite = z
  .object({
    invitedId: z.uuid().nullable(),
    sendToEmail: z.string().nullable(),
    sendToPhoneNumber: z.string().nullable(),
    partnerAccount: z.object({ name: z.string() }),
    expiresAt: z.iso.datetime({ offset: true }),
    notificationType: z.enum(NotificationType),
    status: z.enum(InviteStatus),
  })
  .meta({ id: 'PublicInvite' });
export type PublicInvite = z.infer<typeof PublicInvite>;

/** Add request (spec 000 §3): a pro user asks to join a company. */
export const AddRequest = z
  .object({
    id: z.uuid(),
    status: z.enum(InviteStatus),
    user: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
    createdAt: z.iso.datetime({ offset: true }),
    partnerAccount: z.object({ id: z.uuid(), name: z.string() }),
  })
  .meta({ id: 'AddRequest' });
export type AddRequest = z.infer<typeof AddRequest>;
export const AddRequestConnection = connectionOf(AddRequest).meta({ id: 'AddRequestConnection' });

/** POST /api/v1/proUsers/my/addRequests */
export const AddRequestCreate = z
  .object({ partnerAccountId: z.uuid() })
  .meta({ id: 'AddRequestCreate' });

/** PUT .../addRequests/{inviteId}/accept: the roles the new member gets (default MEMBER). */
export const AddRequestAccept = z
  .object({ roles: z.array(z.enum(ASSIGNABLE_ROLES)).min(1).default(['MEMBER']) })
  .meta({ id: 'AddRequestAccept' });

/**
 * GET /api/v1/proAccounts/{partnerAccountId}/notifications: what the header's bell shows (spec
 * 000 §4): join requests (INVITE with status PENDING or REQUESTED, owners and admins only) and
 * remote-access answers (consent ACCEPTED or REJECTED).
 */
export const ProNotification = z
  .discriminatedUnion('type', [
    z.object({
      type: z.literal('INVITE'),
      id: z.uuid(),
      status: z.enum(InviteStatus),
      user: z.object({ firstName: z.string(), lastName: z.string() }),
      createdAt: z.iso.datetime({ offset: true }),
    }),
    z.object({
      type: z.literal('REMOTE_ACCESS'),
      id: z.uuid(),
      consentStatus: z.enum(['ACCEPTED', 'REJECTED']),
      respondedAt: z.iso.datetime({ offset: true }),
      deviceId: z.uuid(),
      partnerCustomer: z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string() }),
    }),
    z.object({
      type: z.literal('ALERT'),
      id: z.uuid().meta({ description: 'alertId' }),
      alertName: z.string(),
      title: z.string(),
      severity: z.enum(DeviceAlertSeverity),
      openedAt: z.iso.datetime({ offset: true }),
      clearedAt: z.iso.datetime({ offset: true }).nullable(),
      deviceId: z.uuid(),
      partnerCustomer: z
        .object({ id: z.uuid(), firstName: z.string(), lastName: z.string() })
        .nullable(),
    }),
  ])
  .meta({ id: 'ProNotification' });
export type ProNotification = z.infer<typeof ProNotification>;
export const ProNotificationConnection = connectionOf(ProNotification).meta({
  id: 'ProNotificationConnection',
});

/**
 * Messages of the realtime hub at /api/v1/realtime (WebSocket, JSON). Browsers cannot set
 * headers on a WebSocket, so the first message authenticates with the access token
 * (answered `authenticated`); a socket that has not authenticated within a few seconds, or
 * whose token is refused, is closed with REALTIME_CLOSE_UNAUTHENTICATED. The client then
 * subscribes to its company's pro channel `pro:{partnerAccountId}` (ACTIVE members only), on
 * which the server sends a ProNotificationEvent whenever that company's notifications change,
 * DeviceAlertChanged, and RemoteSessionChanged and DeviceStateChanged for its remote sessions
 * and the devices worked on in them; and the homeowner app subscribes to its household's
 * channel `household:{consumerAccountId}` (householdChannel; its members, any role), which
 * carries RemoteSessionChanged and DeviceStateChanged for the household's devices. The portal
 * refetches on each. Any message the server cannot accept is answered `error`; the socket
 * stays open.
 */
export const RealtimeClientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('authenticate'), accessToken: z.string().min(1) }),
  z.object({ type: z.literal('subscribe'), channel: z.string().min(1) }),
  z.object({ type: z.literal('unsubscribe'), channel: z.string().min(1) }),
]);
export type RealtimeClientMessage = z.infer<typeof RealtimeClientMessage>;
export const ProNotificationEvent = z.object({
  type: z.literal('ProNotificationEvent'),
  channel: z.string(),
  reason: z.enum(['ADD_REQUEST', 'REMOTE_ACCESS', 'EMPLOYEE']),
});
export type ProNotificationEvent = z.infer<typeof ProNotificationEvent>;
/**
 * A company's device alert opened, escalated, cleared or was dismissed, or the homeowner snoozed
 * its type on the device: the alerts dashboard refetches the alert lists, and the bell, which
 * lists the alerts, refetches too.
 */
export const DeviceAlertChangedEvent = z.object({
  type: z.literal('DeviceAlertChanged'),
  channel: z.string(),
  alertId: z.uuid(),
  change: z.enum(['Opened', 'Escalated', 'Cleared', 'Dismissed', 'Snoozed']),
  severity: z.enum(DeviceAlertSeverity),
});
export type DeviceAlertChangedEvent = z.infer<typeof DeviceAlertChangedEvent>;
export const RealtimeServerMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('authenticated') }),
  z.object({ type: z.literal('subscribed'), channel: z.string() }),
  z.object({ type: z.literal('unsubscribed'), channel: z.string() }),
  z.object({ type: z.literal('error'), message: z.string() }),
  ProNotificationEvent,
  DeviceAlertChangedEvent,
  RemoteSessionChangedEvent,
  DeviceStateChangedEvent,
]);
export type RealtimeServerMessage = z.infer<typeof RealtimeServerMessage>;

/** The close code of a realtime socket that did not authenticate (as HTTP's 401). */
export const REALTIME_CLOSE_UNAUTHENTICATED = 4401;

/** The pro channel of a company: the one name both ends build. */
export function proChannel(partnerAccountId: string): string {
  return `pro:${partnerAccountId}`;
}
