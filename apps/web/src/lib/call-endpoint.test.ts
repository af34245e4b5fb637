import { afterEach, describe, expect, it, vi } from 'vitest';
import { dealsRoutes } from '@baobab/contracts/deals-routes';
import { ApiRequestError } from './api';
import { callEndpoint, endpointUrl } from './call-endpoint';

afterEach(() => vi.unstubAllGlobals());

function stubFetch(status: number, body: string) {
  const fetchMock = vi.fn(async () => new Response(status === 204 ? null : body, { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('endpointUrl', () => {
  it('fills in path parameters, encoded', () => {
    expect(endpointUrl(dealsRoutes.notes, { params: { id: 7 } })).toBe('/api/portfolio/deal-flow/7/notes');
    expect(endpointUrl(dealsRoutes.byStartup, { params: { startupId: 'a/b' } })).toBe('/api/portfolio/deal-flow/by-startup/a%2Fb');
  });

  it('adds only the query values that are set', () => {
    expect(endpointUrl(dealsRoutes.list, { query: { stage: 'closed', priority: undefined } })).toBe('/api/portfolio/deal-flow?stage=closed');
    expect(endpointUrl(dealsRoutes.list, { query: {} })).toBe('/api/portfolio/deal-flow');
  });

  it('refuses a path parameter that is missing rather than calling a wrong URL', () => {
    // @ts-expect-error the route's contract needs params: typecheck says so too
    expect(() => endpointUrl(dealsRoutes.update)).toThrow('PUT /api/portfolio/deal-flow/:id needs the path parameter "id"');
  });
});

describe('callEndpoint', () => {
  it('sends the contract method, URL and JSON body and returns the parsed response', async () => {
    const fetchMock = stubFetch(201, JSON.stringify({ id: 3, body: 'Met the team', createdAt: '2026-01-01T00:00:00.000Z' }));
    const note = await callEndpoint(dealsRoutes.addNote, { params: { id: 12 }, body: { body: 'Met the team' } });
    expect(note.body).toBe('Met the team');
    expect(fetchMock).toHaveBeenCalledWith('/api/portfolio/deal-flow/12/notes', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ body: 'Met the team' }),
    });
  });

  it('returns null for a 204, as the contract says', async () => {
    stubFetch(204, '');
    await expect(callEndpoint(dealsRoutes.remove, { params: { id: 4 } })).resolves.toBeNull();
  });

  it('throws the server status and message on a refusal', async () => {
    stubFetch(404, JSON.stringify({ message: 'Deal not found' }));
    const error = await callEndpoint(dealsRoutes.analytics, { query: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).status).toBe(404);
    expect((error as ApiRequestError).serverMessage).toBe('Deal not found');
  });
});
