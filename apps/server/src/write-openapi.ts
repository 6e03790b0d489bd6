import { writeFileSync } from 'node:fs';
import { buildOpenApiDocument, openApiFile } from './openapi-document';

// `npm run openapi -w apps/server`: rewrites the committed OpenAPI document after a route change.
writeFileSync(openApiFile, `${JSON.stringify(await buildOpenApiDocument(), null, 2)}\n`);
console.log(`wrote ${openApiFile}`);
