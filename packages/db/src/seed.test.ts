import { type IsuValues, isuProblems, marketOf } from '@portal/contracts';
import { count, countDistinct, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ALERT_CATALOGUE } from './catalogue/alerts';
import { connect } from './client';
import { pendingMigrationCount } from './migrate';
import { verifyPassword } from './passwords';
import {
  addRequests,
  agreementConsents,
  agreements,
  brandLogos,
  consumerAccountUsers,
  consumerLocations,
  devices,
  employeeInvites,
  partnerAccounts,
  partnerAssociates,
  partnerBrandProfiles,
  partnerCustomers,
  partnerDeviceLocations,
  partnerDeviceServices,
  partnerIsuTemplates,
  partnerProgramEnrollments,
  partnerProgramProducts,
  partnerUsers,
  platformAdmins,
  proAlertProfileProductGroups,
  proAlertProfiles,
  proAlertSettings,
  productGroupMembers,
  productGroups,
  products,
  storeOrders,
  users,
} from './schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from './seed';
import { DEMO_FILES } from './seed-branding';
import { DEMO_STORE_ORDER_ID } from './seed-subscriptions';
import { createTestDatabase } from './testing/test-database';

const database = connect(await createTestDatabase(), { max: 2 });
afterAll(() => database.close());
const { db } = database;

async function rowCounts() {
  const tables = {
    users,
    platformAdmins,
    partnerAccounts,
    partnerUsers,
    partnerProgramEnrollments,
    agreements,
    agreementConsents,
    employeeInvites,
    addRequests,
    proAlertProfiles,
    proAlertSettings,
    brandLogos,
    partnerBrandProfiles,
    storeOrders,
  };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ rows: count() }).from(table);
    counts[name] = row?.rows ?? -1;
  }
  return counts;
}

async function companyNamed(name: string) {
  const [company] = await db.select().from(partnerAccounts).where(eq(partnerAccounts.name, name));
  if (!company) throw new Error(`no company ${name}`);
  return company;
}

/** A company's people: who they are, their roles and whether they are ACTIVE. */
function membersOf(partnerAccountId: string) {
  return db
    .select({ email: users.email, roles: partnerUsers.roles, status: partnerUsers.status })
    .from(partnerUsers)
    .innerJoin(users, eq(users.id, partnerUsers.userId))
    .where(eq(partnerUsers.partnerAccountId, partnerAccountId));
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
  it('fills an empty database with the admin, the companies and their people', async () => {
    expect(Object.values(countsBeforeSeed).every((rows) => rows === 0)).toBe(true);
    expect(created).toEqual(
      Object.values(DEMO_ACCOUNTS).map((account) => ({ ...account, password: DEMO_PASSWORD })),
    );
    expect(created.map((account) => account.email)).toEqual([
      'admin@aerishome.example',
      'owner@northwind-hvac.example',
      'tech@northwind-hvac.example',
      'former@northwind-hvac.example',
      'manager@northwind-hvac.example',
      'dispatch@northwind-hvac.example',
      'sales@northwind-hvac.example',
      'joiner@example-pro.example',
      'pending@summit-electric.example',
      'liam.brooks1@homeowner.example',
      'owner@cascade-plumbing.example',
      'owner@brightline-electric.example',
      'nora.bennett@homeowner.example',
      'owner@evergreen-comfort.example',
      'owner@rhein-haustechnik.example',
    ]);

    const admin = await userByEmail(DEMO_ACCOUNTS.admin.email);
    expect(await db.select().from(platformAdmins)).toEqual([
      { userId: admin.id, createdAt: expect.any(Date) },
    ]);
  });

  it('makes Northwind an approved company with an address, programs and six people', async () => {
    const [northwind] = await db
      .select()
      .from(partnerAccounts)
      .where(eq(partnerAccounts.name, 'Northwind Heating & Cooling'));
    expect(northwind).toMatchObject({
      status: 'ACTIVE',
      countryCode: 'US',
      address1: '1200 Harbor Boulevard',
      zip: '98101',
      phoneNumber: '+12065550142',
      proCategories: ['HVAC'],
    });
    const enrollments = await db
      .select()
      .from(partnerProgramEnrollments)
      .where(eq(partnerProgramEnrollments.partnerAccountId, northwind?.id ?? ''));
    expect(enrollments.map((e) => [e.programName, e.subscriptionStatus]).sort()).toEqual([
      ['Homeowner App Branding', 'ACTIVE'],
      ['Pro Alerts', 'ACTIVE'],
    ]);
    const members = await membersOf(northwind?.id ?? '');
    expect(members).toEqual(
      expect.arrayContaining([
        { email: DEMO_ACCOUNTS.owner.email, roles: ['OWNER'], status: 'ACTIVE' },
        { email: DEMO_ACCOUNTS.technician.email, roles: ['TECHNICIAN'], status: 'ACTIVE' },
        { email: DEMO_ACCOUNTS.former.email, roles: ['TECHNICIAN'], status: 'INACTIVE' },
        { email: DEMO_ACCOUNTS.manager.email, roles: ['COMPANY_ADMIN'], status: 'ACTIVE' },
        { email: DEMO_ACCOUNTS.dispatcher.email, roles: ['OPERATIONS'], status: 'ACTIVE' },
        { email: DEMO_ACCOUNTS.sales.email, roles: ['SALES', 'MARKETING'], status: 'ACTIVE' },
      ]),
    );
    expect(members).toHaveLength(6);
  });

  it('gives Northwind an open email invite and a join request for the owner’s bell', async () => {
    const [northwind] = await db
      .select()
      .from(partnerAccounts)
      .where(eq(partnerAccounts.name, 'Northwind Heating & Cooling'));
    const invites = await db.select().from(employeeInvites);
    expect(invites).toMatchObject([
      {
        partnerAccountId: northwind?.id,
        sendToEmail: 'new.hire@example-pro.example',
        notificationType: 'Email',
        status: 'PENDING',
      },
    ]);
    expect(invites[0]?.expiresAt.getTime()).toBeGreaterThan(Date.now());
    const joiner = await userByEmail(DEMO_ACCOUNTS.joiner.email);
    expect(await db.select().from(addRequests)).toMatchObject([
      { userId: joiner.id, partnerAccountId: northwind?.id, status: 'REQUESTED' },
    ]);
    const joinerMemberships = await db
      .select()
      .from(partnerUsers)
      .where(eq(partnerUsers.userId, joiner.id));
    expect(joinerMemberships).toEqual([]);
  });

  it('gives Northwind 25 customers (and 13 homebuyers from its builders) with US homes and devices of several types in every service state', async () => {
    const northwind = await companyNamed('Northwind Heating & Cooling');
    const customers = await db
      .select()
      .from(partnerCustomers)
      .where(eq(partnerCustomers.partnerAccountId, northwind.id));
    expect(customers).toHaveLength(25 + 13);
    expect(customers.map((c) => `${c.firstName} ${c.lastName}`)).toContain('Olivia Anderson');
    const homes = await db
      .select()
      .from(partnerDeviceLocations)
      .where(eq(partnerDeviceLocations.partnerAccountId, northwind.id));
    expect(homes).toHaveLength(25 + 13);
    expect(new Set(homes.map((h) => h.country))).toEqual(new Set(['US']));
    const fleet = await db
      .select({ deviceType: products.deviceType, online: devices.online })
      .from(devices)
      .innerJoin(products, eq(products.id, devices.productId))
      .where(eq(devices.partnerAccountId, northwind.id));
    expect(new Set(fleet.map((d) => d.deviceType))).toEqual(
      new Set([
        'WiFiThermostat',
        'WaterLeakDetector3',
        'SmokeDetector',
        'UnicornIndoorCamera',
        'HoudiniThermostat',
        'UnicornOutdoorCamera',
      ]),
    );
    expect(new Set(fleet.map((d) => d.online))).toEqual(new Set([true, false]));
    const services = await db.select().from(partnerDeviceServices);
    expect(new Set(services.map((s) => `${s.serviceType} ${s.consentStatus}`))).toEqual(
      new Set([
        'RemoteAccess PENDING',
        'RemoteAccess ACCEPTED',
        'RemoteAccess REJECTED',
        'ProAlertsPartnerDeviceService ACCEPTED',
        'InstallationPartnerDeviceService ACCEPTED',
        'BrandingPartnerDeviceService ACCEPTED',
      ]),
    );
  });

  it('gives Northwind two builders whose homes were pre-registered over the last weeks, most commissioned', async () => {
    const northwind = await companyNamed('Northwind Heating & Cooling');
    const builders = await db
      .select({
        name: partnerAssociates.name,
        homes: count(partnerDeviceLocations.id),
        commissioned: countDistinct(devices.locationId),
      })
      .from(partnerAssociates)
      .innerJoin(
        partnerDeviceLocations,
        eq(partnerDeviceLocations.associateId, partnerAssociates.id),
      )
      .leftJoin(devices, eq(devices.locationId, partnerDeviceLocations.id))
      .where(eq(partnerAssociates.partnerAccountId, northwind.id))
      .groupBy(partnerAssociates.name)
      .orderBy(partnerAssociates.name);
    // Thermostats go in 12 and 9 days after a home is added: the newest homes wait.
    expect(builders).toEqual([
      { name: 'Cornerstone Builders', homes: 5, commissioned: 3 },
      { name: 'Lakeview Homes', homes: 8, commissioned: 6 },
    ]);
  });

  it('lets the demo homeowner answer Northwind in the homeowner app; the last home is pre-registered', async () => {
    const homeowner = await userByEmail(DEMO_ACCOUNTS.homeowner.email);
    const [customer] = await db
      .select()
      .from(partnerCustomers)
      .where(eq(partnerCustomers.email, DEMO_ACCOUNTS.homeowner.email));
    expect(customer).toMatchObject({ firstName: 'Liam', lastName: 'Brooks' });
    const households = await db
      .select({ role: consumerAccountUsers.role, homeId: consumerLocations.id })
      .from(consumerAccountUsers)
      .innerJoin(
        consumerLocations,
        eq(consumerLocations.consumerAccountId, consumerAccountUsers.consumerAccountId),
      )
      .where(eq(consumerAccountUsers.userId, homeowner.id));
    expect(households).toMatchObject([{ role: 'ADMIN' }]);
    const [home] = await db
      .select()
      .from(partnerDeviceLocations)
      .where(eq(partnerDeviceLocations.customerId, customer?.id ?? ''));
    expect(home?.consumerLocationId).toBe(households[0]?.homeId);
    const asked = await db
      .select({
        serviceType: partnerDeviceServices.serviceType,
        consentStatus: partnerDeviceServices.consentStatus,
      })
      .from(partnerDeviceServices)
      .innerJoin(devices, eq(devices.id, partnerDeviceServices.deviceId))
      .where(eq(devices.consumerLocationId, home?.consumerLocationId ?? ''));
    // Customer 1 has two detectors, each with a remote-access request waiting, and a thermostat
    // whose remote access he allowed (a technician can ask him for a session), and has accepted
    // Northwind's branding.
    expect(asked).toEqual(
      expect.arrayContaining([
        { serviceType: 'RemoteAccess', consentStatus: 'PENDING' },
        { serviceType: 'RemoteAccess', consentStatus: 'PENDING' },
        { serviceType: 'RemoteAccess', consentStatus: 'ACCEPTED' },
        { serviceType: 'BrandingPartnerDeviceService', consentStatus: 'ACCEPTED' },
      ]),
    );
    expect(asked).toHaveLength(4);

    const [preRegistered] = await db
      .select()
      .from(partnerDeviceLocations)
      .where(eq(partnerDeviceLocations.locationState, 'InPreRegistration'));
    expect(preRegistered?.consumerLocationId).toEqual(expect.any(String));
    const [{ members } = { members: -1 }] = await db
      .select({ members: count() })
      .from(consumerAccountUsers)
      .innerJoin(
        consumerLocations,
        eq(consumerLocations.consumerAccountId, consumerAccountUsers.consumerAccountId),
      )
      .where(eq(consumerLocations.id, preRegistered?.consumerLocationId ?? ''));
    expect(members).toBe(0);
  });

  it('gives Northwind a Pro Alerts profile for two recipients and customised alert settings', async () => {
    const northwind = await companyNamed('Northwind Heating & Cooling');
    const owner = await userByEmail(DEMO_ACCOUNTS.owner.email);
    const profiles = await db.select().from(proAlertProfiles);
    expect(profiles).toMatchObject([
      {
        partnerAccountId: northwind.id,
        emailEnabled: true,
        emailRecipients: ['owner@northwind-hvac.example', 'dispatch@northwind-hvac.example'],
        emailSeverities: ['Urgent', 'Warning'],
        applyToExistingInstalls: false,
        createdBy: owner.id,
      },
    ]);
    // All devices: no product group chosen.
    expect(await db.select().from(proAlertProfileProductGroups)).toEqual([]);

    const settings = await db
      .select()
      .from(proAlertSettings)
      .where(eq(proAlertSettings.partnerAccountId, northwind.id));
    const byName = new Map(settings.map((row) => [row.alertName, row]));
    expect([...byName.keys()].sort()).toEqual(
      ALERT_CATALOGUE.alerts.map((a) => a.alertName).sort(),
    );
    expect(settings.every((row) => row.locale === 'en')).toBe(true);
    expect(byName.get('HighIndoorTemperature')).toMatchObject({
      isEnabled: true,
      recommendedAction: null,
      configData: { threshold: 82, observedTime: 'PT30M' },
    });
    expect(byName.get('LowIndoorHumidity')).toMatchObject({
      isEnabled: false,
      configData: { threshold: 25, observedTime: 'PT2H' },
    });
    expect(byName.get('WaterLeakDetected')).toMatchObject({
      isEnabled: true,
      recommendedAction:
        'Call the homeowner and send the on-call plumber; our emergency line is (206) 555-0142.',
      configData: {},
    });
    const customised = ['HighIndoorTemperature', 'LowIndoorHumidity', 'WaterLeakDetected'];
    for (const alert of ALERT_CATALOGUE.alerts.filter((a) => !customised.includes(a.alertName))) {
      expect(byName.get(alert.alertName), alert.alertName).toMatchObject({
        isEnabled: alert.defaultEnabled,
        recommendedAction: null,
        configData: {
          ...(alert.threshold ? { threshold: alert.threshold.default } : {}),
          ...(alert.observedTime ? { observedTime: alert.observedTime.default } : {}),
        },
      });
    }
  });

  it('makes Cascade Plumbing & Drains a Pro Alerts subscriber with nothing set up yet', async () => {
    const cascade = await companyNamed('Cascade Plumbing & Drains');
    expect(cascade).toMatchObject({
      status: 'ACTIVE',
      countryCode: 'US',
      city: 'Portland',
      state: 'OR',
      addressCountry: 'US',
      phoneNumber: expect.stringMatching(/^\+1503555\d{4}$/),
      proCategories: ['PLUMBER'],
      expertise: ['PLUMBING'],
    });
    const members = await db
      .select({
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        roles: partnerUsers.roles,
        status: partnerUsers.status,
      })
      .from(partnerUsers)
      .innerJoin(users, eq(users.id, partnerUsers.userId))
      .where(eq(partnerUsers.partnerAccountId, cascade.id));
    expect(members).toEqual([
      {
        email: DEMO_ACCOUNTS.newPro.email,
        firstName: 'Casey',
        lastName: 'Rivera',
        roles: ['OWNER'],
        status: 'ACTIVE',
      },
    ]);
    const enrollments = await db
      .select({
        programName: partnerProgramEnrollments.programName,
        subscriptionStatus: partnerProgramEnrollments.subscriptionStatus,
      })
      .from(partnerProgramEnrollments)
      .where(eq(partnerProgramEnrollments.partnerAccountId, cascade.id));
    expect(enrollments).toEqual([{ programName: 'Pro Alerts', subscriptionStatus: 'ACTIVE' }]);
    expect(
      await db
        .select()
        .from(proAlertProfiles)
        .where(eq(proAlertProfiles.partnerAccountId, cascade.id)),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(proAlertSettings)
        .where(eq(proAlertSettings.partnerAccountId, cascade.id)),
    ).toEqual([]);
  });

  it('gives Cascade two customers whose homes have a water leak detector and a homeowner, nothing asked', async () => {
    const cascade = await companyNamed('Cascade Plumbing & Drains');
    const homes = await db
      .select({
        customer: partnerCustomers.firstName,
        city: partnerDeviceLocations.city,
        state: partnerDeviceLocations.locationState,
        sku: products.sku,
        members: count(consumerAccountUsers.userId),
      })
      .from(partnerDeviceLocations)
      .innerJoin(partnerCustomers, eq(partnerCustomers.id, partnerDeviceLocations.customerId))
      .innerJoin(devices, eq(devices.locationId, partnerDeviceLocations.id))
      .innerJoin(products, eq(products.id, devices.productId))
      .innerJoin(
        consumerLocations,
        eq(consumerLocations.id, partnerDeviceLocations.consumerLocationId),
      )
      .innerJoin(
        consumerAccountUsers,
        eq(consumerAccountUsers.consumerAccountId, consumerLocations.consumerAccountId),
      )
      .where(eq(partnerDeviceLocations.partnerAccountId, cascade.id))
      .groupBy(
        partnerCustomers.firstName,
        partnerDeviceLocations.city,
        partnerDeviceLocations.locationState,
        products.sku,
      )
      .orderBy(partnerCustomers.firstName);
    expect(homes).toEqual([
      { customer: 'Harper', city: 'Portland', state: 'Normal', sku: 'AWLD3001', members: 1 },
      { customer: 'Mateo', city: 'Portland', state: 'Normal', sku: 'AWLD3001', members: 1 },
    ]);
    const asked = await db
      .select()
      .from(partnerDeviceServices)
      .innerJoin(devices, eq(devices.id, partnerDeviceServices.deviceId))
      .where(eq(devices.partnerAccountId, cascade.id));
    expect(asked).toEqual([]);
  });

  it('gives Northwind an installer set-up template whose values a thermostat takes', async () => {
    const northwind = await companyNamed('Northwind Heating & Cooling');
    const templates = await db
      .select()
      .from(partnerIsuTemplates)
      .where(eq(partnerIsuTemplates.partnerAccountId, northwind.id));
    expect(templates).toHaveLength(1);
    expect(isuProblems(templates[0]?.values as IsuValues)).toEqual({});
  });

  it("gives Northwind a brand profile with its logo, which Liam's home shows", async () => {
    const northwind = await companyNamed('Northwind Heating & Cooling');
    const owner = await userByEmail(DEMO_ACCOUNTS.owner.email);
    const liam = await userByEmail(DEMO_ACCOUNTS.homeowner.email);
    const [logo] = DEMO_FILES;
    const bytes = logo?.content() ?? Buffer.alloc(0);
    expect(await db.select().from(brandLogos)).toEqual([
      {
        fileId: 'logo-demo-northwind.svg',
        partnerAccountId: northwind.id,
        uploadedBy: owner.id,
        contentType: 'image/svg+xml',
        size: bytes.length,
        createdAt: expect.any(Date),
      },
    ]);
    expect(logo).toMatchObject({ id: 'logo-demo-northwind.svg', contentType: 'image/svg+xml' });
    // A small, hand-written logo that a browser shows as an image and that runs nothing.
    expect(bytes.length).toBeLessThan(4096);
    expect(bytes.toString('utf8')).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(bytes.toString('utf8')).not.toMatch(/<script|\son\w+=|javascript:|href=/i);

    expect(await db.select().from(partnerBrandProfiles)).toMatchObject([
      {
        partnerAccountId: northwind.id,
        businessEmail: 'service@northwind-hvac.example',
        customerServiceNumber: expect.stringMatching(/^\+1206555\d{4}$/),
        logoFileId: 'logo-demo-northwind.svg',
        websiteUrl: 'https://www.northwind-hvac.example',
        applyToExistingInstalls: false,
        createdBy: owner.id,
      },
    ]);
    const branding = await db
      .select({
        partnerAccountId: partnerDeviceServices.partnerAccountId,
        homeowner: consumerAccountUsers.userId,
        respondedBy: partnerDeviceServices.respondedBy,
        requestedAt: partnerDeviceServices.requestedAt,
        respondedAt: partnerDeviceServices.respondedAt,
      })
      .from(partnerDeviceServices)
      .innerJoin(devices, eq(devices.id, partnerDeviceServices.deviceId))
      .innerJoin(consumerLocations, eq(consumerLocations.id, devices.consumerLocationId))
      .innerJoin(
        consumerAccountUsers,
        eq(consumerAccountUsers.consumerAccountId, consumerLocations.consumerAccountId),
      )
      .where(eq(partnerDeviceServices.serviceType, 'BrandingPartnerDeviceService'));
    expect(branding).toMatchObject([
      { partnerAccountId: northwind.id, homeowner: liam.id, respondedBy: liam.id },
    ]);
    const [answer] = branding;
    expect(answer?.respondedAt?.getTime()).toBeGreaterThan(answer?.requestedAt.getTime() ?? 0);
  });

  it('makes Brightline Electric a Homeowner App Branding buyer without a brand profile', async () => {
    const brightline = await companyNamed('Brightline Electric');
    expect(brightline).toMatchObject({
      status: 'ACTIVE',
      countryCode: 'US',
      city: 'Sacramento',
      state: 'CA',
      addressCountry: 'US',
      proCategories: ['ELECTRICIAN'],
    });
    const members = await membersOf(brightline.id);
    expect(members).toEqual([
      { email: DEMO_ACCOUNTS.brandPro.email, roles: ['OWNER'], status: 'ACTIVE' },
    ]);
    const enrollments = await db
      .select({
        programName: partnerProgramEnrollments.programName,
        subscriptionStatus: partnerProgramEnrollments.subscriptionStatus,
      })
      .from(partnerProgramEnrollments)
      .where(eq(partnerProgramEnrollments.partnerAccountId, brightline.id));
    expect(enrollments).toEqual([
      { programName: 'Homeowner App Branding', subscriptionStatus: 'ACTIVE' },
    ]);
    expect(
      await db
        .select()
        .from(partnerBrandProfiles)
        .where(eq(partnerBrandProfiles.partnerAccountId, brightline.id)),
    ).toEqual([]);
  });

  it('gives Brightline two customers with a branding-ready thermostat, nothing asked; Nora signs in', async () => {
    const brightline = await companyNamed('Brightline Electric');
    const nora = await userByEmail(DEMO_ACCOUNTS.brandHomeowner.email);
    const homes = await db
      .select({
        customer: partnerCustomers.firstName,
        email: partnerCustomers.email,
        city: partnerDeviceLocations.city,
        sku: products.sku,
        homeowner: consumerAccountUsers.userId,
      })
      .from(partnerDeviceLocations)
      .innerJoin(partnerCustomers, eq(partnerCustomers.id, partnerDeviceLocations.customerId))
      .innerJoin(devices, eq(devices.locationId, partnerDeviceLocations.id))
      .innerJoin(products, eq(products.id, devices.productId))
      .innerJoin(
        consumerLocations,
        eq(consumerLocations.id, partnerDeviceLocations.consumerLocationId),
      )
      .innerJoin(
        consumerAccountUsers,
        eq(consumerAccountUsers.consumerAccountId, consumerLocations.consumerAccountId),
      )
      .where(eq(partnerDeviceLocations.partnerAccountId, brightline.id))
      .orderBy(partnerCustomers.firstName);
    expect(homes).toEqual([
      {
        customer: 'Nora',
        email: DEMO_ACCOUNTS.brandHomeowner.email,
        city: 'Sacramento',
        sku: 'ATH6320WF2003',
        homeowner: nora.id,
      },
      {
        customer: 'Owen',
        email: 'owen.price@homeowner.example',
        city: 'Sacramento',
        sku: 'ATH6320WF2003',
        homeowner: expect.any(String),
      },
    ]);
    const owen = await userByEmail('owen.price@homeowner.example');
    expect(owen.passwordHash).toBeNull();
    // The thermostat is a product of a Homeowner App Branding group.
    const groups = await db
      .select({ featureType: productGroups.featureType })
      .from(productGroupMembers)
      .innerJoin(productGroups, eq(productGroups.id, productGroupMembers.productGroupId))
      .innerJoin(products, eq(products.id, productGroupMembers.productId))
      .where(eq(products.sku, 'ATH6320WF2003'));
    expect(groups.map((group) => group.featureType)).toContain('HomeownerAppBranding');
    const asked = await db
      .select()
      .from(partnerDeviceServices)
      .innerJoin(devices, eq(devices.id, partnerDeviceServices.deviceId))
      .where(eq(devices.partnerAccountId, brightline.id));
    expect(asked).toEqual([]);
  });

  it('has one pending application, Summit Electric, owned by its applicant', async () => {
    const pending = await db
      .select({ name: partnerAccounts.name, email: users.email, roles: partnerUsers.roles })
      .from(partnerAccounts)
      .innerJoin(partnerUsers, eq(partnerUsers.partnerAccountId, partnerAccounts.id))
      .innerJoin(users, eq(users.id, partnerUsers.userId))
      .where(eq(partnerAccounts.status, 'PENDING'));
    expect(pending).toEqual([
      { name: 'Summit Electric', email: DEMO_ACCOUNTS.pending.email, roles: ['OWNER'] },
    ]);
  });

  it('makes Evergreen a company that just bought both services in the store, nothing set up', async () => {
    const evergreen = await companyNamed('Evergreen Comfort Systems');
    expect(evergreen).toMatchObject({ status: 'ACTIVE', countryCode: 'US', city: 'Boise' });
    const members = await membersOf(evergreen.id);
    expect(members).toEqual([
      { email: DEMO_ACCOUNTS.storePro.email, roles: ['OWNER'], status: 'ACTIVE' },
    ]);
    const enrollments = await db
      .select({
        programName: partnerProgramEnrollments.programName,
        subscriptionStatus: partnerProgramEnrollments.subscriptionStatus,
        source: partnerProgramEnrollments.source,
        orderId: partnerProgramEnrollments.orderId,
        sku: partnerProgramProducts.sku,
      })
      .from(partnerProgramEnrollments)
      .innerJoin(
        partnerProgramProducts,
        eq(partnerProgramProducts.id, partnerProgramEnrollments.productId),
      )
      .where(eq(partnerProgramEnrollments.partnerAccountId, evergreen.id))
      .orderBy(partnerProgramEnrollments.programName);
    expect(enrollments).toEqual([
      {
        programName: 'Homeowner App Branding',
        subscriptionStatus: 'ACTIVE',
        source: 'STORE',
        orderId: DEMO_STORE_ORDER_ID,
        sku: 'HAB-BASIC-M',
      },
      {
        programName: 'Pro Alerts',
        subscriptionStatus: 'ACTIVE',
        source: 'STORE',
        orderId: DEMO_STORE_ORDER_ID,
        sku: 'PA-ADV-A',
      },
    ]);
    expect(await db.select().from(storeOrders)).toEqual([
      expect.objectContaining({ orderId: DEMO_STORE_ORDER_ID, partnerAccountId: evergreen.id }),
    ]);
    for (const table of [partnerBrandProfiles, proAlertProfiles, proAlertSettings]) {
      expect(await db.select().from(table).where(eq(table.partnerAccountId, evergreen.id))).toEqual(
        [],
      );
    }
  });

  it('makes Rhein Haustechnik an approved company in Germany, the EMEA market, with its owner', async () => {
    const rhein = await companyNamed('Rhein Haustechnik GmbH');
    expect(rhein).toMatchObject({ status: 'ACTIVE', countryCode: 'DE', city: 'Düsseldorf' });
    expect(marketOf(rhein.countryCode)).toBe('EMEA');
    expect(await membersOf(rhein.id)).toEqual([
      { email: DEMO_ACCOUNTS.emeaOwner.email, roles: ['OWNER'], status: 'ACTIVE' },
    ]);
    // The viewer's country decides the portal's market flags.
    const owner = await userByEmail(DEMO_ACCOUNTS.emeaOwner.email);
    expect(owner).toMatchObject({ countryCode: 'DE', locale: 'de' });
    const northwindOwner = await userByEmail(DEMO_ACCOUNTS.owner.email);
    expect(northwindOwner).toMatchObject({ countryCode: 'US', locale: 'en' });
    expect(
      await db
        .select()
        .from(partnerProgramEnrollments)
        .where(eq(partnerProgramEnrollments.partnerAccountId, rhein.id)),
    ).toEqual([]);
  });

  it('gives every seeded enrollment its catalogue product', async () => {
    const enrollments = await db.select().from(partnerProgramEnrollments);
    expect(enrollments).toHaveLength(6);
    for (const enrollment of enrollments) {
      expect(enrollment.productId).not.toBeNull();
      expect(enrollment.purchaseDate).not.toBeNull();
    }
  });

  it('stores the Pro terms, already accepted by every demo user', async () => {
    const terms = await db.select().from(agreements);
    expect(terms).toMatchObject([
      { agreementType: 'ProTnC', applicationScope: 'AerisPro', version: '1', locale: 'en' },
    ]);
    expect(terms[0]?.body.split('\n\n').length).toBeGreaterThan(3);
    const consents = await db.select().from(agreementConsents);
    expect(consents).toHaveLength(Object.keys(DEMO_ACCOUNTS).length);
    expect(consents.every((c) => c.status === 'Accepted' && c.agreementId === terms[0]?.id)).toBe(
      true,
    );
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
