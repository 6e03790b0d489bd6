import type { PageRequest } from '@/shared/lib/paging';
import {
  deviceControlQueryKey,
  remoteSessionsQueryKey,
} from '@/shared/lib/realtime/refreshed-queries';

// The remote-sessions feature's query keys. Sessions live under ['remoteSessions', id] and what a
// device answers under ['deviceControl', deviceId]: the realtime client refreshes them when the
// company's RemoteSessionChanged and DeviceStateChanged events arrive.

/** The caller's open sessions: the banner follows them. */
export const openSessionsQueryKey = (partnerAccountId: string) =>
  [...remoteSessionsQueryKey(partnerAccountId), 'open'] as const;

/** A device's sessions, newest first, one page each. */
export const deviceSessionsQueryKey = (partnerAccountId: string, deviceId: string) =>
  [...remoteSessionsQueryKey(partnerAccountId), 'device', deviceId] as const;

export const deviceSessionsPageKey = (
  partnerAccountId: string,
  deviceId: string,
  page: PageRequest,
) => [...deviceSessionsQueryKey(partnerAccountId, deviceId), page] as const;

export const controlStateQueryKey = (deviceId: string) =>
  [...deviceControlQueryKey(deviceId), 'state'] as const;
export const scheduleQueryKey = (deviceId: string) =>
  [...deviceControlQueryKey(deviceId), 'schedule'] as const;
export const smartAwayQueryKey = (deviceId: string) =>
  [...deviceControlQueryKey(deviceId), 'smartAway'] as const;
/** The installer set-up, its labels in `language`. */
export const isuSettingsQueryKey = (deviceId: string, language: string) =>
  [...deviceControlQueryKey(deviceId), 'isu', language] as const;

/** The company's installer set-up templates. */
export const isuTemplatesQueryKey = (partnerAccountId: string) =>
  ['isuTemplates', partnerAccountId] as const;
/** The installer settings a template may hold, labelled in `language`. */
export const isuComponentsQueryKey = (partnerAccountId: string, language: string) =>
  ['isuComponents', partnerAccountId, language] as const;

/** The company's path segment, for every call under /api/v1/proAccounts/{id}. */
export const accountPath = (partnerAccountId: string) =>
  `/api/v1/proAccounts/${encodeURIComponent(partnerAccountId)}`;

/** A device's session calls of the company (request, list, enter). */
export const deviceSessionsPath = (partnerAccountId: string, deviceId: string) =>
  `${accountPath(partnerAccountId)}/devices/${encodeURIComponent(deviceId)}/sessions`;

/** Leave and close: the catalogue writes their path with a singular `device`. */
export const singularDeviceSessionPath = (
  partnerAccountId: string,
  deviceId: string,
  partnerDeviceSessionId: string,
) =>
  `${accountPath(partnerAccountId)}/device/${encodeURIComponent(deviceId)}/sessions/${encodeURIComponent(partnerDeviceSessionId)}`;

/** A device's own calls (schedule, Smart Away, feedback). */
export const devicePath = (deviceId: string) => `/api/v1/devices/${encodeURIComponent(deviceId)}`;

/** A device's CDM calls (read, command). */
export const cdmPath = (deviceId: string) => `/api/v1/cdm/${encodeURIComponent(deviceId)}`;
