import type { Catalog } from '../catalog';

/** English plural forms for the AI Insights screen (en-plurals.ts): `key_one` and `key_other` for each counted key. */
export default {
  '{{count}} analysed documents_one': '{{count}} analysed document',
  '{{count}} analysed documents_other': '{{count}} analysed documents',
} as const satisfies Catalog;
