import { z } from 'zod';
import { AuditChange } from './device-control';
import { DeviceType, PartnerRole, RemoteSessionStatus } from './enums';
import { connectionOf } from './paging';

// Remote support sessions (issue 17, spec 000 §3, §4, §7.19; spec 001 §3). A technician asks
// for a session on a device whose RemoteAccess service the homeowner accepted (Pending); the
// homeowner approves it (Active) for the asked duration; a technician enters it (InProgress)
// and works on the device, leaves it (Active again) or closes it. It ends when closed, when
// the homeowner ends or declines it, or at its end time. One open session per device.

const timestamp = z.iso.datetime({ offset: true });

/** The durations a technician may ask for, in minutes; 60 unless chosen. */
export const SESSION_DURATIONS_MINUTES = [30, 60, 120, 240] as const;
export const DEFAULT_SESSION_MINUTES = 60;
/** A request the homeowner has not answered within this many hours ends by itself. */
export const SESSION_REQUEST_HOURS = 24;

/** Why a session ended. */
export const SessionEndReason = [
  'Cancelled',
  'Closed',
  'Declined',
  'EndedByHomeowner',
  'Expired',
] as const;
export type SessionEndReason = (typeof SessionEndReason)[number];

export const SessionUser = z
  .object({
    id: z.uuid().nullable(),
    firstName: z.string(),
    lastName: z.string(),
    role: z.enum(PartnerRole).nullable(),
  })
  .meta({ id: 'SessionUser' });
export type SessionUser = z.infer<typeof SessionUser>;

export const RemoteSession = z
  .object({
    partnerDeviceSessionId: z.uuid(),
    partnerAccountId: z.uuid(),
    companyName: z.string(),
    deviceId: z.uuid(),
    deviceName: z.string(),
    deviceType: z.enum(DeviceType),
    deviceLocationId: z.uuid().nullable(),
    /** The RemoteAccess service it was asked under; null once that service was removed. */
    deviceServiceId: z.uuid().nullable(),
    customerId: z.uuid().nullable(),
    customerName: z.string(),
    /** Null once the session has ended (see endedAt and endReason). */
    status: z.enum(RemoteSessionStatus).nullable(),
    durationMinutes: z.number().int(),
    requestedAt: timestamp,
    requestedBy: SessionUser,
    approvedAt: timestamp.nullable(),
    /** Pending: when the unanswered request lapses; afterwards, when the session ends. */
    expiresAt: timestamp,
    /** The technician working in it now (InProgress only). */
    activeUser: SessionUser.nullable(),
    endedAt: timestamp.nullable(),
    endReason: z.enum(SessionEndReason).nullable(),
  })
  .meta({ id: 'RemoteSession' });
export type RemoteSession = z.infer<typeof RemoteSession>;
export const RemoteSessionConnection = connectionOf(RemoteSession).meta({
  id: 'RemoteSessionConnection',
});

/** POST .../devices/{deviceId}/sessions: ask the homeowner for a session. */
export const RemoteSessionRequest = z
  .object({
    durationMinutes: z
      .union(SESSION_DURATIONS_MINUTES.map((minutes) => z.literal(minutes)))
      .default(DEFAULT_SESSION_MINUTES),
  })
  .strict()
  .meta({ id: 'RemoteSessionRequest' });
export type RemoteSessionRequest = z.infer<typeof RemoteSessionRequest>;

/** GET core/devices/{macAddress}/remotePartnerUser: who works on the device now, if anyone. */
export const RemotePartnerUser = z
  .object({
    deviceId: z.uuid(),
    session: RemoteSession.nullable(),
    partnerUser: SessionUser.nullable(),
  })
  .meta({ id: 'RemotePartnerUser' });

/** Events of a device's audit trail (device history) that sessions and device work write. */
export const AuditEvent = [
  'SESSION_REQUESTED',
  'SESSION_APPROVED',
  'SESSION_DECLINED',
  'SESSION_ENTERED',
  'SESSION_LEFT',
  'SESSION_CANCELLED',
  'SESSION_CLOSED',
  'SESSION_ENDED_BY_HOMEOWNER',
  'SESSION_EXPIRED',
  'DEVICE_STATE_CHANGED',
  'SCHEDULE_CHANGED',
  'SCHEDULE_STATUS_CHANGED',
  'SCHEDULE_TYPE_CHANGED',
  'SMART_AWAY_CHANGED',
  'LEAK_FEEDBACK_SENT',
  'ISU_SETTINGS_CHANGED',
  'ISU_TEMPLATE_APPLIED',
  'DEVICE_RESET',
] as const;
export type AuditEvent = (typeof AuditEvent)[number];

/** One line of the audit trail the homeowner reads (GET .../devices/{deviceId}/auditTrail). */
export const AuditEntry = z
  .object({
    id: z.uuid(),
    at: timestamp,
    event: z.string(),
    detail: z.string().nullable(),
    actor: z.string().nullable(),
    /** The partner company the actor worked for; null for the household and the system. */
    actorCompany: z.string().nullable(),
    partnerDeviceSessionId: z.uuid().nullable(),
    changes: z.array(AuditChange),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof AuditEntry>;
export const AuditEntryConnection = connectionOf(AuditEntry).meta({ id: 'AuditEntryConnection' });

/** What changed about a session: the banner and the device page refetch, the toasts tell. */
export const RemoteSessionChangedEvent = z.object({
  type: z.literal('RemoteSessionChanged'),
  channel: z.string(),
  partnerDeviceSessionId: z.uuid(),
  deviceId: z.uuid(),
  change: z.enum([
    'Requested',
    'Approved',
    'Declined',
    'Entered',
    'Left',
    'Cancelled',
    'Closed',
    'EndedByHomeowner',
    'Expired',
  ]),
});
export type RemoteSessionChangedEvent = z.infer<typeof RemoteSessionChangedEvent>;

/**
 * A device's state or settings changed (a command in a session, or the homeowner's own): the
 * device pages on both sides refetch it.
 */
export const DeviceStateChangedEvent = z.object({
  type: z.literal('DeviceStateChanged'),
  channel: z.string(),
  deviceId: z.uuid(),
});
export type DeviceStateChangedEvent = z.infer<typeof DeviceStateChangedEvent>;

/** The channel of a household (consumer account): its members' homeowner apps listen to it. */
export function householdChannel(consumerAccountId: string): string {
  return `household:${consumerAccountId}`;
}
