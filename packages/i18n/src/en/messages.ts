import type { Catalog } from '../catalog';

/** English plural forms for the messages screens (en-plurals.ts): `key_one` and `key_other` for each counted key. */
export default {
  'Nothing was imported: {{count}} rows need fixing_one': 'Nothing was imported: {{count}} row needs fixing',
  'Nothing was imported: {{count}} rows need fixing_other': 'Nothing was imported: {{count}} rows need fixing',
  'Imported {{count}} rates; {{repriced}}_one': 'Imported {{count}} rate; {{repriced}}',
  'Imported {{count}} rates; {{repriced}}_other': 'Imported {{count}} rates; {{repriced}}',
  'the dollar value of {{count}} raises were recomputed._one': 'the dollar value of {{count}} raise was recomputed.',
  'the dollar value of {{count}} raises were recomputed._other': 'the dollar value of {{count}} raises were recomputed.',
  'You already have {{count}} documents waiting to be analysed. Please wait for them to finish._one': 'You already have {{count}} document waiting to be analysed. Please wait for them to finish.',
  'You already have {{count}} documents waiting to be analysed. Please wait for them to finish._other': 'You already have {{count}} documents waiting to be analysed. Please wait for them to finish.',
} as const satisfies Catalog;
