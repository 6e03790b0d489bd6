import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
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
  TRUST_PROXY: booleanFlag.default(false),
  SEED_DEMO_DATA: booleanFlag.optional(),
});

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
  rateLimit: { max: number; windowMs: number };
  trustProxy: boolean;
  seedDemoData: boolean;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Environment.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid environment: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  return {
    environment: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    dataDir: resolve(repoRoot, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    webDist: resolve(repoRoot, e.WEB_DIST),
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    rateLimit: { max: e.RATE_LIMIT_MAX, windowMs: e.RATE_LIMIT_WINDOW_MS },
    trustProxy: e.TRUST_PROXY,
    seedDemoData: e.SEED_DEMO_DATA ?? !isProduction,
  };
}
