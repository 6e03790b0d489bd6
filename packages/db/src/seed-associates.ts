import { eq } from 'drizzle-orm';
import { partnerAssociates, products } from './schema';
import { customerWithHome, DAY_MS, type Executor, hex, registerDevice } from './seed-homes';

// Northwind works with two builders (issue 18): their new homes, each sold to a homebuyer who
// becomes Northwind's customer, pre-registered over the last weeks and commissioned when the
// thermostat went in. Dated from the seed's own time, unlike the rest of the demo, so that the
// builders' dashboard and the business dashboard show figures in every interval on first start.

const HOMEBUYERS = [
  ['Nora', 'Nash'],
  ['Owen', 'Ortiz'],
  ['Priya', 'Patel'],
  ['Quinn', 'Price'],
  ['Rosa', 'Reyes'],
  ['Sam', 'Shaw'],
  ['Tara', 'Turner'],
  ['Victor', 'Vance'],
  ['Wendy', 'Walsh'],
  ['Yusuf', 'Young'],
  ['Zoe', 'Zimmer'],
  ['Omar', 'Owens'],
  ['Paula', 'Perry'],
] as const;

type Builder = {
  associate: Omit<typeof partnerAssociates.$inferInsert, 'partnerAccountId'>;
  street: string;
  place: { city: string; state: string; zip: string };
  /** How many days ago each home was pre-registered. */
  addedDaysAgo: number[];
  /** How long after that its thermostat goes in (later than today: not commissioned yet). */
  installedAfterDays: number;
};

const BUILDERS: Builder[] = [
  {
    associate: {
      name: 'Lakeview Homes',
      contactEmail: 'sales@lakeview-homes.example',
      phoneNumber: '+12065550177',
      notes: 'Lakeview Estates phase 3: 40 homes through the summer. Site manager: Dana.',
    },
    street: 'Lakeview Drive',
    place: { city: 'Redmond', state: 'WA', zip: '98052' },
    addedDaysAgo: [75, 62, 48, 36, 25, 14, 6, 2],
    installedAfterDays: 9,
  },
  {
    associate: {
      name: 'Cornerstone Builders',
      contactEmail: 'projects@cornerstone-builders.example',
      phoneNumber: '+12065550191',
      notes: null,
    },
    street: 'Cornerstone Way',
    place: { city: 'Bellevue', state: 'WA', zip: '98004' },
    addedDaysAgo: [58, 40, 21, 9, 4],
    installedAfterDays: 12,
  },
];

export async function seedNorthwindBuilders(
  tx: Executor,
  partnerAccountId: string,
  now: number,
): Promise<void> {
  const [thermostat] = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.sku, 'ATH6320WF2003'));
  if (!thermostat) throw new Error('seed: the thermostat is not in the catalogue');
  let buyer = 0;
  for (const [b, builder] of BUILDERS.entries()) {
    const [associate] = await tx
      .insert(partnerAssociates)
      .values({ partnerAccountId, ...builder.associate })
      .returning({ id: partnerAssociates.id });
    if (!associate) throw new Error('seed: builder not created');
    for (const [k, daysAgo] of builder.addedDaysAgo.entries()) {
      const [firstName, lastName] = HOMEBUYERS[buyer % HOMEBUYERS.length] ?? ['Alex', 'Smith'];
      buyer++;
      const addedAt = new Date(now - daysAgo * DAY_MS);
      const home = await customerWithHome(
        tx,
        partnerAccountId,
        { firstName, lastName, createdAt: addedAt, updatedAt: addedAt },
        {
          locationName: 'New home',
          address1: `${10 + k * 4} ${builder.street}`,
          ...builder.place,
          associateId: associate.id,
          createdAt: addedAt,
          updatedAt: addedAt,
        },
      );
      const installedAt = addedAt.getTime() + builder.installedAfterDays * DAY_MS;
      if (installedAt > now) continue;
      await registerDevice(
        tx,
        home,
        {
          macAddress: `A4:E1:00:03:${hex(b)}:${hex(k)}`,
          serialNumber: `NB${String(b * 100 + k).padStart(6, '0')}`,
          productId: thermostat.id,
          online: true,
          lastSeenAt: new Date(now),
          claimStatus: 'PRO_CLAIM',
          createdAt: new Date(installedAt),
        },
        'Theo Technician',
      );
    }
  }
}
