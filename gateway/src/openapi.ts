import { type ApiRoute, errorCodes } from '@shop/contracts';
import { z } from 'zod';

// OpenAPI 3.1 generated from the route table of @shop/contracts, so the document cannot drift from what
// the gateway routes. Routes without schemas yet are listed with their method, path and summary.
// COPY has no field of its own in OpenAPI 3.1; it is listed under `x-additionalOperations`, the shape
// OpenAPI 3.2 standardises as `additionalOperations`.

type JsonSchema = Record<string, unknown>;

const standardMethods = new Set(['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE']);

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

function parameters(route: ApiRoute): JsonSchema[] {
  const list: JsonSchema[] = [];
  const pathSchema = route.params ? jsonSchema(route.params, 'input') : undefined;
  const pathProps = (pathSchema?.properties ?? {}) as Record<string, JsonSchema>;
  for (const [, name] of route.path.matchAll(/:(\w+)/g)) {
    list.push({ name, in: 'path', required: true, schema: pathProps[name!] ?? { type: 'string' } });
  }
  if (route.query) {
    const query = jsonSchema(route.query, 'input');
    const required = new Set((query.required ?? []) as string[]);
    for (const [name, schema] of Object.entries((query.properties ?? {}) as Record<string, JsonSchema>)) {
      const parameter: JsonSchema = { name, in: 'query', required: required.has(name), schema };
      // filters[status]=new
      if (schema.type === 'object') Object.assign(parameter, { style: 'deepObject', explode: true });
      list.push(parameter);
    }
  }
  return list;
}

function operation(route: ApiRoute): JsonSchema {
  const responses: JsonSchema = {
    '200': route.answer
      ? { description: 'OK', content: { 'application/json': { schema: jsonSchema(route.answer, 'output') } } }
      : { description: 'OK' },
  };
  if (route.access === 'app') responses['401'] = { $ref: '#/components/responses/Error' };
  if (route.rateLimited) responses['429'] = { $ref: '#/components/responses/Error' };
  responses.default = { $ref: '#/components/responses/Error' };

  const op: JsonSchema = {
    operationId: `${route.method.toLowerCase()}${route.path.replace(/[/-]:?(\w)/g, (_w, c: string) => c.toUpperCase()).replace(/[^\w]/g, '')}`,
    summary: route.summary,
    tags: [route.service],
    parameters: parameters(route),
    responses,
    security: route.access === 'app' ? [{ applicationId: [] }] : [],
  };
  if (route.rateLimited) op['x-rate-limited'] = route.rateLimited;
  if (route.body) {
    op.requestBody = { required: true, content: { 'application/json': { schema: jsonSchema(route.body, 'input') } } };
  } else if (route.upload) {
    op.requestBody = { required: true, content: { 'multipart/form-data': { schema: { type: 'object' } } } };
  }
  return op;
}

export function openApiDocument(routes: readonly ApiRoute[]): JsonSchema {
  const paths: Record<string, JsonSchema> = {};
  for (const route of routes) {
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    const item = paths[path] ?? {};
    paths[path] = item;
    if (standardMethods.has(route.method)) {
      item[route.method.toLowerCase()] ??= operation(route);
    } else {
      const extra = (item['x-additionalOperations'] ?? {}) as JsonSchema;
      item['x-additionalOperations'] = extra;
      extra[route.method] ??= operation(route);
    }
  }
  const services = [...new Set(routes.map((route) => route.service))];
  return {
    openapi: '3.1.1',
    info: {
      title: 'Shop API',
      version: '1',
      description:
        'Public API behind the gateway (SPEC §7). Send `Authorization: Bearer <application id>`, ' +
        '`X-Language` (pl, en) and `X-Currency` (PLN, EUR; USD, CHF, GBP once enabled in the settings, else' +
        ' the language’s); the signed-in user travels in the `sid` cookie.',
    },
    servers: [{ url: '/' }],
    tags: services.map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        applicationId: {
          type: 'http',
          scheme: 'bearer',
          description: 'The application id (shop-storefront, shop-admin)',
        },
      },
      schemas: {
        Error: {
          type: 'object',
          required: ['error'],
          properties: {
            error: {
              type: 'object',
              required: ['code', 'message'],
              properties: {
                code: { type: 'string', enum: errorCodes },
                message: { type: 'string', description: 'Translated into the language of X-Language' },
                fields: { type: 'object', additionalProperties: { type: 'string' } },
              },
            },
          },
        },
      },
      responses: {
        Error: {
          description: 'An error; the status follows from the code',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      },
    },
  };
}
