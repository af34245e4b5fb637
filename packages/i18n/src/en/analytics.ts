import type { Catalog } from '../catalog';

/** English plural forms for the analytics screens (en-plurals.ts): `key_one` and `key_other` for each counted key. */
export default {
  '{{count}} roles posted for {{country}} in the last 12 months_one': '{{count}} role posted for {{country}} in the last 12 months',
  '{{count}} roles posted for {{country}} in the last 12 months_other': '{{count}} roles posted for {{country}} in the last 12 months',
} as const satisfies Catalog;
