import { fileURLToPath } from 'node:url';
import { connect } from '@portal/db';
import { buildApp } from './app';
import { loadConfig } from './config';

/** The committed copy of the API's OpenAPI document; a test fails when it drifts from the routes. */
export const openApiFile = fileURLToPath(new URL('../openapi.json', import.meta.url));

/** Generates the document from the routes. Nothing connects: the pool is never used. */
export async function buildOpenApiDocument(): Promise<unknown> {
  const database = connect('postgres://unused@127.0.0.1:1/unused', { max: 1 });
  const app = await buildApp({
    // Developer tools included, so that their calls are documented for whoever turns them on.
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEV_TOOLS: 'true' }),
    database,
  });
  await app.ready();
  const document = app.swagger();
  await app.close();
  await database.close();
  return document;
}
