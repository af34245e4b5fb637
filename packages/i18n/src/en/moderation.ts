import type { Catalog } from '../catalog';

/** English plural forms for the moderation screens (en-plurals.ts): `key_one` and `key_other` for each counted key. */
export default {
  'Joined {{count}} days ago_one': 'Joined {{count}} day ago',
  'Joined {{count}} days ago_other': 'Joined {{count}} days ago',
  '{{count}} reports against this account_one': '{{count}} report against this account',
  '{{count}} reports against this account_other': '{{count}} reports against this account',
} as const satisfies Catalog;
