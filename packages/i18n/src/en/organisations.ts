import type { Catalog } from '../catalog';

/** English plural forms for the fund teams screen (en-plurals.ts): `key_one` and `key_other` for each counted key. */
export default {
  '{{count}} members_one': '{{count}} member',
  '{{count}} members_other': '{{count}} members',
} as const satisfies Catalog;
