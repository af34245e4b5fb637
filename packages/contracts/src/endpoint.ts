import type { z } from 'zod';

/**
 * One HTTP endpoint as a value shared by the server (which registers its route from it) and the web app
 * (which calls it by name), so the two cannot drift: decision 0018.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A web route (apps/web/src/app/routes.tsx) whose screen asks for this answer on its first render, for every visitor
 * (`public`) or for anyone with a session cookie (`signedIn`, nothing role-specific), with the query exactly as the
 * screen sends it (same names in the same order). The server names the URL in the route's HTML as a
 * <link rel="preload" as="fetch"> (apps/server/src/plugins/route-preloads.ts); a `:name` of the path is the route's.
 */
export type RoutePreload = { route: string; for: 'public' | 'signedIn'; query?: Record<string, string | number> };

export type Endpoint = {
  method: HttpMethod;
  /** Fastify's spelling of path parameters (`/api/things/:id`); the client fills them in. */
  path: string;
  /** The OpenAPI operationId: camelCase, the module, then the verb (and noun). */
  operationId: string;
  /** The operation's one-line summary in the OpenAPI document. */
  summary: string;
  /** The OpenAPI tags the operation is listed under (its module). */
  tags: readonly string[];
  /** Needs no session: the OpenAPI document declares no security for it (every other one needs the session cookie). */
  public?: true;
  /** The routes that preload this answer (GET only). */
  preloads?: readonly RoutePreload[];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Response schemas by status; none for a download served as a file rather than JSON. */
  responses: { [status: number]: z.ZodType };
};

/** An endpoint's method and path alone, as a `<feature>-routes.ts` module spells them without zod: what the web app calls it by (decision 0083). */
export type Route = Pick<Endpoint, 'method' | 'path'>;

/** The `:name` segments of a path, as a union of names (never when it has none). */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** A path with parameters needs a params schema that yields each of them; a path without any takes none. */
type ParamsMatchPath<E extends Endpoint> = [PathParamNames<E['path']>] extends [never]
  ? { params?: undefined }
  : { params: z.ZodType<{ [Name in PathParamNames<E['path']>]: unknown }> };

/** Defines an endpoint, keeping its literal types (method, path, schemas) for both sides to infer from. */
export function endpoint<const E extends Endpoint>(definition: E & ParamsMatchPath<E>): E {
  return definition;
}

type SuccessStatus = 200 | 201 | 202 | 204;

/** What a successful call returns, as the client receives it (the JSON the server serialised). */
export type EndpointResponse<E extends Endpoint> = {
  [Status in keyof E['responses'] & SuccessStatus]: E['responses'][Status] extends z.ZodType ? z.output<E['responses'][Status]> : never;
}[keyof E['responses'] & SuccessStatus];

/** What an endpoint's URL is built from: path parameters by name, and the query its schema accepts. */
export type EndpointUrlInput<E extends Endpoint> = ([PathParamNames<E['path']>] extends [never]
  ? unknown
  : { params: { [Name in PathParamNames<E['path']>]: string | number } }) &
  (E['query'] extends z.ZodType ? { query: z.input<E['query']> } : unknown);

/** What a caller passes: path parameters by name, and the query and body the schemas accept. */
export type EndpointInput<E extends Endpoint> = EndpointUrlInput<E> & (E['body'] extends z.ZodType ? { body: z.input<E['body']> } : unknown);
