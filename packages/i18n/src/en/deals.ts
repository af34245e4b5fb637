import type { Catalog } from '../catalog';

/** English plural forms for the deal-flow screens (en-plurals.ts): `key_one` and `key_other` for each counted key. */
export default {
  '{{count}} deals_one': '{{count}} deal',
  '{{count}} deals_other': '{{count}} deals',
  '{{count}} deals are still in {{stage}}: move them to another stage before switching it off_one': '{{count}} deal is still in {{stage}}: move it to another stage before switching it off',
  '{{count}} deals are still in {{stage}}: move them to another stage before switching it off_other': '{{count}} deals are still in {{stage}}: move them to another stage before switching it off',
  '{{count}} overdue tasks_one': '{{count}} overdue task',
  '{{count}} overdue tasks_other': '{{count}} overdue tasks',
  '{{count}} open tasks_one': '{{count}} open task',
  '{{count}} open tasks_other': '{{count}} open tasks',
  '{{count}} members have voted_one': '{{count}} member has voted',
  '{{count}} members have voted_other': '{{count}} members have voted',
} as const satisfies Catalog;
