import type { Catalog } from '../catalog';

/** English plural forms for the data-rooms screens (en-plurals.ts): `key_one` and `key_other` for each counted key. */
export default {
  '{{count}} documents · created {{date}}_one': '{{count}} document · created {{date}}',
  '{{count}} documents · created {{date}}_other': '{{count}} documents · created {{date}}',
  '{{count}} versions_one': '{{count}} version',
  '{{count}} versions_other': '{{count}} versions',
  '{{count}} views_one': '{{count}} view',
  '{{count}} views_other': '{{count}} views',
  'by {{count}} people_one': 'by {{count}} person',
  'by {{count}} people_other': 'by {{count}} people',
  '{{count}} pending_one': '{{count}} pending',
  '{{count}} pending_other': '{{count}} pending',
} as const satisfies Catalog;
