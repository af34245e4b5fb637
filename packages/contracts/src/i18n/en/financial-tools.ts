import type { Catalog } from '../catalog';

/** English plural forms for the financial-tools screens (en-plurals.ts): `key_one` and `key_other` for each counted key. */
export default {
  '{{holder}}: {{shares}} options of {{shareClass}}, granted {{date}}_one': '{{holder}}: {{shares}} options of {{shareClass}}, granted {{date}}',
  '{{holder}}: {{shares}} options of {{shareClass}}, granted {{date}}_other': '{{holder}}: {{shares}} options of {{shareClass}}, granted {{date}}',
  '{{shares}} options_one': '{{shares}} options',
  '{{shares}} options_other': '{{shares}} options',
  'Recorded by {{count}} investors_one': 'Recorded by {{count}} investor',
  'Recorded by {{count}} investors_other': 'Recorded by {{count}} investors',
  // The valuation engine (packages/finance, valuation-texts.ts)
  'Fair value {{value}}: the confidence-weighted average of {{count}} methods._one': 'Fair value {{value}}: the confidence-weighted average of {{count}} method.',
  'Fair value {{value}}: the confidence-weighted average of {{count}} methods._other': 'Fair value {{value}}: the confidence-weighted average of {{count}} methods.',
  '{{count}} comparable startups have a recorded valuation (a confirmed round or a valuation tool result); at least {{minimum}} are needed to give a number._one':
    '{{count}} comparable startup has a recorded valuation (a confirmed round or a valuation tool result); at least {{minimum}} are needed to give a number.',
  '{{count}} comparable startups have a recorded valuation (a confirmed round or a valuation tool result); at least {{minimum}} are needed to give a number._other':
    '{{count}} comparable startups have a recorded valuation (a confirmed round or a valuation tool result); at least {{minimum}} are needed to give a number.',
} as const satisfies Catalog;
