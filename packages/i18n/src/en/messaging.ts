import type { Catalog } from '../catalog';

/** English plural forms for the messaging screens (en-plurals.ts): `key_one` and `key_other` for each counted key. */
export default {
  '{{count}} unread_one': '{{count}} unread',
  '{{count}} unread_other': '{{count}} unread',
} as const satisfies Catalog;
