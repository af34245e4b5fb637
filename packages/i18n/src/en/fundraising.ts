import type { Catalog } from '../catalog';

/** English plural forms for the fundraising screen (en-plurals.ts): `key_one` and `key_other` for each counted key. */
export default {
  '{{count}} next steps overdue_one': '{{count}} next step overdue',
  '{{count}} next steps overdue_other': '{{count}} next steps overdue',
} as const satisfies Catalog;
