import type { DeviceAlertSeverity, InviteStatus } from '@portal/contracts';
import type { Database } from '@portal/db';
import { schema } from '@portal/db';
import { type SQL, sql } from 'drizzle-orm';
import type { KeysetOrder, KeysetPage } from '../../../paging';

const {
  addRequests,
  deviceAlerts,
  devices,
  partnerCustomers,
  partnerDeviceLocations,
  partnerDeviceServices,
  users,
} = schema;

/** How long an answer to a remote-access request stays in the bell: as long as a dismissal. */
export const REMOTE_ACCESS_BELL_DAYS = 30;

/** The bell's items of both kinds, newest first (the union below names its columns). */
export const BELL_ORDER: KeysetOrder = {
  name: 'bell',
  direction: 'desc',
  keys: [
    { expression: sql`bell.at`, type: 'timestamptz' },
    { expression: sql`bell.id`, type: 'uuid' },
  ],
};

/** `at` is ISO 8601 text (see bellPage). */
type Person = { id: string; at: string; first_name: string; last_name: string };
type NotAnAlert = { alert_name: null; cleared_at: null };
export type BellRow =
  | (Person &
      NotAnAlert & { type: 'INVITE'; status: InviteStatus; device_id: null; customer_id: null })
  | (Person &
      NotAnAlert & {
        type: 'REMOTE_ACCESS';
        status: 'ACCEPTED' | 'REJECTED';
        device_id: string;
        customer_id: string;
      })
  | {
      type: 'ALERT';
      id: string;
      at: string;
      /** The alert's severity. */
      status: (typeof DeviceAlertSeverity)[number];
      /** The customer whose home holds the device, when it is one of the company's homes. */
      first_name: string | null;
      last_name: string | null;
      device_id: string;
      customer_id: string | null;
      alert_name: string;
      cleared_at: string | null;
    };

/** Which of the bell's sources the caller may see. */
export type BellSources = { joinRequests: boolean; remoteAccess: boolean; alerts: boolean };

/**
 * The company's open join requests (at: when asked, the person asking) and the answers to its
 * remote-access requests of the last REMOTE_ACCESS_BELL_DAYS (at: when answered, the customer
 * whose home holds the device, found through the company's own home so that another
 * company's customer never shows), and its device alerts until they are dismissed (at: when
 * opened), so that dismissing an alert takes it out of every member's bell.
 */
function bellItems(partnerAccountId: string, sources: BellSources): SQL {
  const parts: SQL[] = [];
  if (sources.joinRequests) {
    parts.push(sql`
      select 'INVITE' as type, ${addRequests.id} as id, ${addRequests.createdAt} as at,
        ${addRequests.status}::text as status, ${users.firstName} as first_name,
        ${users.lastName} as last_name, null::uuid as device_id, null::uuid as customer_id,
        null::text as alert_name, null::timestamptz as cleared_at
      from ${addRequests} join ${users} on ${users.id} = ${addRequests.userId}
      where ${addRequests.partnerAccountId} = ${partnerAccountId}
        and ${addRequests.status} in ('REQUESTED', 'PENDING')`);
  }
  if (sources.remoteAccess) {
    parts.push(sql`
      select 'REMOTE_ACCESS' as type, ${partnerDeviceServices.id} as id,
        ${partnerDeviceServices.respondedAt} as at,
        ${partnerDeviceServices.consentStatus}::text as status,
        ${partnerCustomers.firstName} as first_name, ${partnerCustomers.lastName} as last_name,
        ${partnerDeviceServices.deviceId} as device_id, ${partnerCustomers.id} as customer_id,
        null::text as alert_name, null::timestamptz as cleared_at
      from ${partnerDeviceServices}
      join ${devices} on ${devices.id} = ${partnerDeviceServices.deviceId}
      join ${partnerDeviceLocations} on ${partnerDeviceLocations.id} = ${devices.locationId}
        and ${partnerDeviceLocations.partnerAccountId} = ${partnerDeviceServices.partnerAccountId}
      join ${partnerCustomers} on ${partnerCustomers.id} = ${partnerDeviceLocations.customerId}
      where ${partnerDeviceServices.partnerAccountId} = ${partnerAccountId}
        and ${partnerDeviceServices.serviceType} = 'RemoteAccess'
        and ${partnerDeviceServices.consentStatus} in ('ACCEPTED', 'REJECTED')
        and ${partnerDeviceServices.respondedAt}
          > now() - make_interval(days => ${REMOTE_ACCESS_BELL_DAYS})`);
  }
  if (sources.alerts) {
    parts.push(sql`
      select 'ALERT' as type, ${deviceAlerts.id} as id, ${deviceAlerts.openedAt} as at,
        ${deviceAlerts.severity}::text as status, ${partnerCustomers.firstName} as first_name,
        ${partnerCustomers.lastName} as last_name, ${deviceAlerts.deviceId} as device_id,
        ${partnerCustomers.id} as customer_id, ${deviceAlerts.alertName} as alert_name,
        ${deviceAlerts.clearedAt} as cleared_at
      from ${deviceAlerts}
      join ${devices} on ${devices.id} = ${deviceAlerts.deviceId}
      left join ${partnerDeviceLocations} on ${partnerDeviceLocations.id} = ${devices.locationId}
        and ${partnerDeviceLocations.partnerAccountId} = ${deviceAlerts.partnerAccountId}
      left join ${partnerCustomers} on ${partnerCustomers.id} = ${partnerDeviceLocations.customerId}
      where ${deviceAlerts.partnerAccountId} = ${partnerAccountId}
        and ${deviceAlerts.status} = 'Active'`);
  }
  return sql.join(parts, sql` union all `);
}

export async function bellPage(
  db: Database,
  partnerAccountId: string,
  sources: BellSources,
  page: KeysetPage,
): Promise<(BellRow & { cursorKeys: string[] })[]> {
  // The timestamp as ISO 8601 text: the driver hands raw SQL's timestamps over in
  // PostgreSQL's own text format, which Date does not read.
  const result = await db.execute<BellRow & { cursor_keys: string[] }>(sql`
    select bell.type, bell.id, to_json(bell.at) #>> '{}' as at, bell.status, bell.first_name,
      bell.last_name, bell.device_id, bell.customer_id, bell.alert_name,
      to_json(bell.cleared_at) #>> '{}' as cleared_at, ${page.cursorKeys} as cursor_keys
    from (${bellItems(partnerAccountId, sources)}) as bell
    where ${page.where ?? sql`true`}
    order by ${sql.join(page.orderBy, sql`, `)}
    limit ${page.limit}`);
  return result.rows.map((row) => ({ ...row, cursorKeys: row.cursor_keys }));
}

export async function countBell(
  db: Database,
  partnerAccountId: string,
  sources: BellSources,
): Promise<number> {
  const result = await db.execute<{ total: number }>(
    sql`select count(*)::int as total from (${bellItems(partnerAccountId, sources)}) as bell`,
  );
  return result.rows[0]?.total ?? 0;
}
