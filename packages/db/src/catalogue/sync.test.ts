import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { connect } from '../client';
import { productGroupMembers, productGroups, products } from '../schema';
import { createTestDatabase } from '../testing/test-database';
import { PRODUCT_CATALOGUE } from './index';
import { syncCatalogue } from './sync';

const database = connect(await createTestDatabase(), { max: 2 });
afterAll(() => database.close());
const { db } = database;

async function snapshot() {
  const [productRows, groupRows, memberRows] = await Promise.all([
    db.select().from(products).orderBy(products.id),
    db.select().from(productGroups).orderBy(productGroups.id),
    db.select({ rows: count() }).from(productGroupMembers),
  ]);
  return { productRows, groupRows, members: memberRows[0]?.rows };
}

const memberCount = PRODUCT_CATALOGUE.productGroups.reduce((n, g) => n + g.skus.length, 0);

describe('the product catalogue in the database', () => {
  it('is filled by the migrations, so every database has it', async () => {
    const { productRows, groupRows, members } = await snapshot();
    expect(productRows.map((row) => row.sku).sort()).toEqual(
      PRODUCT_CATALOGUE.products.map((product) => product.sku).sort(),
    );
    expect(groupRows).toHaveLength(PRODUCT_CATALOGUE.productGroups.length);
    expect(members).toBe(memberCount);
  });

  it('is brought back in line with the file: changed rows restored, strays removed', async () => {
    const before = await snapshot();
    const first = PRODUCT_CATALOGUE.products[0];
    if (!first) throw new Error('empty catalogue');
    await db.update(products).set({ marketName: 'Edited' }).where(eq(products.id, first.id));
    await db.insert(products).values({
      ...first,
      id: '00000000-0000-4000-8000-000000000001',
      sku: 'STRAY',
      factoryModelNumbers: [],
    });
    await db.delete(productGroupMembers);
    await syncCatalogue(db);
    expect(await snapshot()).toEqual(before);
  });

  it('changes nothing when run again, also by two instances at once', async () => {
    const before = await snapshot();
    await Promise.all([syncCatalogue(db), syncCatalogue(db)]);
    expect(await snapshot()).toEqual(before);
  });
});
