import { beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../ops/openapi-document';
import { operationDocs } from './openapi-operations';

type Operation = { operationId?: string; summary?: string; security?: Record<string, string[]>[]; requestBody?: { content: Record<string, { schema: { required?: string[]; properties: Record<string, { format?: string }> } }> } };
type Document = { paths: Record<string, Record<string, Operation>>; components: { securitySchemes?: Record<string, { type: string; in: string; name: string }> } };

let document: Document;
const operations: { key: string; operation: Operation }[] = [];
beforeAll(async () => {
  document = (await buildOpenApiDocument()) as unknown as Document;
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (['get', 'put', 'post', 'delete', 'patch'].includes(method)) operations.push({ key: `${method.toUpperCase()} ${path}`, operation });
    }
  }
  // Opens an embedded database and builds the whole app: more than one API test's budget.
}, 120_000);

describe('the OpenAPI document', () => {
  it('gives every operation a unique camelCase operationId and a summary, so a new route cannot land without them', () => {
    expect(operations.length).toBeGreaterThan(140);
    const undocumented = operations.filter(({ operation }) => !operation.operationId || !operation.summary).map(({ key }) => key);
    expect(undocumented).toEqual([]);
    const ids = operations.map(({ operation }) => operation.operationId!);
    expect(ids.filter((id) => !/^[a-z][a-zA-Z0-9]+$/.test(id))).toEqual([]);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('lists no operation that no longer exists', () => {
    const present = new Set(operations.map(({ key }) => key));
    expect(Object.keys(operationDocs).filter((key) => !present.has(key))).toEqual([]);
  });

  it('declares the session cookie and requires it everywhere but on public operations', () => {
    expect(document.components.securitySchemes?.session).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' });
    const security = (key: string) => operations.find((o) => o.key === key)!.operation.security;
    expect(security('GET /api/notifications')).toEqual([{ session: [] }]);
    expect(security('POST /api/data-rooms/{id}/documents')).toEqual([{ session: [] }]);
    expect(security('GET /api/startups')).toEqual([]);
    expect(security('POST /api/notifications/unsubscribe')).toEqual([]);
    expect(operations.filter(({ operation }) => operation.security === undefined).map(({ key }) => key)).toEqual([]);
  });

  it("describes Better Auth's sign-up, sign-in and password reset bodies", () => {
    const body = (key: string) => operations.find((o) => o.key === key)?.operation.requestBody?.content['application/json']?.schema;
    expect(body('POST /api/auth/sign-up/email')?.required).toEqual(expect.arrayContaining(['firstName', 'lastName', 'email', 'password']));
    expect(body('POST /api/auth/sign-in/email')?.required).toEqual(expect.arrayContaining(['email', 'password']));
    expect(body('POST /api/auth/request-password-reset')?.required).toEqual(['email']);
    expect(body('POST /api/auth/reset-password')?.required).toEqual(expect.arrayContaining(['newPassword', 'token']));
  });

  it('describes the multipart upload bodies with their file part', () => {
    const form = (key: string) => operations.find((o) => o.key === key)?.operation.requestBody?.content['multipart/form-data']?.schema;
    expect(form('POST /api/data-rooms/{id}/documents')?.properties.file?.format).toBe('binary');
    expect(form('POST /api/documents/{id}/analyze-pdf')?.required).toEqual(['documentType', 'file']);
  });

  it('describes the one-click unsubscribe body of RFC 8058', () => {
    const unsubscribe = operations.find((o) => o.key === 'POST /api/notifications/unsubscribe')!.operation;
    expect(Object.keys(unsubscribe.requestBody?.content ?? {})).toContain('application/x-www-form-urlencoded');
  });
});
