import { thingsEndpoints } from './things-endpoints';

export const allEndpoints = Object.values(thingsEndpoints);
export type EveryEndpoint = (typeof allEndpoints)[number];
