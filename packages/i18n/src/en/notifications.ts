import type { Catalog } from '../catalog';

/** English plural forms for the notifications screens (en-plurals.ts): `key_one` and `key_other` for each counted key. */
export default {
  'Notifications, {{count}} unread_one': 'Notifications, {{count}} unread',
  'Notifications, {{count}} unread_other': 'Notifications, {{count}} unread',
  '{{count}} unread_one': '{{count}} unread',
  '{{count}} unread_other': '{{count}} unread',
} as const satisfies Catalog;
