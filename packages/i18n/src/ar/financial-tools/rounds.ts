import type { Catalog } from '../../catalog';

/**
 * Arabic for rounds as a dated sequence: the rounds card and its form (rounds-card.tsx, round-form.tsx) and the
 * messages of the rounds contract and engine (cap-table-rounds-texts.ts). Part of the financial-tools namespace.
 */
export default {
  // Rounds card (rounds-card.tsx)
  'Rounds in date order': 'الجولات حسب ترتيبها الزمني',
  'Each priced round converts the SAFEs and notes before it. A round stays a scenario until it is closed; closing writes its shares to the share ledger on its date.': 'تحوّل كل جولة مسعّرة اتفاقيات SAFE والسندات التي تسبقها. تبقى الجولة سيناريو إلى أن تُغلق؛ وعند الإغلاق تُسجَّل أسهمها في سجل الأسهم بتاريخها.',
  'No rounds yet.': 'لا توجد جولات بعد.',
  'Add a round': 'إضافة جولة',
  'Add round': 'إضافة الجولة',
  'Round added': 'أُضيفت الجولة',
  'Round not saved': 'لم تُحفظ الجولة',
  'Modelled': 'منمذجة',
  'Closing writes this round to the share ledger on {{date}}; it cannot be changed afterwards.': 'يسجّل الإغلاق هذه الجولة في سجل الأسهم بتاريخ {{date}}؛ ولا يمكن تعديلها بعد ذلك.',
  'Round closed': 'أُغلقت الجولة',
  'Round not closed': 'لم تُغلق الجولة',
  'Close {{name}}': 'إغلاق {{name}}',
  'Close round': 'إغلاق الجولة',
  'Edit round': 'تعديل الجولة',
  'Delete round': 'حذف الجولة',
  'Round not deleted': 'لم تُحذف الجولة',
  'Save round': 'حفظ الجولة',
  'Converts in {{name}}': 'تتحول في {{name}}',
  'Not converted yet: no priced round after it.': 'لم تتحول بعد: لا توجد جولة مسعّرة بعدها.',
  'New shares': 'الأسهم الجديدة',
  'Shares from conversions': 'الأسهم الناتجة عن التحويلات',
  'Anti-dilution shares': 'أسهم الحماية من التخفيف',
  'Pool top-up': 'زيادة مجمّع الخيارات',
  'Shares after the round': 'الأسهم بعد الجولة',
  // Round form (round-form.tsx)
  'Kind of round': 'نوع الجولة',
  'Lead investor': 'المستثمر الرئيسي',
  'Round investment ({{currency}})': 'استثمار الجولة ({{currency}})',
  'Option pool target (% after the round)': 'نسبة مجمّع الخيارات المستهدفة (% بعد الجولة)',
  "The series' anti-dilution": 'الحماية من التخفيف للسلسلة',
  'Interest (% a year, simple)': 'الفائدة (% سنويًا، بسيطة)',
  'Valuation cap ({{currency}})': 'سقف التقييم ({{currency}})',
  'SAFE form': 'صيغة اتفاقية SAFE',
  // Kinds (roundKindLabels)
  'SAFE': 'اتفاقية SAFE',
  'Convertible note': 'سند قابل للتحويل',
  // Messages of the rounds contract and engine (cap-table-rounds-texts.ts)
  'Kind must be safe, note or priced (kind)': 'يجب أن يكون النوع safe أو note أو priced (kind)',
  'Date must be a real calendar date like 2026-01-31 (date)': 'يجب أن يكون التاريخ تاريخًا صالحًا في التقويم مثل 2026-01-31 (date)',
  'A company can model at most 50 rounds; delete some before adding more': 'يمكن للشركة نمذجة 50 جولة كحد أقصى؛ احذف بعضها قبل إضافة المزيد',
  'This round is closed: its entries are in the share ledger, so it can no longer change': 'هذه الجولة مغلقة: قيودها مسجّلة في سجل الأسهم، لذا لم يعد بالإمكان تغييرها',
  'Close the round dated {{date}} ({{name}}) first: rounds close in date order': 'أغلق أولًا الجولة المؤرخة في {{date}} ({{name}}): تُغلق الجولات حسب ترتيبها الزمني',
  'A round cannot be dated before {{date}}, the date of the last closed round (date)': 'لا يمكن أن يسبق تاريخ الجولة {{date}}، وهو تاريخ آخر جولة مغلقة (date)',
  'A round cannot be dated before {{date}}, 1 January of the year the company was founded (date)': 'لا يمكن أن يسبق تاريخ الجولة {{date}}، وهو 1 يناير من سنة تأسيس الشركة (date)',
  'Series name {{name}} is already a share class of the company (seriesName)': 'اسم السلسلة {{name}} مستخدم بالفعل لفئة أسهم في الشركة (seriesName)',
  'Nobody holds shares on {{date}}: record the opening position before this round (date)': 'لا أحد يحوز أسهمًا في {{date}}: سجّل المركز الافتتاحي قبل هذه الجولة (date)',
  "This entry was written by closing {{name}} on {{date}}: a closed round's entries stay in the ledger": 'سُجّل هذا القيد عند إغلاق {{name}} في {{date}}: تبقى قيود الجولة المغلقة في السجل',
} as const satisfies Catalog;
