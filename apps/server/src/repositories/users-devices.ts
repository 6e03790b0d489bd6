import { schema } from '@portal/db';
import { type SQL, sql } from 'drizzle-orm';

const { consumerAccountUsers, consumerLocations, devices } = schema;

/**
 * A homeowner's devices: those in a home of a household the user belongs to, whatever their
 * role there. Their alerts (GET /users/my/alerts) and reports (/reports) cover these.
 */
export function ofUser(userId: string): SQL {
  return sql`${devices.consumerLocationId} in (select ${consumerLocations.id} from ${consumerLocations} join ${consumerAccountUsers} on ${consumerAccountUsers.consumerAccountId} = ${consumerLocations.consumerAccountId} where ${consumerAccountUsers.userId} = ${userId})`;
}
