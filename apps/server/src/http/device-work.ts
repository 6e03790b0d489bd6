import { ApiErrorBody, type AuditEvent } from '@portal/contracts';
import { z } from 'zod';

// The route parts of the device work calls (issue 17: cdm, devices, core reset, isuSettings),
// which all follow the same rules on who may work on a device and how the device answers.

export const DeviceParams = z.object({ deviceId: z.uuid() });

/** Who may work on a device without naming a company (the homeowner's and the partner's calls). */
export const DEVICE_WORKERS =
  'The homeowner works on the devices of their household at any time (members and admins change them; a guest reads them and gets 403 on a change). A partner technician (a role with remoteSessions:start) works on a device of their company only inside a session in progress that they entered on it: 409 NO_ACTIVE_SESSION without one (or when a colleague is in it), 409 SESSION_EXPIRED once its end time has passed. A device the caller sees neither way answers 404.';

/** How the device answers: live, over MQTT. */
export const DEVICE_ANSWERS =
  'The command goes to the device over MQTT and the call answers what the device reports: 503 when it does not answer in time (offline or out of reach), 502 when it refuses the command.';

/** What a change leaves behind: one audit line of `event`, and the live event. */
export function recordedAs(event: AuditEvent): string {
  return `The change is written to the device's audit trail as ${event} (who, their company and session, each field before and after), and the device's company and household hear of it live (DeviceStateChanged).`;
}

/** The answers a device work call adds to the usual errors. */
export const deviceErrors = { 409: ApiErrorBody, 502: ApiErrorBody, 503: ApiErrorBody };
