import type { Endpoint, EndpointInput, EndpointResponse } from '@baobab/contracts/endpoint';
import { ApiRequestError, sendJson } from './api';

type QueryValue = string | number | boolean | null | undefined;

/**
 * The one place an API URL is built from pieces (decision 0018): the contract's path with each `:name`
 * filled in (encoded), then the query's set values in order. Undefined and null values are left out.
 */
export function endpointUrl(endpoint: Endpoint, input: { params?: Record<string, string | number>; query?: unknown } = {}): string {
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = input.params?.[name];
    if (value === undefined) throw new Error(`${endpoint.method} ${endpoint.path} needs the path parameter "${name}"`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries((input.query ?? {}) as Record<string, QueryValue | QueryValue[]>)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) search.append(name, String(item));
    }
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

type CallArguments<E extends Endpoint> = unknown extends EndpointInput<E> ? [input?: undefined] : [input: EndpointInput<E>];

/** Calls an endpoint by its contract, with the response headers too (e.g. a list's next-page cursor). */
export async function callEndpointWithHeaders<E extends Endpoint>(endpoint: E, ...[input]: CallArguments<E>): Promise<{ body: EndpointResponse<E>; headers: Headers }> {
  const parts = (input ?? {}) as { params?: Record<string, string | number>; query?: unknown; body?: unknown };
  const { body, headers } = await sendJson<EndpointResponse<E>>(endpoint.method, endpointUrl(endpoint, parts), parts.body);
  // A 204 carries no body; its contract says null, so the caller gets what the type promises.
  return { body: body === undefined ? (null as EndpointResponse<E>) : body, headers };
}

/**
 * Calls an endpoint without a path parameter, query or body by its method and path alone, typed by its contract
 * (`callRoute<typeof xEndpoints.y>(xRoutes.y)`): for the web entry, which must not load the contracts' zod schemas
 * before the first paint. The route must be the contract's own method and path (typecheck says so).
 */
export async function callRoute<E extends Endpoint>(route: Pick<E, 'method' | 'path'>): Promise<EndpointResponse<E>> {
  const { body } = await sendJson<EndpointResponse<E>>(route.method, route.path);
  return body;
}

/** Calls an endpoint by its contract; the arguments and the result are typed from its schemas. */
export async function callEndpoint<E extends Endpoint>(endpoint: E, ...input: CallArguments<E>): Promise<EndpointResponse<E>> {
  return (await callEndpointWithHeaders(endpoint, ...input)).body;
}

/**
 * Sends a multipart body (a file) to an endpoint whose contract takes no JSON body, through XMLHttpRequest
 * because fetch() reports no upload progress. onProgress receives 0–100; the promise settles with the contract's
 * success response, or with an ApiRequestError as callEndpoint's would.
 */
export function uploadToEndpoint<E extends Endpoint & { body?: undefined }>(
  endpoint: E,
  input: unknown extends EndpointInput<E> ? undefined : EndpointInput<E>,
  body: FormData,
  onProgress: (percent: number) => void,
): Promise<EndpointResponse<E>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(endpoint.method, endpointUrl(endpoint, (input ?? {}) as { params?: Record<string, string | number>; query?: unknown }));
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) resolve(JSON.parse(request.responseText) as EndpointResponse<E>);
      else reject(new ApiRequestError(request.status, request.responseText, request.statusText));
    };
    request.onerror = () => reject(new Error('The upload was interrupted; check your connection and try again'));
    request.send(body);
  });
}
