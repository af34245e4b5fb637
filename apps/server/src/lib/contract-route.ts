import type { Endpoint } from '@baobab/contracts/endpoint';

type RouteSchema<E extends Endpoint> = {
  tags: string[];
  operationId: string;
  summary: string;
  /** No session for a public endpoint, else the session cookie (openapi.ts declares the scheme). */
  security: { session: string[] }[];
  params: E['params'];
  querystring: E['query'];
  body: E['body'];
  response: E['responses'];
};

/**
 * The method, URL, schemas and OpenAPI metadata of a route, all taken from its endpoint contract (decisions 0018
 * and 0037): spread into `app.route({ ...fromContract(endpoint), handler })` so the zod type provider types the
 * request and the reply from the same value the web app calls. Absent parts stay absent, as if the route had never
 * named them.
 */
export function fromContract<E extends Endpoint>(endpoint: E): { method: E['method']; url: E['path']; schema: RouteSchema<E> } {
  const schema: Partial<RouteSchema<E>> & Pick<RouteSchema<E>, 'tags' | 'operationId' | 'summary' | 'security'> = {
    tags: [...endpoint.tags],
    operationId: endpoint.operationId,
    summary: endpoint.summary,
    security: endpoint.public ? [] : [{ session: [] }],
  };
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.body) schema.body = endpoint.body;
  if (Object.keys(endpoint.responses).length > 0) schema.response = endpoint.responses;
  return { method: endpoint.method, url: endpoint.path, schema: schema as RouteSchema<E> };
}
