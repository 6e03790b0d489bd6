import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEVICE_REPLY_TIMEOUT_SECONDS,
  type FeatureFlagOverrides,
  parseFeatureFlagOverrides,
} from '@portal/contracts';
import cronParser from 'cron-parser';
import { z } from 'zod';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

// Every environment variable the server reads, with its default (README lists them too).
const Environment = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().default('localhost'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().default('apps/web/dist'),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  RATE_LIMIT_SYNC_MS: z.coerce.number().int().positive().default(250),
  TRUST_PROXY: z.string().default('false'),
  SEED_DEMO_DATA: booleanFlag.optional(),
  AUTH_ISSUER: z.url().optional(),
  AUTH_AUDIENCE: z.string().min(1).optional(),
  AUTH_JWKS_URL: z.url().optional(),
  AUTH_CLIENT_ID: z.string().min(1).default('partner-portal'),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(86_400),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(2_592_000),
  REFRESH_TOKEN_REUSE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  AUTH_LOGOUT_URLS: z.string().optional(),
  AUTH_IP_FAILED_LOGINS_PER_HOUR: z.coerce.number().int().positive().default(100),
  AUTH_ACCOUNT_FAILED_LOGINS_PER_HOUR: z.coerce.number().int().positive().default(10),
  AUTH_IP_SIGNUPS_PER_HOUR: z.coerce.number().int().positive().default(20),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().min(3).default('Aeris Pro Portal <no-reply@aerishome.example>'),
  FEATURE_FLAGS: z.string().optional(),
  GEOCODING_URL: z.url().default('https://maps.googleapis.com/maps/api/geocode/json'),
  GEOCODING_API_KEY: z.string().min(1).optional(),
  INVITE_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  SMS_WEBHOOK_URL: z.url().optional(),
  FILE_STORE: z.enum(['postgres', 'disk', 's3']).default('postgres'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  DEV_TOOLS: booleanFlag.default(false),
  MQTT_URL: z.url().optional(),
  MQTT_USERNAME: z.string().min(1).optional(),
  MQTT_PASSWORD: z.string().min(1).optional(),
  MQTT_SHARED_GROUP: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/)
    .default('portal'),
  MQTT_SHARED_SUBSCRIPTIONS: booleanFlag.default(true),
  MQTT_PORT: z.coerce.number().int().min(0).max(65_535).default(1884),
  MQTT_HOST: z.string().default('127.0.0.1'),
  DEVICE_REPLY_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(60_000)
    .default(DEVICE_REPLY_TIMEOUT_SECONDS * 1000),
  TELEMETRY_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  TELEMETRY_BATCH_ROWS: z.coerce.number().int().min(1).max(5000).default(500),
  TELEMETRY_BATCH_MS: z.coerce.number().int().min(0).max(5000).default(50),
  ALERT_MAIL_GRACE_MINUTES: z.coerce.number().int().min(0).max(1440).default(60),
  ALERT_DIGEST_CRON: z.string().min(9).default('0 7 * * *'),
  SIMULATOR: booleanFlag.optional(),
  SIMULATOR_FAULTS: booleanFlag.default(true),
  STORE_WEBHOOK_SECRET: z.string().min(16).optional(),
});

/** The store webhook's secret outside production, so that a local portal takes signed orders. */
export const DEV_STORE_WEBHOOK_SECRET = 'dev-store-webhook-secret';

export type Config = {
  environment: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  /** Where people reach the portal; printed at start and used in mailed links. */
  publicUrl: string;
  dataDir: string;
  /** Unset: the server runs an embedded PostgreSQL in `${dataDir}/postgres`. */
  databaseUrl: string | undefined;
  logLevel: z.infer<typeof Environment>['LOG_LEVEL'];
  webDist: string;
  bodyLimitBytes: number;
  /** syncMs: how often an instance adds its counts to the shared table and reads the total. */
  rateLimit: { max: number; windowMs: number; syncMs: number };
  /** Fastify's trustProxy: no proxy, how many proxies in front, or their addresses and ranges. */
  trustProxy: TrustProxy;
  seedDemoData: boolean;
  auth: AuthConfig;
  mail: { smtpUrl: string | undefined; from: string };
  /** This deployment's feature flag overrides (FEATURE_FLAGS), applied over the market's flags. */
  featureFlags: FeatureFlagOverrides;
  geocoding: GeocodingConfig;
  /** How long an employee invite stays valid after it is (re)sent. */
  inviteTtlDays: number;
  /** Unset: SMS only go to the sms_outbox table; set: each is POSTed as `{ to, text }` JSON. */
  smsWebhookUrl: string | undefined;
  /** Where the file store keeps files (FILE_STORE). */
  files: FileStoreConfig;
  /** The mail and SMS outboxes (/dev/mail, /api/dev/mail, /api/dev/sms), for this machine only. */
  devTools: boolean;
  mqtt: MqttConfig;
  telemetry: TelemetryConfig;
  /**
   * The demo device fleet (SIMULATOR): on by default outside production and tests, never in
   * production. faults: its scripted faults a minute after start (SIMULATOR_FAULTS); off in the
   * browser tests, which trigger faults themselves.
   */
  simulator: { enabled: boolean; faults: boolean };
  /**
   * The shared secret the online store signs its order webhooks with (STORE_WEBHOOK_SECRET).
   * Outside production DEV_STORE_WEBHOOK_SECRET when unset; in production unset leaves the
   * webhook answering 503, so that a portal without a store runs without one.
   */
  storeWebhookSecret: string | undefined;
};

/**
 * Device telemetry transport (DESIGN.md). Without MQTT_URL the server runs an MQTT broker in its
 * own process on host:port (1884 by default: 1883 is often a system broker's); with it, the
 * server is a client of that broker and subscribes through `$share/{sharedGroup}/` so that
 * several instances split the readings (sharedSubscriptions false for a broker without them).
 */
export type MqttConfig = {
  url: string | undefined;
  username: string | undefined;
  password: string | undefined;
  sharedGroup: string;
  sharedSubscriptions: boolean;
  host: string;
  port: number;
  /** How long a device command waits for the device's reply before answering 503. */
  replyTimeoutMs: number;
};

export type TelemetryConfig = {
  /** Days of raw readings kept (daily partitions older than this are dropped). */
  retentionDays: number;
  /** The ingest writes when this many readings wait, or after batchMs, whichever comes first. */
  batchRows: number;
  batchMs: number;
  /** A device and alert type mailed within this many minutes waits for the daily digest. */
  mailGraceMinutes: number;
  /** When the daily digest of held alert mails goes out (cron, UTC). */
  digestCron: string;
};

/**
 * PostgreSQL by default, so that every instance sees every file with nothing else installed;
 * `disk` keeps them in DATA_DIR/files, for one instance (or several sharing that folder);
 * `s3` in a bucket of Amazon S3 or any S3-compatible service.
 */
export type FileStoreConfig =
  | { store: 'postgres' }
  | { store: 'disk'; folder: string }
  | { store: 's3'; s3: S3Config };

export type S3Config = {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, Ceph, R2, ...); unset: Amazon S3. */
  endpoint: string | undefined;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key`, as most compatible services want. */
  forcePathStyle: boolean;
  /** Unset: the AWS SDK's usual chain (AWS_* variables, shared files, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
};

/** The address check of company applications (spec 000 §5); off without an API key. */
export type GeocodingConfig = {
  /** A Google-Geocoding-API-compatible endpoint. */
  url: string;
  apiKey: string | undefined;
};

export type TrustProxy = false | number | string[];

// proxy-addr's names for reserved ranges, which Fastify's trustProxy accepts beside addresses.
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: `false`, the number of proxies in front of the server, or their addresses and
 * CIDR ranges. Never "every hop": a client writes X-Forwarded-For entries itself, so trusting
 * them all lets it choose its address and slip past every per-address limit.
 */
export function parseTrustProxy(value: string): TrustProxy {
  const text = value.trim();
  if (text === 'false' || text === '0' || text === '') return false;
  if (text === 'true') {
    throw new Error(
      'true would trust every X-Forwarded-For entry, which any client can write. Set the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.0/8,192.0.2.7)',
    );
  }
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  const wrong = entries.find((entry) => !isProxyAddress(entry));
  if (wrong !== undefined) {
    throw new Error(
      `"${wrong}" is not a hop count, an IP address, a CIDR range or one of ${PROXY_RANGE_NAMES.join(', ')}`,
    );
  }
  return entries;
}

/**
 * Fastify's trustProxy for a TRUST_PROXY setting. Fastify no longer reads a bare number (it
 * trusts nothing then), so a hop count becomes a function: the socket's peer and the next
 * `hops - 1` X-Forwarded-For entries from the right are proxies, the entry before them the client.
 */
export function trustProxyOption(
  trustProxy: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy !== 'number') return trustProxy;
  return (_address, hop) => hop < trustProxy;
}

export type AuthConfig = {
  /** `iss` of every token, with a trailing slash as Auth0 writes it. */
  issuer: string;
  /** `aud` of access tokens the API accepts. */
  audience: string;
  /** The audiences a token request may name: the audience under each loopback name. */
  acceptedAudiences: string[];
  /** Where the API reads the signing keys; unset: the embedded identity service's keys. */
  jwksUrl: string | undefined;
  clientId: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** How long a rotated refresh token may come again and get the same successor (0: never). */
  refreshTokenReuseSeconds: number;
  /** Addresses /auth/v2/logout and /auth/authorize may send a browser back to. */
  allowedReturnUrls: string[];
  /** Failed sign-ins and sign-ups one IP address may make per hour before 429. */
  ipFailedLoginsPerHour: number;
  ipSignupsPerHour: number;
  /** Failed sign-ins one email may take per hour, from any addresses, before 429. */
  accountFailedLoginsPerHour: number;
};

// The names a browser on this machine may use for it.
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * An address on this machine under each of its loopback names, the given one first; any other
 * address alone. Whoever opens a local portal at 127.0.0.1 instead of localhost reaches the same
 * portal, so its sign-in and sign-out must not fail for the name they typed.
 */
export function withLoopbackNames(address: string): string[] {
  const host = URL.parse(address)?.hostname;
  if (host === undefined || !LOOPBACK_HOSTS.includes(host)) return [address];
  const others = LOOPBACK_HOSTS.filter((name) => name !== host);
  return [address, ...others.map((name) => address.replace(`//${host}`, `//${name}`))];
}

/**
 * A schedule as pg-boss reads it (its cron-parser, in UTC), so that a bad one stops the start
 * instead of failing later inside pg-boss without naming the variable.
 */
function parseCron(value: string): string {
  cronParser.parseExpression(value, { tz: 'UTC' });
  return value;
}

/**
 * MQTT_USERNAME and MQTT_PASSWORD log in together: one alone would leave the embedded broker's
 * portal login off, and an external broker's login half done, without a word.
 */
function mqttLogin(e: z.infer<typeof Environment>) {
  if (e.MQTT_USERNAME && !e.MQTT_PASSWORD) {
    throw new Error('Invalid environment: MQTT_PASSWORD: required when MQTT_USERNAME is set');
  }
  if (e.MQTT_PASSWORD && !e.MQTT_USERNAME) {
    throw new Error('Invalid environment: MQTT_USERNAME: required when MQTT_PASSWORD is set');
  }
  return { username: e.MQTT_USERNAME, password: e.MQTT_PASSWORD };
}

/** Runs the parser of one variable, so that its error names the variable. */
function readVariable<T>(name: string, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    throw new Error(`Invalid environment: ${name}: ${(error as Error).message}`);
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Environment.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid environment: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  const featureFlags = readVariable('FEATURE_FLAGS', () =>
    parseFeatureFlagOverrides(e.FEATURE_FLAGS),
  );
  const trustProxy = readVariable('TRUST_PROXY', () => parseTrustProxy(e.TRUST_PROXY));
  const digestCron = readVariable('ALERT_DIGEST_CRON', () => parseCron(e.ALERT_DIGEST_CRON));
  const isProduction = e.NODE_ENV === 'production';
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const audience = e.AUTH_AUDIENCE ?? `${publicUrl}/api`;
  return {
    environment: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir: resolve(repoRoot, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    webDist: resolve(repoRoot, e.WEB_DIST),
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    rateLimit: {
      max: e.RATE_LIMIT_MAX,
      windowMs: e.RATE_LIMIT_WINDOW_MS,
      syncMs: e.RATE_LIMIT_SYNC_MS,
    },
    trustProxy,
    seedDemoData: e.SEED_DEMO_DATA ?? !isProduction,
    auth: {
      issuer: e.AUTH_ISSUER ?? `${publicUrl}/auth/`,
      audience,
      acceptedAudiences: withLoopbackNames(audience),
      jwksUrl: e.AUTH_JWKS_URL,
      clientId: e.AUTH_CLIENT_ID,
      accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
      refreshTokenTtlSeconds: e.REFRESH_TOKEN_TTL_SECONDS,
      refreshTokenReuseSeconds: e.REFRESH_TOKEN_REUSE_SECONDS,
      allowedReturnUrls: (e.AUTH_LOGOUT_URLS
        ? e.AUTH_LOGOUT_URLS.split(',')
            .map((url) => url.trim())
            .filter(Boolean)
        : [publicUrl, `${publicUrl}/`, `${publicUrl}/sign-in`]
      ).flatMap(withLoopbackNames),
      ipFailedLoginsPerHour: e.AUTH_IP_FAILED_LOGINS_PER_HOUR,
      ipSignupsPerHour: e.AUTH_IP_SIGNUPS_PER_HOUR,
      accountFailedLoginsPerHour: e.AUTH_ACCOUNT_FAILED_LOGINS_PER_HOUR,
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    featureFlags,
    geocoding: { url: e.GEOCODING_URL, apiKey: e.GEOCODING_API_KEY },
    inviteTtlDays: e.INVITE_TTL_DAYS,
    smsWebhookUrl: e.SMS_WEBHOOK_URL,
    files: fileStoreConfig(e),
    devTools: e.DEV_TOOLS,
    mqtt: {
      url: e.MQTT_URL,
      ...mqttLogin(e),
      sharedGroup: e.MQTT_SHARED_GROUP,
      sharedSubscriptions: e.MQTT_SHARED_SUBSCRIPTIONS,
      host: e.MQTT_HOST,
      port: e.MQTT_PORT,
      replyTimeoutMs: e.DEVICE_REPLY_TIMEOUT_MS,
    },
    telemetry: {
      retentionDays: e.TELEMETRY_RETENTION_DAYS,
      batchRows: e.TELEMETRY_BATCH_ROWS,
      batchMs: e.TELEMETRY_BATCH_MS,
      mailGraceMinutes: e.ALERT_MAIL_GRACE_MINUTES,
      digestCron,
    },
    simulator: {
      enabled: e.NODE_ENV !== 'production' && (e.SIMULATOR ?? e.NODE_ENV !== 'test'),
      faults: e.SIMULATOR_FAULTS,
    },
    storeWebhookSecret:
      e.STORE_WEBHOOK_SECRET ?? (isProduction ? undefined : DEV_STORE_WEBHOOK_SECRET),
  };
}

function fileStoreConfig(e: z.infer<typeof Environment>): FileStoreConfig {
  if (e.FILE_STORE === 'postgres') return { store: 'postgres' };
  if (e.FILE_STORE === 'disk') {
    return { store: 'disk', folder: resolve(repoRoot, e.DATA_DIR, 'files') };
  }
  if (!e.S3_BUCKET) {
    throw new Error('Invalid environment: S3_BUCKET: required when FILE_STORE=s3');
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new Error(
      'Invalid environment: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither',
    );
  }
  return {
    store: 's3',
    s3: {
      bucket: e.S3_BUCKET,
      region: e.S3_REGION,
      endpoint: e.S3_ENDPOINT,
      forcePathStyle: e.S3_FORCE_PATH_STYLE,
      credentials:
        e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
          : undefined,
    },
  };
}
