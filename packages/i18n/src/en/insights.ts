import type { Catalog } from '../catalog';

/** English plural forms for the AI Insights screen (en-plurals.ts): `key_one` and `key_other` for each counted key. */
export default {
  '{{count}} analysed documents_one': '{{count}} analysed document',
  '{{count}} analysed documents_other': '{{count}} analysed documents',
  // The market analysis (market/analyze-market.ts)
  '{{count}} new {{sector}} startups in {{country}} in the last 12 months ({{previous}} the year before, {{growth}})_one':
    '{{count}} new {{sector}} startup in {{country}} in the last 12 months ({{previous}} the year before, {{growth}})',
  '{{count}} new {{sector}} startups in {{country}} in the last 12 months ({{previous}} the year before, {{growth}})_other':
    '{{count}} new {{sector}} startups in {{country}} in the last 12 months ({{previous}} the year before, {{growth}})',
  'Median raise sought: {{median}} across {{count}} startups_one': 'Median raise sought: {{median}} across {{count}} startup',
  'Median raise sought: {{median}} across {{count}} startups_other': 'Median raise sought: {{median}} across {{count}} startups',
  '{{count}} deals opened in the last 12 months, {{closed}} closed in all_one': '{{count}} deal opened in the last 12 months, {{closed}} closed in all',
  '{{count}} deals opened in the last 12 months, {{closed}} closed in all_other': '{{count}} deals opened in the last 12 months, {{closed}} closed in all',
  '{{count}} roles posted in the last 12 months, most in {{category}}_one': '{{count}} role posted in the last 12 months, most in {{category}}',
  '{{count}} roles posted in the last 12 months, most in {{category}}_other': '{{count}} roles posted in the last 12 months, most in {{category}}',
  '{{count}} investors cover {{place}}, median average ticket {{ticket}}_one': '{{count}} investor covers {{place}}, median average ticket {{ticket}}',
  '{{count}} investors cover {{place}}, median average ticket {{ticket}}_other': '{{count}} investors cover {{place}}, median average ticket {{ticket}}',
  '{{backers}} of {{investors}} of these investors back {{stage}}; {{count}} startups here are at that stage_one':
    '{{backers}} of {{investors}} of these investors back {{stage}}; {{count}} startup here is at that stage',
  '{{backers}} of {{investors}} of these investors back {{stage}}; {{count}} startups here are at that stage_other':
    '{{backers}} of {{investors}} of these investors back {{stage}}; {{count}} startups here are at that stage',
  '{{sought}} sought by {{count}} startups and {{invested}} invested on Baobab_one': '{{sought}} sought by {{count}} startup and {{invested}} invested on Baobab',
  '{{sought}} sought by {{count}} startups and {{invested}} invested on Baobab_other': '{{sought}} sought by {{count}} startups and {{invested}} invested on Baobab',
} as const satisfies Catalog;
