import type { Catalog } from '../catalog';

/** English plural forms for the metrics screens (en-plurals.ts): `key_one` and `key_other` for each counted key. */
export default {
  'Saved {{count}} values for {{month}}_one': 'Saved {{count}} value for {{month}}',
  'Saved {{count}} values for {{month}}_other': 'Saved {{count}} values for {{month}}',
  'Delete {{name}} and its {{count}} recorded values? This cannot be undone._one': 'Delete {{name}} and its {{count}} recorded values? This cannot be undone.',
  'Delete {{name}} and its {{count}} recorded values? This cannot be undone._other': 'Delete {{name}} and its {{count}} recorded values? This cannot be undone.',
  'Saved {{count}} rows_one': 'Saved {{count}} row',
  'Saved {{count}} rows_other': 'Saved {{count}} rows',
  '{{count}} rows with errors were not saved_one': '{{count}} row with errors was not saved',
  '{{count}} rows with errors were not saved_other': '{{count}} rows with errors were not saved',
  '{{count}} rows ready to save_one': '{{count}} row ready to save',
  '{{count}} rows ready to save_other': '{{count}} rows ready to save',
  '{{count}} with errors (they will not be saved)_one': '{{count}} with errors (they will not be saved)',
  '{{count}} with errors (they will not be saved)_other': '{{count}} with errors (they will not be saved)',
  'Save {{count}} valid rows_one': 'Save {{count}} valid row',
  'Save {{count}} valid rows_other': 'Save {{count}} valid rows',
  '{{currency}} amounts have at most {{count}} decimal places_one': '{{currency}} amounts have at most {{count}} decimal place',
  '{{currency}} amounts have at most {{count}} decimal places_other': '{{currency}} amounts have at most {{count}} decimal places',
} as const satisfies Catalog;
