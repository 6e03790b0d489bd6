import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { connect } from './client';
import { pendingMigrationCount } from './migrate';
import { verifyPassword } from './passwords';
import { partnerAccounts, partnerUsers, platformAdmins, users } from './schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from './seed';
import { createTestDatabase } from './testing/test-database';

const database = connect(await createTestDatabase(), { max: 2 });
afterAll(() => database.close());
const { db } = database;

async function rowCounts() {
  const tables = { users, platformAdmins, partnerAccounts, partnerUsers };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ rows: count() }).from(table);
    counts[name] = row?.rows ?? -1;
  }
  return counts;
}

async function userByEmail(email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  return user;
}

// The seed runs once, on this file's fresh database; the tests look at what it made.
const countsBeforeSeed = await rowCounts();
const created = await seedDemoData(db);

describe('a test database', () => {
  it('is a template clone with every migration applied', async () => {
    expect(await pendingMigrationCount(db)).toBe(0);
  });
});

describe('the demo data', () => {
  it('fills an empty database with the admin, the active company and its owner', async () => {
    expect(countsBeforeSeed).toEqual({
      users: 0,
      platformAdmins: 0,
      partnerAccounts: 0,
      partnerUsers: 0,
    });
    expect(created).toEqual([
      { ...DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD },
      { ...DEMO_ACCOUNTS.owner, password: DEMO_PASSWORD },
    ]);

    const admin = await userByEmail(DEMO_ACCOUNTS.admin.email);
    expect(await db.select().from(platformAdmins)).toEqual([
      { userId: admin.id, createdAt: expect.any(Date) },
    ]);

    const companies = await db.select().from(partnerAccounts);
    expect(companies).toMatchObject([{ name: 'Northwind Heating & Cooling', status: 'ACTIVE' }]);
    const owner = await userByEmail(DEMO_ACCOUNTS.owner.email);
    expect(await db.select().from(partnerUsers)).toMatchObject([
      { partnerAccountId: companies[0]?.id, userId: owner.id, roles: ['OWNER'], status: 'ACTIVE' },
    ]);
  });

  it('stores argon2id hashes that verify with the demo password', async () => {
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const { passwordHash } = await userByEmail(account.email);
      expect(passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(await verifyPassword(passwordHash ?? '', DEMO_PASSWORD)).toBe(true);
      expect(await verifyPassword(passwordHash ?? '', 'not-the-password')).toBe(false);
    }
  });

  it('does nothing on a database that already has users', async () => {
    const before = await rowCounts();
    const owner = await userByEmail(DEMO_ACCOUNTS.owner.email);
    expect(await seedDemoData(db)).toEqual([]);
    expect(await rowCounts()).toEqual(before);
    expect(await userByEmail(DEMO_ACCOUNTS.owner.email)).toEqual(owner);
  });
});
