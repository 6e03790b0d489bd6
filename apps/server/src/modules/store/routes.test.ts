import { type StoreOrder, StoreOrderResult } from '@portal/contracts';
import { schema } from '@portal/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { endEnrollment } from '../../test/enrollments';
import { buildTestApp, expectError } from '../../test/helper';
import { createUser } from '../../test/identity';
import { addMember, createCompany, makePlatformAdmin, member, signIn } from '../../test/partners';
import { orderFor, STORE_ORDERS_URL, sendStoreOrder, storeOrder } from '../../test/store';
import { signStoreOrder } from './signature';

const { app, db, config, databaseUrl } = await buildTestApp();
const secret = config.storeWebhookSecret ?? '';
const admin = await createUser(db);
await makePlatformAdmin(db, admin);
const adminHeaders = await signIn(app, admin);

const send = (order: StoreOrder | string, options: { signature?: string | null } = {}) =>
  sendStoreOrder(app, secret, order, options);

async function accepted(order: StoreOrder): Promise<StoreOrderResult> {
  const response = await send(order);
  expect(response.statusCode, response.body).toBe(200);
  return StoreOrderResult.parse(response.json());
}

const enrollmentsOf = (companyId: string) =>
  db
    .select()
    .from(schema.partnerProgramEnrollments)
    .where(eq(schema.partnerProgramEnrollments.partnerAccountId, companyId));
const recordedOrder = (order: StoreOrder) =>
  db
    .select()
    .from(schema.storeOrders)
    .where(eq(schema.storeOrders.orderId, String(order.id)));

/** Nothing of the order reached the database. */
async function expectNothingStored(order: StoreOrder, companyId: string) {
  expect(await recordedOrder(order)).toEqual([]);
  expect(await enrollmentsOf(companyId)).toEqual([]);
}

const BOTH = [
  { sku: 'PA-ADV-M', quantity: 1 },
  { sku: 'HAB-BASIC-A', quantity: 1 },
];

describe('POST /api/v1/store/orders, signed', () => {
  it("enrolls the company named on the cart in each product's programme", async () => {
    const company = await createCompany(db, { name: 'Webhook Heating' });
    const owner = await member(app, db, company, ['OWNER']);
    const order = orderFor(company, { line_items: BOTH });
    const result = await accepted(order);
    expect(result).toMatchObject({
      orderId: String(order.id),
      partnerAccountId: company.id,
      duplicate: false,
    });
    expect(result.enrollments.map((e) => [e.sku, e.subscriptionStatus, e.source])).toEqual([
      ['HAB-BASIC-A', 'ACTIVE', 'STORE'],
      ['PA-ADV-M', 'ACTIVE', 'STORE'],
    ]);
    expect(result.enrollments[1]).toMatchObject({
      companyName: 'Webhook Heating',
      orderId: String(order.id),
      variation: 'ADVANCED',
      billingCycle: 'MONTHLY',
      // The order's created_at (-07:00), in UTC.
      purchaseDate: '2026-04-01T16:30:00.000Z',
    });
    expect(await recordedOrder(order)).toHaveLength(1);

    // The owner's portal unlocks both services.
    const viewer = await app.inject({ url: '/api/v1/proUsers/my', headers: owner.headers });
    expect(viewer.json().partnerUsers[0].partnerAccount.partnerProgramEnrollments).toEqual([
      {
        partnerProgram: { name: 'Homeowner App Branding' },
        subscriptionStatus: 'ACTIVE',
        purchaseDate: '2026-04-01T16:30:00.000Z',
      },
      {
        partnerProgram: { name: 'Pro Alerts' },
        subscriptionStatus: 'ACTIVE',
        purchaseDate: '2026-04-01T16:30:00.000Z',
      },
    ]);
  });

  it('ignores SKUs outside the programme catalogue (devices) and keeps an ACTIVE programme', async () => {
    const company = await createCompany(db);
    await db.insert(schema.partnerProgramEnrollments).values({
      partnerAccountId: company.id,
      programName: 'Pro Alerts',
      subscriptionStatus: 'ACTIVE',
      variation: 'BASIC',
      billingCycle: 'ANNUAL',
      source: 'ADMIN',
    });
    const before = await enrollmentsOf(company.id);
    const result = await accepted(
      orderFor(company, {
        line_items: [
          { sku: 'ATH6320WF2003', quantity: 2 },
          { sku: null, quantity: 1 },
          { sku: 'pa-adv-a', quantity: 1 },
          { sku: 'HAB-BASIC-M', quantity: 1 },
          { sku: 'HAB-ADV-M', quantity: 1 },
        ],
      }),
    );
    expect(result.enrollments.map((e) => e.sku)).toEqual(['HAB-BASIC-M']);
    const after = await enrollmentsOf(company.id);
    expect(after).toHaveLength(2);
    expect(after).toContainEqual(before[0]);

    const devicesOnly = orderFor(company, { line_items: [{ sku: 'AWLD3001', quantity: 1 }] });
    expect((await accepted(devicesOnly)).enrollments).toEqual([]);
    expect(await recordedOrder(devicesOnly)).toHaveLength(1);
  });

  it("finds the company the buyer's email owns or administers, in any case", async () => {
    const company = await createCompany(db);
    const owner = await member(app, db, company, ['OWNER'], { email: 'buyer.one@store.example' });
    const result = await accepted(storeOrder({ email: 'Buyer.One@Store.example' }));
    expect(result.partnerAccountId).toBe(company.id);
    expect(owner.user.email).toBe('buyer.one@store.example');

    const other = await createCompany(db);
    await member(app, db, other, ['COMPANY_ADMIN'], { email: 'admin.two@store.example' });
    expect(
      (await accepted(storeOrder({ email: 'admin.two@store.example' }))).partnerAccountId,
    ).toBe(other.id);
  });

  it('takes an order without a buyer address or date (point of sale) that names the company', async () => {
    const company = await createCompany(db);
    const before = Date.now();
    const result = await accepted(orderFor(company, { email: null, created_at: null }));
    expect(result.partnerAccountId).toBe(company.id);
    expect(result.enrollments.map((e) => e.programName)).toEqual(['Pro Alerts']);
    expect(Date.parse(result.enrollments[0]?.purchaseDate ?? '')).toBeGreaterThanOrEqual(
      before - 1000,
    );
  });

  it('answers duplicate to a second delivery and changes nothing', async () => {
    const company = await createCompany(db);
    const order = orderFor(company, { line_items: BOTH });
    const first = await accepted(order);
    const rows = await enrollmentsOf(company.id);
    const second = await accepted(order);
    expect(second).toEqual({ ...first, duplicate: true });
    expect(await enrollmentsOf(company.id)).toEqual(rows);
  });

  it('does not enroll again when an old order is replayed after an administrator cancelled', async () => {
    const company = await createCompany(db);
    const order = orderFor(company);
    await accepted(order);
    const cancel = await endEnrollment(app, company.id, 'AIRCYCLE', 'cancel', adminHeaders);
    expect(cancel.statusCode, cancel.body).toBe(200);

    const replay = await accepted(order);
    expect(replay.duplicate).toBe(true);
    expect(replay.enrollments.map((e) => e.subscriptionStatus)).toEqual(['CANCELLED']);
    expect((await enrollmentsOf(company.id)).map((e) => e.subscriptionStatus)).toEqual([
      'CANCELLED',
    ]);
  });

  it('processes one of two deliveries at the same moment; the other answers duplicate', async () => {
    const company = await createCompany(db);
    const order = orderFor(company, { line_items: BOTH });
    const responses = await Promise.all([send(order), send(order)]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200]);
    const [first, second] = responses
      .map((r) => StoreOrderResult.parse(r.json()))
      .sort((a, b) => Number(a.duplicate) - Number(b.duplicate));
    expect(second).toEqual({ ...first, duplicate: true });
    // One enrollment per programme bought, not one per delivery.
    expect(first?.enrollments).toHaveLength(2);
    const rows = await enrollmentsOf(company.id);
    expect(rows.map((e) => e.id).sort()).toEqual(first?.enrollments.map((e) => e.id).sort());
    expect(await recordedOrder(order)).toHaveLength(1);
  });

  it('takes two orders of one company at once, whatever the order of their line items', async () => {
    // A few rounds: two such orders used to deadlock now and then (a 500).
    for (let round = 0; round < 5; round += 1) {
      const company = await createCompany(db);
      const one = orderFor(company, { line_items: BOTH });
      const other = orderFor(company, { line_items: BOTH.toReversed() });
      const responses = await Promise.all([send(one), send(other)]);
      expect(responses.map((r) => [r.statusCode, r.json().duplicate])).toEqual([
        [200, false],
        [200, false],
      ]);
      // Each programme once, from whichever order came first.
      const rows = await enrollmentsOf(company.id);
      expect(rows.map((e) => e.programName).sort()).toEqual([
        'Homeowner App Branding',
        'Pro Alerts',
      ]);
    }
  });
});

describe('POST /api/v1/store/orders, refused', () => {
  it.each([
    ['no signature', () => null],
    ['an empty signature', () => ''],
    [
      'a signature of another secret',
      (body: string) => signStoreOrder(body, 'another-secret-of-the-store'),
    ],
    ['a signature that is not base64', () => 'not a signature!'],
  ])('answers 401 to %s, storing nothing', async (_, signatureOf) => {
    const company = await createCompany(db);
    const order = orderFor(company);
    const signature = signatureOf(JSON.stringify(order));
    const refused = expectError(await send(order, { signature }), 401);
    expect(refused.message).toMatch(/signature is missing or does not match/);
    await expectNothingStored(order, company.id);
  });

  it('answers 401 to a body changed after it was signed, storing nothing', async () => {
    const company = await createCompany(db);
    const signed = orderFor(company);
    const tampered = { ...signed, line_items: BOTH };
    const signature = signStoreOrder(JSON.stringify(signed), secret);
    expectError(await send(tampered, { signature }), 401);
    // One byte more (a space) is another body too.
    expectError(await send(`${JSON.stringify(signed)} `, { signature }), 401);
    await expectNothingStored(signed, company.id);
  });

  it('answers 401 to an unsigned request without a body or of another type', async () => {
    expectError(await app.inject({ method: 'POST', url: STORE_ORDERS_URL }), 401);
    const text = await app.inject({
      method: 'POST',
      url: STORE_ORDERS_URL,
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expectError(text, 401);
  });

  it('answers 400 to a signed body that is not JSON or not an order, storing nothing', async () => {
    expectError(await send('{"id": 1, "line_items": ['), 400);
    const company = await createCompany(db);
    const order = orderFor(company, { line_items: [{ sku: 'PA-BASIC-M', quantity: 0 }] });
    const shape = expectError(await send(order), 400);
    expect(shape.fields?.map((f) => f.field)).toEqual(['body.line_items.0.quantity']);
    const { line_items: _, ...noItems } = orderFor(company);
    expect(expectError(await send(JSON.stringify(noItems)), 400).fields).toEqual([
      { field: 'body.line_items', message: expect.any(String) },
    ]);
    await expectNothingStored(order, company.id);
  });

  it('answers 422 when the order names no company it can enroll, storing nothing', async () => {
    const company = await createCompany(db);
    const unknown = storeOrder({
      note_attributes: [
        { name: 'partnerAccountId', value: '00000000-0000-4000-8000-000000000000' },
      ],
    });
    expect(expectError(await send(unknown), 422).message).toBe(
      'No company has the partnerAccountId the order names.',
    );
    const stranger = storeOrder({ email: 'nobody@store.example' });
    expect(expectError(await send(stranger), 422).message).toMatch(
      /^The buyer's email is not an owner or company admin of any company/,
    );
    const tech = await member(app, db, company, ['TECHNICIAN']);
    expectError(await send(storeOrder({ email: tech.user.email })), 422);
    const nameless = storeOrder();
    expect(expectError(await send(nameless), 422).message).toMatch(/names no company/);

    const busy = await member(app, db, company, ['OWNER']);
    await addMember(db, await createCompany(db), busy.user, ['COMPANY_ADMIN']);
    const several = storeOrder({ email: busy.user.email });
    expect(expectError(await send(several), 422).message).toMatch(/of several companies/);
    for (const order of [unknown, stranger, nameless, several]) {
      expect(await recordedOrder(order)).toEqual([]);
    }
    expect(await enrollmentsOf(company.id)).toEqual([]);
  });

  it('answers 409 for a company not approved, storing nothing', async () => {
    const company = await createCompany(db, { status: 'PENDING' });
    const order = orderFor(company);
    expect(expectError(await send(order), 409).message).toMatch(/approved \(ACTIVE\)/);
    await expectNothingStored(order, company.id);
  });
});

describe('the webhook needs no bearer, so it is rate limited', () => {
  it('refuses the 121st call from one address within a minute with 429, refusals included; another address is served', async () => {
    const post = (remoteAddress: string) =>
      app.inject({ method: 'POST', url: STORE_ORDERS_URL, payload: {}, remoteAddress });
    for (let i = 0; i < 120; i += 1) {
      expect((await post('192.0.2.70')).statusCode).toBe(401);
    }
    expect(expectError(await post('192.0.2.70'), 429).message).toMatch(/^Too many requests/);
    expect((await post('192.0.2.71')).statusCode).toBe(401);
  });
});

describe('a server without a store secret', () => {
  it('answers 503 in production, however the order is signed, storing nothing', async () => {
    const production = await buildTestApp({ NODE_ENV: 'production' }, { databaseUrl });
    expect(production.config.storeWebhookSecret).toBeUndefined();
    const company = await createCompany(db);
    const order = orderFor(company);
    const response = await sendStoreOrder(production.app, secret, order);
    expect(expectError(response, 503).message).toMatch(/STORE_WEBHOOK_SECRET/);
    await expectNothingStored(order, company.id);
  });
});
