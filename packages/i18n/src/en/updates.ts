import type { Catalog } from '../catalog';

/** English plural forms for the updates screens (en-plurals.ts): `key_one` and `key_other` for each counted key. */
export default {
  'It will go to {{count}} people, by e-mail and in Baobab. Sent updates cannot be changed._one': 'It will go to {{count}} person, by e-mail and in Baobab. Sent updates cannot be changed.',
  'It will go to {{count}} people, by e-mail and in Baobab. Sent updates cannot be changed._other': 'It will go to {{count}} people, by e-mail and in Baobab. Sent updates cannot be changed.',
  'Send to {{count}} people_one': 'Send to {{count}} person',
  'Send to {{count}} people_other': 'Send to {{count}} people',
  '{{count}} replies_one': '{{count}} reply',
  '{{count}} replies_other': '{{count}} replies',
  '{{count}} months recorded_one': '{{count}} month recorded',
  '{{count}} months recorded_other': '{{count}} months recorded',
  '{{count}} figures_one': '{{count}} figure',
  '{{count}} figures_other': '{{count}} figures',
} as const satisfies Catalog;
