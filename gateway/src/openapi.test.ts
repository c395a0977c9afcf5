import { apiRoutes } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeServices, startFakeServices, startTestGateway, type TestGateway } from './test-support';

type Operation = {
  operationId: string;
  tags: string[];
  summary: string;
  parameters: { name: string; in: string; required: boolean; schema: unknown }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, unknown>;
  security: unknown[];
};
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation> & { 'x-additionalOperations'?: Record<string, Operation> }>;
  components: { schemas: { Error: unknown } };
};

let fakes: FakeServices;
let gateway: TestGateway;
let doc: Document;

beforeAll(async () => {
  fakes = await startFakeServices();
  gateway = await startTestGateway(fakes);
  const response = await fetch(`${gateway.url}/api/docs`);
  expect(response.status).toBe(200);
  doc = (await response.json()) as Document;
});
afterAll(async () => {
  await gateway?.stop();
  await fakes?.stop();
});

const operationOf = (method: string, path: string) => {
  const item = doc.paths[path.replace(/:(\w+)/g, '{$1}')];
  return method === 'COPY' ? item?.['x-additionalOperations']?.COPY : item?.[method.toLowerCase()];
};

describe('GET /api/docs', () => {
  it('is an OpenAPI 3.1 document listing every route with its service as tag', () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    for (const route of apiRoutes) {
      const operation = operationOf(route.method, route.path);
      expect(operation, `${route.method} ${route.path}`).toBeDefined();
      expect(operation!.tags).toEqual([route.service]);
      expect(operation!.summary).toBe(route.summary);
      expect(operation!.responses.default).toEqual({ $ref: '#/components/responses/Error' });
    }
    const ids = apiRoutes.map((route) => operationOf(route.method, route.path)!.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('describes parameters, bodies and answers from the zod schemas', () => {
    const product = operationOf('GET', '/api/catalog/products/:id')!;
    expect(product.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: expect.objectContaining({ type: 'integer' }) },
      { name: 'c', in: 'query', required: false, schema: expect.objectContaining({ type: 'string' }) },
    ]);
    const orders = operationOf('GET', '/api/orders')!;
    expect(orders.parameters.map((p) => p.name)).toContain('page');
    expect(orders.responses['200']).toMatchObject({ content: { 'application/json': { schema: { type: 'object' } } } });
    const newsletter = operationOf('POST', '/api/contact/newsletter')!;
    expect(newsletter.requestBody?.content['application/json']?.schema).toMatchObject({ type: 'object' });
    expect(newsletter.responses['429']).toBeDefined();
    expect(operationOf('POST', '/api/rma')!.requestBody?.content['multipart/form-data']).toBeDefined();
  });

  it('marks which routes need the application id', () => {
    expect(operationOf('GET', '/api/config')!.security).toEqual([{ applicationId: [] }]);
    expect(operationOf('POST', '/api/payments/:provider/notify')!.security).toEqual([]);
    expect(doc.components.schemas.Error).toBeDefined();
  });
});
