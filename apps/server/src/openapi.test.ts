import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument, openApiFile } from './openapi-document';
import { buildTestApp } from './test/helper';

const { app } = await buildTestApp();

type Document = { openapi: string; paths: Record<string, Record<string, unknown>> };

async function served(): Promise<Document> {
  const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  return response.json<Document>();
}

describe('the OpenAPI document', () => {
  it('is served at /api/openapi.json as a valid OpenAPI 3.1 document', async () => {
    const document = await served();
    expect(document.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors, JSON.stringify(result.errors, null, 2)).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('declares the health and client log calls', async () => {
    const { paths } = await served();
    expect(Object.keys(paths['/healthz'] ?? {})).toEqual(['get']);
    expect(Object.keys(paths['/readyz'] ?? {})).toEqual(['get']);
    for (const level of ['info', 'error', 'critical']) {
      expect(Object.keys(paths[`/api/v1/logs/${level}`] ?? {})).toEqual(['post']);
    }
  });

  it('equals the committed apps/server/openapi.json', async () => {
    const committed: unknown = JSON.parse(readFileSync(openApiFile, 'utf8'));
    const generated: unknown = JSON.parse(JSON.stringify(await buildOpenApiDocument()));
    expect(
      generated,
      'apps/server/openapi.json is out of date: run `npm run openapi -w apps/server` and commit it',
    ).toEqual(committed);
    // What the running server hands out is that same document.
    expect(await served()).toEqual(committed);
  });

  it('is browsable at /api/docs', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('swagger-ui');
  });
});
