// Loads every contract: web-calls-endpoints-by-route.
import { allEndpoints } from '@baobab/contracts/every-endpoint';

export const thingCount = allEndpoints.length;
