import type { Catalog } from '../catalog';

/** English plural forms for the e-mails and the deal summary PDF (en-plurals.ts): `key_one` and `key_other` for each counted key. */
export default {
  '{{number}} people_one': '{{number}} person',
  '{{number}} people_other': '{{number}} people',
  '{{number}} older notes not shown._one': '{{number}} older note not shown.',
  '{{number}} older notes not shown._other': '{{number}} older notes not shown.',
  '{{count}} startups match your saved search "{{name}}":_one': '{{count}} startup matches your saved search "{{name}}":',
  '{{count}} startups match your saved search "{{name}}":_other': '{{count}} startups match your saved search "{{name}}":',
  '{{count}} notifications since your last digest:_one': '{{count}} notification since your last digest:',
  '{{count}} notifications since your last digest:_other': '{{count}} notifications since your last digest:',
} as const satisfies Catalog;
