import type { Catalog } from '../../catalog';

/** Arabic for the round documents' buttons and refusals (round-documents.ts), keyed by their English. */
export default {
  'Documents for {{name}}': 'مستندات {{name}}',
  'Term sheet (PDF)': 'ورقة الشروط (PDF)',
  'Term sheet (Excel .xlsx)': 'ورقة الشروط (Excel .xlsx)',
  'Pro-forma cap table (PDF)': 'جدول الملكية التقديري (PDF)',
  'Pro-forma cap table (Excel .xlsx)': 'جدول الملكية التقديري (Excel .xlsx)',
  'No priced round in this scenario: no documents.': 'لا توجد جولة مسعّرة في هذا السيناريو: لا مستندات.',
  "Format must be 'pdf' or 'xlsx' (format)": 'يجب أن تكون الصيغة \'pdf\' أو \'xlsx\' (format)',
  'This scenario models no priced round, so it has no term sheet or pro-forma cap table': 'لا ينمذج هذا السيناريو أي جولة مسعّرة، لذا ليس له ورقة شروط ولا جدول ملكية تقديري',
} as const satisfies Catalog;
