import type { Catalog } from '../catalog';

/** English plural forms for the financial-tools screens (en-plurals.ts): `key_one` and `key_other` for each counted key. */
export default {
  '{{holder}}: {{shares}} options of {{shareClass}}, granted {{date}}_one': '{{holder}}: {{shares}} options of {{shareClass}}, granted {{date}}',
  '{{holder}}: {{shares}} options of {{shareClass}}, granted {{date}}_other': '{{holder}}: {{shares}} options of {{shareClass}}, granted {{date}}',
  '{{shares}} options_one': '{{shares}} options',
  '{{shares}} options_other': '{{shares}} options',
  'Recorded by {{count}} investors_one': 'Recorded by {{count}} investor',
  'Recorded by {{count}} investors_other': 'Recorded by {{count}} investors',
} as const satisfies Catalog;
