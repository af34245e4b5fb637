import type { Catalog } from '../../catalog';

/** Arabic for the market analysis's sentences (packages/insights, market/analyze-market.ts). Spread into ar/insights.ts. */
export default {
  'No {{sector}} startups in {{country}} on Baobab yet': 'لا توجد شركات ناشئة في قطاع {{sector}} في {{country}} على Baobab حتى الآن',
  '{{count}} new {{sector}} startups in {{country}} in the last 12 months ({{previous}} the year before, {{growth}})_zero':
    '{{count, number}} شركة ناشئة جديدة في قطاع {{sector}} في {{country}} خلال الاثني عشر شهرًا الماضية ({{previous}} في العام السابق، {{growth}})',
  '{{count}} new {{sector}} startups in {{country}} in the last 12 months ({{previous}} the year before, {{growth}})_one':
    '{{count, number}} شركة ناشئة جديدة في قطاع {{sector}} في {{country}} خلال الاثني عشر شهرًا الماضية ({{previous}} في العام السابق، {{growth}})',
  '{{count}} new {{sector}} startups in {{country}} in the last 12 months ({{previous}} the year before, {{growth}})_two':
    '{{count, number}} شركتان ناشئتان جديدتان في قطاع {{sector}} في {{country}} خلال الاثني عشر شهرًا الماضية ({{previous}} في العام السابق، {{growth}})',
  '{{count}} new {{sector}} startups in {{country}} in the last 12 months ({{previous}} the year before, {{growth}})_few':
    '{{count, number}} شركات ناشئة جديدة في قطاع {{sector}} في {{country}} خلال الاثني عشر شهرًا الماضية ({{previous}} في العام السابق، {{growth}})',
  '{{count}} new {{sector}} startups in {{country}} in the last 12 months ({{previous}} the year before, {{growth}})_many':
    '{{count, number}} شركةً ناشئة جديدة في قطاع {{sector}} في {{country}} خلال الاثني عشر شهرًا الماضية ({{previous}} في العام السابق، {{growth}})',
  '{{count}} new {{sector}} startups in {{country}} in the last 12 months ({{previous}} the year before, {{growth}})_other':
    '{{count, number}} شركة ناشئة جديدة في قطاع {{sector}} في {{country}} خلال الاثني عشر شهرًا الماضية ({{previous}} في العام السابق، {{growth}})',
  'Most are at {{stage}} ({{percent}}% of {{total}})': 'معظمها في مرحلة {{stage}} ({{percent}}% من {{total}})',
  'Median raise sought: {{median}} across {{count}} startups_zero': 'الوسيط للتمويل المطلوب: {{median}} عبر {{count, number}} شركة ناشئة',
  'Median raise sought: {{median}} across {{count}} startups_one': 'الوسيط للتمويل المطلوب: {{median}} عبر {{count, number}} شركة ناشئة',
  'Median raise sought: {{median}} across {{count}} startups_two': 'الوسيط للتمويل المطلوب: {{median}} عبر {{count, number}} شركتين ناشئتين',
  'Median raise sought: {{median}} across {{count}} startups_few': 'الوسيط للتمويل المطلوب: {{median}} عبر {{count, number}} شركات ناشئة',
  'Median raise sought: {{median}} across {{count}} startups_many': 'الوسيط للتمويل المطلوب: {{median}} عبر {{count, number}} شركةً ناشئة',
  'Median raise sought: {{median}} across {{count}} startups_other': 'الوسيط للتمويل المطلوب: {{median}} عبر {{count, number}} شركة ناشئة',
  '{{count}} deals opened in the last 12 months, {{closed}} closed in all_zero': 'فُتحت {{count, number}} صفقة خلال الاثني عشر شهرًا الماضية، وأُبرم {{closed}} في المجمل',
  '{{count}} deals opened in the last 12 months, {{closed}} closed in all_one': 'فُتحت {{count, number}} صفقة خلال الاثني عشر شهرًا الماضية، وأُبرم {{closed}} في المجمل',
  '{{count}} deals opened in the last 12 months, {{closed}} closed in all_two': 'فُتحت {{count, number}} صفقتان خلال الاثني عشر شهرًا الماضية، وأُبرم {{closed}} في المجمل',
  '{{count}} deals opened in the last 12 months, {{closed}} closed in all_few': 'فُتحت {{count, number}} صفقات خلال الاثني عشر شهرًا الماضية، وأُبرم {{closed}} في المجمل',
  '{{count}} deals opened in the last 12 months, {{closed}} closed in all_many': 'فُتحت {{count, number}} صفقةً خلال الاثني عشر شهرًا الماضية، وأُبرم {{closed}} في المجمل',
  '{{count}} deals opened in the last 12 months, {{closed}} closed in all_other': 'فُتحت {{count, number}} صفقة خلال الاثني عشر شهرًا الماضية، وأُبرم {{closed}} في المجمل',
  '{{count}} roles posted in the last 12 months, most in {{category}}_zero': 'نُشرت {{count, number}} وظيفة خلال الاثني عشر شهرًا الماضية، معظمها في {{category}}',
  '{{count}} roles posted in the last 12 months, most in {{category}}_one': 'نُشرت {{count, number}} وظيفة خلال الاثني عشر شهرًا الماضية، معظمها في {{category}}',
  '{{count}} roles posted in the last 12 months, most in {{category}}_two': 'نُشرت {{count, number}} وظيفتان خلال الاثني عشر شهرًا الماضية، معظمها في {{category}}',
  '{{count}} roles posted in the last 12 months, most in {{category}}_few': 'نُشرت {{count, number}} وظائف خلال الاثني عشر شهرًا الماضية، معظمها في {{category}}',
  '{{count}} roles posted in the last 12 months, most in {{category}}_many': 'نُشرت {{count, number}} وظيفةً خلال الاثني عشر شهرًا الماضية، معظمها في {{category}}',
  '{{count}} roles posted in the last 12 months, most in {{category}}_other': 'نُشرت {{count, number}} وظيفة خلال الاثني عشر شهرًا الماضية، معظمها في {{category}}',
  '{{count}} investors cover {{place}}, median average ticket {{ticket}}_zero': '{{count, number}} مستثمر يغطي {{place}}، والوسيط لمتوسط حجم الاستثمار {{ticket}}',
  '{{count}} investors cover {{place}}, median average ticket {{ticket}}_one': '{{count, number}} مستثمر يغطي {{place}}، والوسيط لمتوسط حجم الاستثمار {{ticket}}',
  '{{count}} investors cover {{place}}, median average ticket {{ticket}}_two': '{{count, number}} مستثمران يغطيان {{place}}، والوسيط لمتوسط حجم الاستثمار {{ticket}}',
  '{{count}} investors cover {{place}}, median average ticket {{ticket}}_few': '{{count, number}} مستثمرين يغطون {{place}}، والوسيط لمتوسط حجم الاستثمار {{ticket}}',
  '{{count}} investors cover {{place}}, median average ticket {{ticket}}_many': '{{count, number}} مستثمرًا يغطون {{place}}، والوسيط لمتوسط حجم الاستثمار {{ticket}}',
  '{{count}} investors cover {{place}}, median average ticket {{ticket}}_other': '{{count, number}} مستثمر يغطون {{place}}، والوسيط لمتوسط حجم الاستثمار {{ticket}}',
  'First-mover room: investors cover {{place}} and no startup is listed yet':
    'فرصة للسبّاقين: يغطي مستثمرون {{place}} ولا توجد فيها شركة ناشئة مُدرجة حتى الآن',
  '{{backers}} of {{investors}} of these investors back {{stage}}; {{count}} startups here are at that stage_zero':
    '{{backers}} من هؤلاء المستثمرين البالغ عددهم {{investors}} يموّلون مرحلة {{stage}}؛ و{{count, number}} شركة ناشئة هنا في هذه المرحلة',
  '{{backers}} of {{investors}} of these investors back {{stage}}; {{count}} startups here are at that stage_one':
    '{{backers}} من هؤلاء المستثمرين البالغ عددهم {{investors}} يموّلون مرحلة {{stage}}؛ و{{count, number}} شركة ناشئة هنا في هذه المرحلة',
  '{{backers}} of {{investors}} of these investors back {{stage}}; {{count}} startups here are at that stage_two':
    '{{backers}} من هؤلاء المستثمرين البالغ عددهم {{investors}} يموّلون مرحلة {{stage}}؛ و{{count, number}} شركتان ناشئتان هنا في هذه المرحلة',
  '{{backers}} of {{investors}} of these investors back {{stage}}; {{count}} startups here are at that stage_few':
    '{{backers}} من هؤلاء المستثمرين البالغ عددهم {{investors}} يموّلون مرحلة {{stage}}؛ و{{count, number}} شركات ناشئة هنا في هذه المرحلة',
  '{{backers}} of {{investors}} of these investors back {{stage}}; {{count}} startups here are at that stage_many':
    '{{backers}} من هؤلاء المستثمرين البالغ عددهم {{investors}} يموّلون مرحلة {{stage}}؛ و{{count, number}} شركةً ناشئة هنا في هذه المرحلة',
  '{{backers}} of {{investors}} of these investors back {{stage}}; {{count}} startups here are at that stage_other':
    '{{backers}} من هؤلاء المستثمرين البالغ عددهم {{investors}} يموّلون مرحلة {{stage}}؛ و{{count, number}} شركة ناشئة هنا في هذه المرحلة',
  'Investor tickets cover the capital sought {{times}} times': 'تغطي أحجام استثمارات المستثمرين رأس المال المطلوب {{times}} مرة',
  'No investor on Baobab covers {{place}} yet: look to regional and sector-generalist funds':
    'لا يغطي أي مستثمر على Baobab {{place}} حتى الآن: اتجه إلى الصناديق الإقليمية والصناديق غير المتخصصة قطاعيًا',
  '{{sought}} sought by {{count}} startups and {{invested}} invested on Baobab_zero': '{{sought}} مطلوبة من {{count, number}} شركة ناشئة، و{{invested}} مستثمرة على Baobab',
  '{{sought}} sought by {{count}} startups and {{invested}} invested on Baobab_one': '{{sought}} مطلوبة من {{count, number}} شركة ناشئة، و{{invested}} مستثمرة على Baobab',
  '{{sought}} sought by {{count}} startups and {{invested}} invested on Baobab_two': '{{sought}} مطلوبة من {{count, number}} شركتين ناشئتين، و{{invested}} مستثمرة على Baobab',
  '{{sought}} sought by {{count}} startups and {{invested}} invested on Baobab_few': '{{sought}} مطلوبة من {{count, number}} شركات ناشئة، و{{invested}} مستثمرة على Baobab',
  '{{sought}} sought by {{count}} startups and {{invested}} invested on Baobab_many': '{{sought}} مطلوبة من {{count, number}} شركةً ناشئة، و{{invested}} مستثمرة على Baobab',
  '{{sought}} sought by {{count}} startups and {{invested}} invested on Baobab_other': '{{sought}} مطلوبة من {{count, number}} شركة ناشئة، و{{invested}} مستثمرة على Baobab',
  'No raises or investments recorded on Baobab yet': 'لا توجد جولات تمويل أو استثمارات مسجّلة على Baobab حتى الآن',
  '12 months to {{date}} against the 12 months before': 'الاثنا عشر شهرًا حتى {{date}} مقارنةً بالاثني عشر شهرًا التي سبقتها',
  '{{sector}} startups listed in {{country}}': 'الشركات الناشئة في قطاع {{sector}} المُدرجة في {{country}}',
  'new startups, deals and jobs in the last 12 months': 'الشركات الناشئة والصفقات والوظائف الجديدة خلال الاثني عشر شهرًا الماضية',
  'feeds trendScore': 'يغذّي trendScore',
  'investors whose sectors and geographies cover {{place}}': 'المستثمرون الذين تغطي قطاعاتهم ومناطقهم الجغرافية {{place}}',
  'investors per startup; feeds growthPotential': 'عدد المستثمرين لكل شركة ناشئة؛ يغذّي growthPotential',
  'sum of stated raises': 'مجموع مبالغ التمويل المُعلنة',
  "sum of covering investors' average tickets": 'مجموع متوسطات أحجام استثمار المستثمرين الذين يغطون القطاع',
  'capacity / capital sought; feeds growthPotential': 'القدرة / رأس المال المطلوب؛ يغذّي growthPotential',
  'feeds competitiveIntensity': 'يغذّي competitiveIntensity',
  'recorded investments in the segment': 'الاستثمارات المسجّلة في هذه الشريحة',
} as const satisfies Catalog;
