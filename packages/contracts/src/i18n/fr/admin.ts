import type { Catalog } from '../catalog';

/** French for the admin screens, keyed by their English (catalog.ts). */
export default {
} as const satisfies Catalog;
