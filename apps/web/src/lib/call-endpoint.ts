import type { Endpoint, EndpointInput, EndpointResponse, EndpointUrlInput } from '@baobab/contracts/endpoint';
import type { EndpointOf, EveryRoute } from '@baobab/contracts/every-endpoint';
import { ApiRequestError, sendJson } from './api';

type QueryValue = string | number | boolean | null | undefined;

/**
 * The contract a call is typed by: the endpoint its route stands for (`xRoutes.y` from `@baobab/contracts/x-routes`,
 * zod-free, decision 0083), or a full contract itself (a type test's drifted copy). Only the method and path are
 * read at run time.
 */
type ContractOf<R extends EveryRoute> = R extends Endpoint ? R : EndpointOf<R>;

type CallArguments<R extends EveryRoute> = unknown extends EndpointInput<ContractOf<R>> ? [input?: undefined] : [input: EndpointInput<ContractOf<R>>];
type UrlArguments<R extends EveryRoute> = unknown extends EndpointUrlInput<ContractOf<R>> ? [input?: undefined] : [input: EndpointUrlInput<ContractOf<R>>];
type ResponseOf<R extends EveryRoute> = EndpointResponse<ContractOf<R>>;

type Parts = { params?: Record<string, string | number>; query?: unknown; body?: unknown };

/**
 * The one place an API URL is built from pieces (decision 0018): the route's path with each `:name`
 * filled in (encoded), then the query's set values in order. Undefined and null values are left out.
 */
export function endpointUrl<R extends EveryRoute>(route: R, ...[input]: UrlArguments<R>): string {
  const parts = (input ?? {}) as Parts;
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = parts.params?.[name];
    if (value === undefined) throw new Error(`${route.method} ${route.path} needs the path parameter "${name}"`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries((parts.query ?? {}) as Record<string, QueryValue | QueryValue[]>)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) search.append(name, String(item));
    }
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** Calls an endpoint by its route, with the response headers too (e.g. a list's next-page cursor). */
export async function callEndpointWithHeaders<R extends EveryRoute>(route: R, ...[input]: CallArguments<R>): Promise<{ body: ResponseOf<R>; headers: Headers }> {
  const parts = (input ?? {}) as Parts;
  const { body, headers } = await sendJson<unknown>(route.method, endpointUrl<EveryRoute>(route, parts as never), parts.body);
  // A 204 carries no body; its contract says null, so the caller gets what the type promises.
  return { body: (body === undefined ? null : body) as ResponseOf<R>, headers };
}

/** Calls an endpoint by its route; the arguments and the result are typed from its contract's schemas. */
export async function callEndpoint<R extends EveryRoute>(route: R, ...input: CallArguments<R>): Promise<ResponseOf<R>> {
  return (await callEndpointWithHeaders(route, ...input)).body;
}

/**
 * Sends a multipart body (a file) to an endpoint whose contract takes no JSON body, through XMLHttpRequest
 * because fetch() reports no upload progress. onProgress receives 0–100; the promise settles with the contract's
 * success response, or with an ApiRequestError as callEndpoint's would.
 */
export function uploadToEndpoint<R extends EveryRoute>(
  route: R & (ContractOf<R> extends { body: object } ? never : unknown),
  input: unknown extends EndpointInput<ContractOf<R>> ? undefined : EndpointInput<ContractOf<R>>,
  body: FormData,
  onProgress: (percent: number) => void,
): Promise<ResponseOf<R>> {
  const answer = new Promise<unknown>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(route.method, endpointUrl<EveryRoute>(route, input as never));
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) resolve(JSON.parse(request.responseText));
      else reject(new ApiRequestError(request.status, request.responseText, request.statusText));
    };
    request.onerror = () => reject(new Error('The upload was interrupted; check your connection and try again'));
    request.send(body);
  });
  return answer as Promise<ResponseOf<R>>;
}
