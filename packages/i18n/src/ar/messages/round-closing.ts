import type { Catalog } from '../../catalog';

/** Arabic for closing a raise's commitments (round-closing.ts). Part of the messages namespace (../messages.ts). */
export default {
  'Choose the confirmed commitments whose money you received': 'اختر الالتزامات المؤكَّدة التي تسلّمت أموالها',
  'Close at most 100 commitments at once': 'أغلق 100 التزام كحد أقصى في المرة الواحدة',
  'Enter the date the money was received, like 2026-11-27': 'أدخل تاريخ تسلّم الأموال، مثل 2026-11-27',
  'The money cannot have been received after today': 'لا يمكن أن يكون تسلّم الأموال بعد اليوم',
  'No commitment of this round has the id {{id}}': 'لا يوجد في هذه الجولة التزام بالمعرّف {{id}}',
  'Only a confirmed and signed commitment can be closed: {{name}}’s is "{{state}}"': 'لا يمكن إغلاق إلا التزام مؤكَّد وموقَّع: حالة التزام {{name}} هي «{{state}}»',
  'Link the round’s priced terms before marking money received: the first close writes the series from them': 'اربط شروط الجولة المسعَّرة قبل تأشير الأموال على أنها مُستلَمة: الإغلاق الأول يُنشئ الفئة منها',
  '{{name}}’s money buys less than one share at the series price of {{price}}': 'أموال {{name}} لا تشتري سهمًا واحدًا بسعر الفئة {{price}}',
  'The round’s series is on the cap table since its first close: its terms and instrument can no longer change': 'فئة الجولة مسجَّلة في جدول الملكية منذ إغلاقها الأول: لم يعد بالإمكان تغيير شروطها أو أداتها',
  'Open the round before marking money received': 'افتح الجولة قبل تأشير الأموال على أنها مُستلَمة',
  'Mark the money received for every confirmed commitment before closing the round ({{count}} left)': 'أشّر على تسلّم الأموال لكل التزام مؤكَّد قبل إغلاق الجولة (المتبقي: {{count}})',
  'This investment was written when the founder closed your commitment to their round: it cannot be edited or deleted here': 'سُجّل هذا الاستثمار حين أغلق المؤسس التزامك في جولته: لا يمكن تعديله أو حذفه هنا',
} as const satisfies Catalog;
