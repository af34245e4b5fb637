// Loads the contract itself (and, in the real app, its schemas and zod): web-calls-endpoints-by-route.
import { thingsEndpoints } from '@baobab/contracts/things-endpoints';

export const thingsListPath = thingsEndpoints.list.path;
