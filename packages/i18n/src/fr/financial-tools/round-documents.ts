import type { Catalog } from '../../catalog';

/** French for the round documents' buttons and refusals (round-documents.ts), keyed by their English. */
export default {
  'Documents for {{name}}': 'Documents pour {{name}}',
  'Term sheet (PDF)': 'Term sheet (PDF)',
  'Term sheet (Excel .xlsx)': 'Term sheet (Excel .xlsx)',
  'Pro-forma cap table (PDF)': 'Table de capitalisation pro forma (PDF)',
  'Pro-forma cap table (Excel .xlsx)': 'Table de capitalisation pro forma (Excel .xlsx)',
  'No priced round in this scenario: no documents.': 'Aucun tour valorisé dans ce scénario : pas de documents.',
  "Format must be 'pdf' or 'xlsx' (format)": "Le format doit être 'pdf' ou 'xlsx' (format)",
  'This scenario models no priced round, so it has no term sheet or pro-forma cap table':
    "Ce scénario ne modélise aucun tour valorisé : il n'a ni term sheet ni table de capitalisation pro forma",
} as const satisfies Catalog;
