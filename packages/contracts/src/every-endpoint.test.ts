/**
 * Checked by `npm run typecheck` (tsc); vitest runs it as a no-op: a route names the one contract with its method and path, and
 * `endpoint()` keeps the literal method and path it spreads from the route (decision 0083).
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { EndpointOf, EveryRoute } from './every-endpoint';
import type { jobsEndpoints } from './jobs-endpoints';
import type { jobsRoutes } from './jobs-routes';
import type { authEndpoints } from './auth-endpoints';
import type { authRoutes } from './auth-routes';

describe('EndpointOf (every-endpoint.ts)', () => {
  it('names the one contract of a route, with the literal method and path endpoint() keeps through the spread', () => {
    expectTypeOf<(typeof jobsEndpoints.list)['method']>().toEqualTypeOf<'GET'>();
    expectTypeOf<(typeof jobsEndpoints.update)['path']>().toEqualTypeOf<'/api/jobs/:id'>();
    expectTypeOf<EndpointOf<typeof jobsRoutes.list>>().toEqualTypeOf<typeof jobsEndpoints.list>();
    expectTypeOf<EndpointOf<typeof jobsRoutes.create>>().toEqualTypeOf<typeof jobsEndpoints.create>();
    expectTypeOf<EndpointOf<typeof authRoutes.currentUser>>().toEqualTypeOf<typeof authEndpoints.currentUser>();
    expectTypeOf<typeof jobsRoutes.unsave>().toExtend<EveryRoute>();
    // A method and path no endpoint has is no route.
    expectTypeOf<{ method: 'GET'; path: '/api/nowhere' }>().not.toExtend<EveryRoute>();
  });
});
