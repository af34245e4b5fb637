import type { Catalog } from '../catalog';

/** French for the dashboard screens, keyed by their English (catalog.ts). */
export default {
} as const satisfies Catalog;
