import type { Catalog } from '../catalog';

/** English plural forms for the common screens (en-plurals.ts): `key_one` and `key_other` for each counted key. */
export default {
  '{{count}} comparable startups have a recorded valuation (a confirmed round or a valuation tool result); at least {{minimum}} are needed to give a number._one': '{{count}} comparable startup has a recorded valuation (a confirmed round or a valuation tool result); at least {{minimum}} are needed to give a number.',
  '{{count}} comparable startups have a recorded valuation (a confirmed round or a valuation tool result); at least {{minimum}} are needed to give a number._other': '{{count}} comparable startups have a recorded valuation (a confirmed round or a valuation tool result); at least {{minimum}} are needed to give a number.',
} as const satisfies Catalog;
