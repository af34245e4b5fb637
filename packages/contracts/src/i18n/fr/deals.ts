import type { Catalog } from '../catalog';

/** French for the deals screens, keyed by their English (catalog.ts). */
export default {
} as const satisfies Catalog;
