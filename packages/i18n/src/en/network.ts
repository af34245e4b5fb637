import type { Catalog } from '../catalog';

/** English plural forms for the network screens (en-plurals.ts): `key_one` and `key_other` for each counted key. */
export default {
  'They will not be able to ask again for {{count}} days_one': 'They will not be able to ask again for {{count}} day.',
  'They will not be able to ask again for {{count}} days_other': 'They will not be able to ask again for {{count}} days.',
} as const satisfies Catalog;
