import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEV_STORE_WEBHOOK_SECRET, loadConfig, trustProxyOption } from './config';

const repoData = fileURLToPath(new URL('../../../.data', import.meta.url));

describe('loadConfig', () => {
  it('has defaults that need nothing set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.environment).toBe('development');
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.dataDir).toBe(repoData);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.rateLimit).toEqual({ max: 600, windowMs: 60_000, syncMs: 250 });
  });

  it('reads DATA_DIR relative to the repository, not the working folder', () => {
    expect(loadConfig({ DATA_DIR: '.data' }).dataDir).toBe(repoData);
    expect(loadConfig({ DATA_DIR: '/srv/portal' }).dataDir).toBe('/srv/portal');
  });

  it.each([
    ['development', undefined, true],
    ['test', undefined, true],
    ['production', undefined, false],
    ['production', 'true', true],
    ['development', 'false', false],
  ])('NODE_ENV=%s SEED_DEMO_DATA=%s seeds demo data: %s', (environment, seed, expected) => {
    const env: NodeJS.ProcessEnv = { NODE_ENV: environment };
    if (seed !== undefined) env.SEED_DEMO_DATA = seed;
    const config = loadConfig(env);
    expect(config.seedDemoData).toBe(expected);
    expect(config.isProduction).toBe(environment === 'production');
  });

  it.each(['development', 'test', 'production'])(
    'NODE_ENV=%s leaves the developer tools off unless DEV_TOOLS=true',
    (environment) => {
      expect(loadConfig({ NODE_ENV: environment }).devTools).toBe(false);
      expect(loadConfig({ NODE_ENV: environment, DEV_TOOLS: 'true' }).devTools).toBe(true);
      expect(() => loadConfig({ DEV_TOOLS: 'yes' })).toThrow(/DEV_TOOLS: /);
    },
  );

  it('signs store orders with STORE_WEBHOOK_SECRET; a default outside production only', () => {
    const secret = 'a-shared-secret-of-the-store-0123';
    expect(loadConfig({ STORE_WEBHOOK_SECRET: secret }).storeWebhookSecret).toBe(secret);
    expect(loadConfig({ NODE_ENV: 'test' }).storeWebhookSecret).toBe(DEV_STORE_WEBHOOK_SECRET);
    expect(loadConfig({ NODE_ENV: 'production' }).storeWebhookSecret).toBeUndefined();
    expect(() => loadConfig({ STORE_WEBHOOK_SECRET: 'short' })).toThrow(/STORE_WEBHOOK_SECRET: /);
  });

  it.each([
    [undefined, false],
    ['false', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.0/8', ['10.0.0.0/8']],
    [' 10.0.0.1, 2001:db8::/32 ,loopback', ['10.0.0.1', '2001:db8::/32', 'loopback']],
  ])('TRUST_PROXY=%s trusts %j', (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(
      expected,
    );
  });

  it('refuses TRUST_PROXY=true, which would let any client choose its address', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /^Invalid environment: TRUST_PROXY: true would trust every X-Forwarded-For entry, which any client can write\. Set the number of proxies/,
    );
  });

  it.each(['yes', '10.0.0.0/33', '10.0.0.1,', 'proxy.example', '::1/129', '10.0.0.1/8/8'])(
    'refuses TRUST_PROXY=%s, naming the wrong entry',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        /^Invalid environment: TRUST_PROXY: ".*" is not a hop count, an IP address, a CIDR range/,
      );
    },
  );

  it('a hop count trusts that many proxies from the socket on, and no further', () => {
    const trust = trustProxyOption(2);
    expect(typeof trust).toBe('function');
    if (typeof trust !== 'function') return;
    expect([0, 1, 2, 3].map((hop) => trust('10.0.0.1', hop))).toEqual([true, true, false, false]);
    expect(trustProxyOption(['10.0.0.0/8'])).toEqual(['10.0.0.0/8']);
    expect(trustProxyOption(false)).toBe(false);
  });

  it('reads FEATURE_FLAGS overrides; none by default', () => {
    expect(loadConfig({}).featureFlags).toEqual({});
    expect(loadConfig({ FEATURE_FLAGS: 'AGREEMENT_CHECK=true, PERKS=false' }).featureFlags).toEqual(
      { AGREEMENT_CHECK: true, PERKS: false },
    );
  });

  it('a bad FEATURE_FLAGS stops the start with a message naming the flag', () => {
    expect(() => loadConfig({ FEATURE_FLAGS: 'AGREEMENT_CHEK=true' })).toThrow(
      /^Invalid environment: FEATURE_FLAGS: Unknown feature flag "AGREEMENT_CHEK"/,
    );
    expect(() => loadConfig({ FEATURE_FLAGS: 'PERKS=yes' })).toThrow(
      'Invalid environment: FEATURE_FLAGS: Feature flag PERKS must be =true or =false, not "yes".',
    );
  });

  it("geocodes with Google's endpoint, and only with GEOCODING_API_KEY set", () => {
    expect(loadConfig({}).geocoding).toEqual({
      url: 'https://maps.googleapis.com/maps/api/geocode/json',
      apiKey: undefined,
    });
    expect(
      loadConfig({ GEOCODING_URL: 'http://127.0.0.1:9/geocode', GEOCODING_API_KEY: 'k' }).geocoding,
    ).toEqual({ url: 'http://127.0.0.1:9/geocode', apiKey: 'k' });
    expect(() => loadConfig({ GEOCODING_URL: 'maps' })).toThrow(/GEOCODING_URL: /);
  });

  it('invites live 7 days unless INVITE_TTL_DAYS says otherwise; a bad value stops the start', () => {
    expect(loadConfig({}).inviteTtlDays).toBe(7);
    expect(loadConfig({ INVITE_TTL_DAYS: '14' }).inviteTtlDays).toBe(14);
    expect(() => loadConfig({ INVITE_TTL_DAYS: '0' })).toThrow(/INVITE_TTL_DAYS: /);
    expect(() => loadConfig({ INVITE_TTL_DAYS: 'week' })).toThrow(/INVITE_TTL_DAYS: /);
  });

  it('keeps SMS in the outbox unless SMS_WEBHOOK_URL names a gateway', () => {
    expect(loadConfig({}).smsWebhookUrl).toBeUndefined();
    expect(loadConfig({ SMS_WEBHOOK_URL: 'https://sms.example/hook' }).smsWebhookUrl).toBe(
      'https://sms.example/hook',
    );
    expect(() => loadConfig({ SMS_WEBHOOK_URL: 'gateway' })).toThrow(/SMS_WEBHOOK_URL: /);
  });

  it('sends the alert digest at 07:00 UTC unless ALERT_DIGEST_CRON says otherwise; a bad one stops the start', () => {
    expect(loadConfig({}).telemetry.digestCron).toBe('0 7 * * *');
    expect(loadConfig({ ALERT_DIGEST_CRON: '30 6 * * 1-5' }).telemetry.digestCron).toBe(
      '30 6 * * 1-5',
    );
    expect(() => loadConfig({ ALERT_DIGEST_CRON: '99 7 * * *' })).toThrow(
      /^Invalid environment: ALERT_DIGEST_CRON: /,
    );
    expect(() => loadConfig({ ALERT_DIGEST_CRON: 'every morning' })).toThrow(
      /^Invalid environment: ALERT_DIGEST_CRON: /,
    );
  });

  it('takes MQTT_USERNAME and MQTT_PASSWORD together or not at all, naming the one missing', () => {
    expect(loadConfig({}).mqtt).toMatchObject({ username: undefined, password: undefined });
    expect(loadConfig({ MQTT_USERNAME: 'portal', MQTT_PASSWORD: 'secret' }).mqtt).toMatchObject({
      username: 'portal',
      password: 'secret',
    });
    expect(() => loadConfig({ MQTT_USERNAME: 'portal' })).toThrow(
      'Invalid environment: MQTT_PASSWORD: required when MQTT_USERNAME is set',
    );
    expect(() => loadConfig({ MQTT_PASSWORD: 'secret' })).toThrow(
      'Invalid environment: MQTT_USERNAME: required when MQTT_PASSWORD is set',
    );
  });

  it('a PORT that is not a number is refused, naming PORT', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/Invalid environment: PORT: /);
  });

  it('names every invalid variable at once', () => {
    expect(() => loadConfig({ PORT: '70000', LOG_LEVEL: 'loud' })).toThrow(
      /PORT: .*; LOG_LEVEL: |LOG_LEVEL: .*; PORT: /,
    );
  });

  it('derives the identity settings from PUBLIC_URL', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://portal.example/' });
    expect(config.publicUrl).toBe('https://portal.example');
    expect(config.auth).toMatchObject({
      issuer: 'https://portal.example/auth/',
      audience: 'https://portal.example/api',
      jwksUrl: undefined,
      clientId: 'partner-portal',
      accessTokenTtlSeconds: 86_400,
      refreshTokenTtlSeconds: 2_592_000,
      refreshTokenReuseSeconds: 10,
      allowedReturnUrls: [
        'https://portal.example',
        'https://portal.example/',
        'https://portal.example/sign-in',
      ],
    });
    expect(config.mail).toEqual({
      smtpUrl: undefined,
      from: 'Aeris Pro Portal <no-reply@aerishome.example>',
    });
  });

  it('takes a local address under each loopback name, and any other address as it is', () => {
    const config = loadConfig({});
    expect(config.auth.audience).toBe('http://localhost:8080/api');
    expect(config.auth.acceptedAudiences).toEqual([
      'http://localhost:8080/api',
      'http://127.0.0.1:8080/api',
      'http://[::1]:8080/api',
    ]);
    expect(config.auth.allowedReturnUrls).toContain('http://127.0.0.1:8080/sign-in');
    expect(loadConfig({ AUTH_AUDIENCE: 'https://api.example' }).auth.acceptedAudiences).toEqual([
      'https://api.example',
    ]);
  });

  it('reads an external tenant and the logout allow-list', () => {
    const config = loadConfig({
      AUTH_ISSUER: 'https://tenant.eu.auth0.com/',
      AUTH_AUDIENCE: 'https://api.example',
      AUTH_JWKS_URL: 'https://tenant.eu.auth0.com/.well-known/jwks.json',
      AUTH_LOGOUT_URLS: 'https://a.example, https://b.example/sign-in',
      ACCESS_TOKEN_TTL_SECONDS: '600',
    });
    expect(config.auth).toMatchObject({
      issuer: 'https://tenant.eu.auth0.com/',
      audience: 'https://api.example',
      jwksUrl: 'https://tenant.eu.auth0.com/.well-known/jwks.json',
      allowedReturnUrls: ['https://a.example', 'https://b.example/sign-in'],
      accessTokenTtlSeconds: 600,
    });
  });
});

describe('FILE_STORE', () => {
  it('keeps files in PostgreSQL unless told otherwise', () => {
    expect(loadConfig({}).files).toEqual({ store: 'postgres' });
  });

  it('disk keeps them in DATA_DIR/files', () => {
    expect(loadConfig({ FILE_STORE: 'disk', DATA_DIR: '/srv/portal' }).files).toEqual({
      store: 'disk',
      folder: '/srv/portal/files',
    });
  });

  it('s3 reads the bucket, region, endpoint, path style and keys', () => {
    const config = loadConfig({
      FILE_STORE: 's3',
      S3_BUCKET: 'portal-files',
      S3_ENDPOINT: 'http://minio.internal:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.files).toEqual({
      store: 's3',
      s3: {
        bucket: 'portal-files',
        region: 'us-east-1',
        endpoint: 'http://minio.internal:9000',
        forcePathStyle: true,
        credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      },
    });
  });

  it('s3 without keys leaves them to the AWS SDK', () => {
    const config = loadConfig({ FILE_STORE: 's3', S3_BUCKET: 'b', S3_REGION: 'eu-central-1' });
    expect(config.files).toEqual({
      store: 's3',
      s3: {
        bucket: 'b',
        region: 'eu-central-1',
        endpoint: undefined,
        forcePathStyle: false,
        credentials: undefined,
      },
    });
  });

  it.each([
    [{ FILE_STORE: 'ftp' }, 'Invalid environment: FILE_STORE: '],
    [{ FILE_STORE: 's3' }, 'Invalid environment: S3_BUCKET: required when FILE_STORE=s3'],
    [
      { FILE_STORE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'key' },
      'Invalid environment: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither',
    ],
    [
      { FILE_STORE: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'not a url' },
      'Invalid environment: S3_ENDPOINT: ',
    ],
  ])('refuses %j at start', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
