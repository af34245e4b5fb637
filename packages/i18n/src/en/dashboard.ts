import type { Catalog } from '../catalog';

/** English plural forms for the dashboard screens (en-plurals.ts): `key_one` and `key_other` for each counted key. */
export default {
  'Your deal score is the average assessment of the {{count}} startups in your deal pipeline, as you see them (passed deals left out)._one': 'Your deal score is the average assessment of the {{count}} startup in your deal pipeline, as you see it (passed deals left out).',
  'Your deal score is the average assessment of the {{count}} startups in your deal pipeline, as you see them (passed deals left out)._other': 'Your deal score is the average assessment of the {{count}} startups in your deal pipeline, as you see them (passed deals left out).',
} as const satisfies Catalog;
