import type { Catalog } from '../catalog';

/** English plural forms for the investors screens (en-plurals.ts): `key_one` and `key_other` for each counted key. */
export default {
} as const satisfies Catalog;
