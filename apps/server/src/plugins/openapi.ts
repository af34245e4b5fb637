import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { authEndpoints } from '@baobab/contracts/auth-endpoints';
import type { Endpoint } from '@baobab/contracts/endpoint';
import { betterAuthPaths, multipartBodies } from './openapi-extra';
import { operationDocs, type OperationDoc } from './openapi-operations';

type Operation = { operationId?: string; summary?: string; security?: unknown[]; requestBody?: unknown };
type Document = { paths?: Record<string, Record<string, Operation>>; components?: Record<string, unknown>; [key: string]: unknown };

const methods = ['get', 'put', 'post', 'delete', 'patch'];

/** The session cookie, declared up front: a contract route names it in its security (lib/contract-route.ts). */
const securitySchemes = {
  session: {
    type: 'apiKey' as const,
    in: 'cookie',
    name: 'better-auth.session_token',
    description: 'The session cookie set by sign-in (`__Secure-better-auth.session_token` over https). State-changing calls from a browser must also come from the app\'s own origin.',
  },
};

/**
 * Better Auth's operations come from its one catch-all route (hidden), not from their contracts' routes:
 * their names and summaries are read from the contracts here, keyed like `GET /api/things/{id}`.
 */
const betterAuthDocs: Record<string, OperationDoc> = Object.fromEntries(
  Object.values(authEndpoints as Record<string, Endpoint>).map((e) => [`${e.method} ${e.path}`, { operationId: e.operationId, summary: e.summary, ...(e.public ? { public: true as const } : {}) }]),
);

/**
 * zod's `.nullable()` on a union comes out as `{ nullable: true, anyOf: [...] }`, which OpenAPI
 * 3.0 ignores without a `type` beside it (Redocly: nullable-type-sibling). Moving `nullable` into
 * every member says the same thing (null matches one member, so the anyOf holds) in a form 3.0 reads.
 */
function moveNullableIntoUnions(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(moveNullableIntoUnions);
  if (!node || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  const members = schema.anyOf;
  if (schema.nullable === true && schema.type === undefined && Array.isArray(members) && members.every((m) => typeof (m as { type?: unknown }).type === 'string')) {
    delete schema.nullable;
    for (const member of members) (member as { nullable?: boolean }).nullable = true;
  }
  Object.values(schema).forEach(moveNullableIntoUnions);
}

/**
 * Completes the generated document: Better Auth's endpoints, the multipart bodies, and for every
 * operation a contract route did not already name (lib/contract-route.ts) its operationId, summary
 * and security (the session cookie unless it is public).
 */
export function completeDocument(document: Document): Document {
  const paths = { ...document.paths, ...(structuredClone(betterAuthPaths) as Document['paths']) };
  moveNullableIntoUnions(paths);
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!methods.includes(method)) continue;
      const key = `${method.toUpperCase()} ${path}`;
      const doc = operationDocs[key] ?? betterAuthDocs[key];
      if (doc) {
        operation.operationId ??= doc.operationId;
        operation.summary ??= doc.summary;
        operation.security ??= doc.public ? [] : [{ session: [] }];
      }
      if (multipartBodies[key]) operation.requestBody ??= multipartBodies[key];
    }
  }
  return { ...document, paths };
}

/** The OpenAPI document is generated from the same zod schemas that validate requests. */
async function openapiPlugin(app: FastifyInstance, options: { version: string; publicUrl: string }) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Baobab API', version: options.version, description: 'Startups meet global capital.', license: { name: 'Proprietary', url: `${options.publicUrl}/` } },
      servers: [{ url: options.publicUrl }],
      components: { securitySchemes },
    },
    transform: jsonSchemaTransform,
    // Dynamic mode with `openapi` options always hands over an openapiObject.
    transformObject: (documentObject) => completeDocument((documentObject as { openapiObject: Document }).openapiObject),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}

export default fp(openapiPlugin, { name: 'openapi' });
