import type { ConsumerUserRole, InviteStatus } from '@portal/contracts';
import type { Database } from '@portal/db';
import { schema } from '@portal/db';
import { type SQL, sql } from 'drizzle-orm';
import type { KeysetOrder, KeysetPage } from '../../paging';

const {
  consumerAccounts,
  consumerInvites,
  consumerLocations,
  deviceInvites,
  devices,
  partnerAccounts,
  partnerDeviceLocations,
  users,
} = schema;

export type MyInviteRow = {
  id: string;
  invited_type: 'ConsumerDevice' | 'ConsumerUser';
  status: InviteStatus;
  email: string;
  /** ISO 8601 (see INVITE_COLUMNS). */
  expires_at: string;
  created_at: string;
  from: string;
  location_name: string | null;
  role: ConsumerUserRole | null;
  devices_count: number;
};

/** Both kinds of invite newest first, as one list (the union below names its columns). */
export const MY_INVITES_ORDER: KeysetOrder = {
  name: 'newest',
  direction: 'desc',
  keys: [
    { expression: sql`invites.created_at`, type: 'timestamptz' },
    { expression: sql`invites.id`, type: 'uuid' },
  ],
};

/**
 * The invites addressed to an email, of both sources in one shape: a partner's invite to
 * take a home over (its company, its home, the devices there) and a household's invite to
 * join it (who invited, the home or else the household, the devices it holds, the role).
 * `open` keeps the PENDING ones that have not expired.
 */
function addressedTo(email: string, open: boolean): SQL {
  const openDevice = open
    ? sql`and ${deviceInvites.status} = 'PENDING' and ${deviceInvites.expiresAt} > now()`
    : sql``;
  const openHousehold = open
    ? sql`and ${consumerInvites.status} = 'PENDING' and ${consumerInvites.expiresAt} > now()`
    : sql``;
  return sql`
    select ${deviceInvites.id} as id, 'ConsumerDevice' as invited_type,
      ${deviceInvites.status}::text as status, ${deviceInvites.email} as email,
      ${deviceInvites.expiresAt} as expires_at, ${deviceInvites.createdAt} as created_at,
      ${partnerAccounts.name} as "from", ${partnerDeviceLocations.locationName} as location_name,
      null::text as role,
      (select count(*) from ${devices} where ${devices.locationId} = ${partnerDeviceLocations.id})::int
        as devices_count
    from ${deviceInvites}
    join ${partnerDeviceLocations} on ${partnerDeviceLocations.id} = ${deviceInvites.locationId}
    join ${partnerAccounts} on ${partnerAccounts.id} = ${deviceInvites.partnerAccountId}
    where lower(${deviceInvites.email}) = lower(${email}) ${openDevice}
    union all
    select ${consumerInvites.id}, 'ConsumerUser', ${consumerInvites.status}::text,
      ${consumerInvites.email}, ${consumerInvites.expiresAt}, ${consumerInvites.createdAt},
      coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email},
        ${consumerAccounts.name}),
      coalesce(${consumerLocations.locationName}, ${consumerAccounts.name}),
      ${consumerInvites.role}::text,
      (select count(*) from ${devices} where ${devices.consumerLocationId} in (
        select home.id from ${consumerLocations} home
        where home.consumer_account_id = ${consumerInvites.consumerAccountId}
          and (${consumerInvites.consumerLocationId} is null
            or home.id = ${consumerInvites.consumerLocationId})))::int
    from ${consumerInvites}
    join ${consumerAccounts} on ${consumerAccounts.id} = ${consumerInvites.consumerAccountId}
    left join ${consumerLocations} on ${consumerLocations.id} = ${consumerInvites.consumerLocationId}
    left join ${users} on ${users.id} = ${consumerInvites.invitedBy}
    where lower(${consumerInvites.email}) = lower(${email}) ${openHousehold}`;
}

/**
 * The columns answered: timestamps as ISO 8601 text, because the driver hands raw SQL's
 * timestamps over in PostgreSQL's own text format, which Date does not read.
 */
const INVITE_COLUMNS = sql`invites.id, invites.invited_type, invites.status, invites.email,
  to_json(invites.expires_at) #>> '{}' as expires_at,
  to_json(invites.created_at) #>> '{}' as created_at,
  invites."from", invites.location_name, invites.role, invites.devices_count`;

export async function myOpenInvitesPage(db: Database, email: string, page: KeysetPage) {
  const result = await db.execute<MyInviteRow & { cursor_keys: string[] }>(sql`
    select ${INVITE_COLUMNS}, ${page.cursorKeys} as cursor_keys
    from (${addressedTo(email, true)}) as invites
    where ${page.where ?? sql`true`}
    order by ${sql.join(page.orderBy, sql`, `)}
    limit ${page.limit}`);
  return result.rows.map((row) => ({ ...row, cursorKeys: row.cursor_keys }));
}

export async function countMyOpenInvites(db: Database, email: string): Promise<number> {
  const result = await db.execute<{ total: number }>(
    sql`select count(*)::int as total from (${addressedTo(email, true)}) as invites`,
  );
  return result.rows[0]?.total ?? 0;
}

/** One invite addressed to the email, whatever its state. */
export async function myInviteById(db: Database, email: string, inviteId: string) {
  const result = await db.execute<MyInviteRow>(sql`
    select ${INVITE_COLUMNS} from (${addressedTo(email, false)}) as invites
    where invites.id = ${inviteId}`);
  return result.rows[0];
}
