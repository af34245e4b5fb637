import type { Catalog } from '../catalog';

/** English plural forms for the common screens (en-plurals.ts): `key_one` and `key_other` for each counted key. */
export default {
  '{{count}} comparable startups at this stage have a round confirmed by both sides with a valuation; at least {{minimum}} are needed to give a number._one': '{{count}} comparable startup at this stage has a round confirmed by both sides with a valuation; at least {{minimum}} are needed to give a number.',
  '{{count}} comparable startups at this stage have a round confirmed by both sides with a valuation; at least {{minimum}} are needed to give a number._other': '{{count}} comparable startups at this stage have a round confirmed by both sides with a valuation; at least {{minimum}} are needed to give a number.',
  '{{count}} confirmed rounds among {{peers}}_one': '{{count}} confirmed round among {{peers}}',
  '{{count}} confirmed rounds among {{peers}}_other': '{{count}} confirmed rounds among {{peers}}',
} as const satisfies Catalog;
