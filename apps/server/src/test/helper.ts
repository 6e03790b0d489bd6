import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ApiErrorBody } from '@portal/contracts';
import { connect, type Database } from '@portal/db';
import { createTestDatabase } from '@portal/db/testing';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { DestinationStream } from 'pino';
import { afterAll, expect } from 'vitest';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';

export type TestApp = {
  app: FastifyInstance;
  /** The settings the app was built with. */
  config: Config;
  /** The test database this app uses; pass it to a second app to share it. */
  databaseUrl: string;
  db: Database;
  pool: pg.Pool;
  webDist: string;
};

export type TestAppOptions = {
  /** Where the app writes its log lines (e.g. captureLogs().stream). */
  logStream?: DestinationStream;
  /** Reuse this database instead of cloning a fresh one (two instances, one database). */
  databaseUrl?: string;
  /** Runs on the built app before it starts, e.g. to declare a job of the test's own. */
  beforeReady?: (app: FastifyInstance) => void;
};

export const INDEX_HTML =
  '<!doctype html><html><head><title>Portal</title></head><body><div id="root"></div></body></html>';

/**
 * Builds the whole server on a fresh database cloned from the migrated template.
 * Call at the top level of a test file: the app, pool and database go in afterAll.
 * Developer tools are on, as the tests read mail and SMS from the outboxes (inject calls come
 * from 127.0.0.1); an override of `undefined` takes a variable's own default.
 */
export async function buildTestApp(
  overrides: Record<string, string | undefined> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const databaseUrl = options.databaseUrl ?? (await createTestDatabase());
  const webDist = writeWebDist();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
    WEB_DIST: webDist,
    DEV_TOOLS: 'true',
    ...overrides,
  });
  const database = connect(databaseUrl, { max: 5 });
  const app = await buildApp({
    config,
    database,
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  options.beforeReady?.(app);
  await app.ready();
  afterAll(async () => {
    await app.close();
    // A test may have ended the pool itself to take the database away.
    if (!database.pool.ending) await database.close();
  });
  return { app, config, databaseUrl, db: database.db, pool: database.pool, webDist };
}

/**
 * A small built portal on disk, shaped like Vite's output, so that static serving and the
 * history fallback run against real files. Removed after the file's tests.
 */
export function writeWebDist(): string {
  const root = mkdtempSync(join(tmpdir(), 'portal-web-dist-'));
  const files: Record<string, string> = {
    'index.html': INDEX_HTML,
    'assets/app-abc123.js': 'console.log("portal");\n',
    'locales/en.json': JSON.stringify({ signIn: { title: 'Sign in' } }),
    'locales/blueprint/en.json': JSON.stringify({ blueprint: { title: 'Blueprint' } }),
  };
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  return root;
}

/** Log lines an app wrote, for asserting what reaches the logs. */
export function captureLogs(): { lines: string[]; stream: DestinationStream } {
  const lines: string[] = [];
  return { lines, stream: { write: (line: string) => lines.push(line) } };
}

type Answer = { statusCode: number; headers: Record<string, unknown>; body: string };

const ERROR_KEYS = ['statusCode', 'error', 'message', 'reasonCode', 'fields'];

/**
 * Asserts the one error shape of DESIGN.md: JSON, exactly the keys
 * `{ statusCode, error, message[, reasonCode][, fields] }`, matching the status line.
 */
export function expectError(response: Answer, statusCode: number): ApiErrorBody {
  expect(response.statusCode, response.body).toBe(statusCode);
  expect(String(response.headers['content-type'])).toMatch(/^application\/json/);
  const body: unknown = JSON.parse(response.body);
  expect(body).toBeTypeOf('object');
  for (const key of Object.keys(body as object)) expect(ERROR_KEYS).toContain(key);
  const parsed = ApiErrorBody.parse(body);
  expect(parsed.statusCode).toBe(statusCode);
  expect(parsed.error).toBe(STATUS_CODES[statusCode]);
  expect(parsed.message.length).toBeGreaterThan(0);
  return parsed;
}
