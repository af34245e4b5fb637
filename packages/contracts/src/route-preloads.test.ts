import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { endpoint } from './endpoint';
import { routeDataOf } from './route-preloads';

const meta = { operationId: 'thingsGet', summary: 'A thing', tags: ['things'] };

describe('routeDataOf', () => {
  it("gathers each route's preloaded URLs by audience, with the query in its declared order and the route's :name kept", () => {
    const list = endpoint({ method: 'GET', path: '/api/things', ...meta, preloads: [{ route: '/things', for: 'public', query: { limit: 20, offset: 0 } }], responses: {} });
    const one = endpoint({ method: 'GET', path: '/api/things/:id', ...meta, params: z.object({ id: z.coerce.number() }), preloads: [{ route: '/things/:id', for: 'public' }, { route: '/things', for: 'signedIn' }], responses: {} });
    expect(routeDataOf([list, one])).toEqual({
      '/things': { public: ['/api/things?limit=20&offset=0'], signedIn: ['/api/things/:id'] },
      '/things/:id': { public: ['/api/things/:id'] },
    });
  });

  it('refuses to preload anything but a GET answer', () => {
    const create = endpoint({ method: 'POST', path: '/api/things', ...meta, preloads: [{ route: '/things', for: 'public' }], responses: {} });
    expect(() => routeDataOf([create])).toThrow('POST /api/things cannot be preloaded');
  });
});
