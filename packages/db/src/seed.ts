import { count } from 'drizzle-orm';
import type { Database } from './client';
import { hashPassword } from './passwords';
import { partnerAccounts, partnerUsers, platformAdmins, users } from './schema';

export type DemoAccount = { email: string; password: string; description: string };

// Demo sign-in accounts, printed by `npm start`. They exist only in a database the
// seed created, never in one that already had data.
export const DEMO_PASSWORD = 'demo-portal-2026';
export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@aerishome.example', description: 'Platform administrator' },
  owner: {
    email: 'owner@northwind-hvac.example',
    description: 'Owner of Northwind Heating & Cooling',
  },
} as const;

/**
 * Fills an empty database with demo data; does nothing when any user exists, so a
 * restart keeps what the portal's users changed. Answers the accounts it created.
 */
export async function seedDemoData(db: Database): Promise<DemoAccount[]> {
  const [existing] = await db.select({ users: count() }).from(users);
  if ((existing?.users ?? 0) > 0) return [];

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const [admin, owner] = await tx
      .insert(users)
      .values([
        {
          email: DEMO_ACCOUNTS.admin.email,
          passwordHash,
          emailVerified: true,
          firstName: 'Avery',
          lastName: 'Admin',
          countryCode: 'US',
        },
        {
          email: DEMO_ACCOUNTS.owner.email,
          passwordHash,
          emailVerified: true,
          firstName: 'Olivia',
          lastName: 'Owner',
          countryCode: 'US',
        },
      ])
      .returning({ id: users.id });
    if (!admin || !owner) throw new Error('seed: users were not created');

    await tx.insert(platformAdmins).values({ userId: admin.id });
    const [company] = await tx
      .insert(partnerAccounts)
      .values({ name: 'Northwind Heating & Cooling', status: 'ACTIVE', countryCode: 'US' })
      .returning({ id: partnerAccounts.id });
    if (!company) throw new Error('seed: company was not created');
    await tx.insert(partnerUsers).values({
      partnerAccountId: company.id,
      userId: owner.id,
      roles: ['OWNER'],
      status: 'ACTIVE',
    });
  });

  return Object.values(DEMO_ACCOUNTS).map((account) => ({ ...account, password: DEMO_PASSWORD }));
}
