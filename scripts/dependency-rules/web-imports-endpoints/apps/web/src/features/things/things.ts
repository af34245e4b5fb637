// Calls by the zod-free route, typed by the contract through type-only imports: every import here is allowed.
import type { thingsEndpoints } from '@baobab/contracts/things-endpoints';
import type { EveryEndpoint } from '@baobab/contracts/every-endpoint';
import { thingsRoutes } from '@baobab/contracts/things-routes';

export type Thing = (typeof thingsEndpoints)['list'] | EveryEndpoint;
export const thingsPath = thingsRoutes.list.path;
