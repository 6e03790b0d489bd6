import { readFileSync } from 'node:fs';
import { openApiFile } from '../openapi-document';

// The committed OpenAPI document read as a list of operations, and request bodies built from
// its schemas, so that a test can send a bad input to every operation the API declares.

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
};

type Parameter = { name: string; in: 'path' | 'query' | 'header'; schema?: Schema };

type OperationObject = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  security?: unknown[];
};

type OpenApiDocument = {
  paths: Record<string, Record<string, OperationObject>>;
  components: { schemas: Record<string, Schema> };
};

export type Operation = {
  method: string;
  /** As the document writes it, e.g. `/api/v1/proAccounts/{partnerAccountId}/customers`. */
  path: string;
  pathParameters: string[];
  queryParameters: string[];
  /** Whether a bearer token is needed. */
  secured: boolean;
  /** The JSON request body's schema, with its references resolved. */
  jsonBody: Schema | undefined;
};

const document = JSON.parse(readFileSync(openApiFile, 'utf8')) as OpenApiDocument;

function resolve(schema: Schema): Schema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  const target = document.components.schemas[name];
  if (!target) throw new Error(`the OpenAPI document has no schema ${name}`);
  return resolve(target);
}

export function operations(): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      const named = (place: Parameter['in']) =>
        parameters.filter((p) => p.in === place).map((p) => p.name);
      const json = operation.requestBody?.content['application/json']?.schema;
      return {
        method: method.toUpperCase(),
        path,
        pathParameters: named('path'),
        queryParameters: named('query'),
        secured: (operation.security ?? []).length > 0,
        jsonBody: json ? resolve(json) : undefined,
      };
    }),
  );
}

function isType(schema: Schema, type: string): boolean {
  return schema.type === type || (Array.isArray(schema.type) && schema.type.includes(type));
}

/**
 * A value of the schema in which every string is `text`, and the dotted path of each such
 * string (`address.city`, `items.0.name`). Of alternatives (anyOf/oneOf) it takes the first
 * that holds a string somewhere; a schema without strings gives no value.
 */
export function withEveryString(
  given: Schema,
  text: string,
  at: string[] = [],
): { value: unknown; paths: string[] } | undefined {
  const schema = resolve(given);
  if (isType(schema, 'string')) return { value: text, paths: [at.join('.')] };
  if (schema.properties) {
    const value: Record<string, unknown> = {};
    const paths: string[] = [];
    for (const [name, property] of Object.entries(schema.properties)) {
      const filled = withEveryString(property, text, [...at, name]);
      if (!filled) continue;
      value[name] = filled.value;
      paths.push(...filled.paths);
    }
    return paths.length > 0 ? { value, paths } : undefined;
  }
  if (schema.items) {
    const filled = withEveryString(schema.items, text, [...at, '0']);
    return filled && { value: [filled.value], paths: filled.paths };
  }
  for (const option of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) {
    const filled = withEveryString(option, text, at);
    if (filled) return filled;
  }
  return undefined;
}
