import { describe, expect, it } from 'vitest';
import { operationsOf } from '../scripts/vocabulary/operations.js';
import type { JsonObject } from '../scripts/vocabulary/openapi.js';
import { heyApiDescription, openApi3Of, PUBLISHED, publishedDocument } from '../scripts/vocabulary/published.js';
import { ROOT } from '../scripts/vocabulary/generate.js';

describe('descriptions vendors publish in packages of their own', () => {
  it('reads a Swagger 2.0 description in OpenAPI 3 shape: shared parameters, schemas, body and answers', () => {
    const swagger: JsonObject = {
      swagger: '2.0',
      info: { title: 'Tiny' },
      parameters: { limit: { name: 'limit', in: 'query', type: 'integer', default: 20, maximum: 200 } },
      paths: {
        '/api/v1/widgets': {
          get: { operationId: 'listWidgets', parameters: [{ $ref: '#/parameters/limit' }, { name: 'after', in: 'query', type: 'string' }], responses: { 200: { schema: { type: 'array', items: { $ref: '#/definitions/Widget' } } } } },
          post: { operationId: 'createWidget', parameters: [{ name: 'body', in: 'body', schema: { $ref: '#/definitions/Widget' } }], responses: { 200: { schema: { $ref: '#/definitions/Widget' } } } },
        },
      },
      definitions: { Widget: { type: 'object', properties: { id: { type: 'string' } } } },
    };
    const doc = openApi3Of(swagger);
    expect(doc.components).toEqual({ schemas: swagger.definitions });
    const ops = operationsOf(doc, 'tiny.example', 'tiny');
    expect(ops).toHaveLength(1);
    expect(ops[0]).toMatchObject({ operationId: 'listWidgets', kind: 'paged', cursor: 'after', pageSize: { name: 'limit', default: 20, max: 200 }, items: ['.'] });
    const post = (doc.paths as Record<string, Record<string, Record<string, unknown>>>)['/api/v1/widgets']?.post;
    expect(post?.requestBody).toEqual({ content: { 'application/json': { schema: { $ref: '#/components/schemas/Widget' } } } });
  });

  it('reads a generated client back into operations: URL and query from the types, the method from its code', () => {
    const types = `
export type ListThingsData = { body?: never; path: { org: string }; query?: { cursor?: string; limit?: number }; url: '/api/0/orgs/{org}/things/' };
export type ListThingsResponses = { 200: Array<{ id: string }> };
export type GetThingData = { body?: never; path: { id: string }; query?: never; url: '/api/0/things/{id}/' };
export type GetThingResponses = { 200: { id: string } };
export type MakeThingData = { body: { name: string }; url: '/api/0/orgs/{org}/things/' };
`;
    const code = `
var listThings = (options) => (options.client ?? client).get({ security: [{ scheme: "bearer" }], url: "/api/0/orgs/{org}/things/", ...options });
var getThing = (options) => (options.client ?? client).get({ url: "/api/0/things/{id}/", ...options });
var makeThing = (options) => (options.client ?? client).post({ url: "/api/0/orgs/{org}/things/", ...options });
`;
    const doc = heyApiDescription(types, code);
    expect(Object.keys(doc.paths as object).sort()).toEqual(['/api/0/orgs/{org}/things/', '/api/0/things/{id}/']);
    const ops = operationsOf(doc, 'things.example', 'things');
    expect(ops.map((op) => [op.method, op.operationId, op.kind, op.cursor, op.items])).toEqual([['GET', 'listThings', 'paged', 'cursor', ['.']]]);
    // the write to the same URL keeps its own method, and a type whose function the code lacks is left out
    expect(Object.keys((doc.paths as Record<string, object>)['/api/0/orgs/{org}/things/'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(heyApiDescription(types, code.replace(/var getThing[^\n]*\n/, '')).paths as object)).not.toContain('/api/0/things/{id}/');
  });

  it('adds the documented Link header to each operation that takes the cursor, and only there', () => {
    for (const description of PUBLISHED) {
      const ops = operationsOf(publishedDocument(description, ROOT), description.vendor, description.api);
      const paged = ops.filter((op) => op.kind === 'paged');
      expect(paged.length, description.package).toBeGreaterThan(10);
      for (const op of paged) if (op.cursor === description.linkCursor.param) expect(op.signals, op.path).toContain('header:Link');
      for (const op of ops) if (op.cursor !== description.linkCursor.param) expect(op.signals, op.path).not.toContain('header:Link');
    }
  });
});
