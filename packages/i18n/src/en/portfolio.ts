import type { Catalog } from '../catalog';

/** English plural forms for the portfolio screens (en-plurals.ts): `key_one` and `key_other` for each counted key. */
export default {
  '{{count}} red flags_one': '{{count}} red flag',
  '{{count}} red flags_other': '{{count}} red flags',
} as const satisfies Catalog;
