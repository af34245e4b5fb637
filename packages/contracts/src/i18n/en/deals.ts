import type { Catalog } from '../catalog';

/** English plural forms for the deal-flow screens (en-plurals.ts): `key_one` and `key_other` for each counted key. */
export default {
  '{{count}} deals_one': '{{count}} deal',
  '{{count}} deals_other': '{{count}} deals',
} as const satisfies Catalog;
