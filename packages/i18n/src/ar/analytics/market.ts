import type { Catalog } from '../../catalog';

/**
 * Arabic for the market engines' sentences on the analytics screens (packages/insights:
 * market/market-intelligence.ts, market/ecosystem.ts). Spread into ar/analytics.ts.
 */
export default {
  // Market intelligence
  'No investments recorded on Baobab yet, so there is nothing to extrapolate': 'لا توجد استثمارات مسجّلة على Baobab حتى الآن، ولذلك لا يوجد ما يمكن الاستقراء منه',
  '{{recent}} invested in the last 12 months ({{growth}} on the year before); extrapolating that growth, kept within -50% and +100%, gives about {{projected}} for the next 12 months':
    'استُثمر {{recent}} خلال الاثني عشر شهرًا الماضية ({{growth}} مقارنةً بالعام السابق)؛ وباستقراء هذا النمو، مع حصره بين -50% و+100%، يُتوقّع نحو {{projected}} خلال الاثني عشر شهرًا القادمة',
  'Founders: {{sector}} draws the most investor interest per startup ({{demand}} investors each)':
    'للمؤسسين: يجتذب قطاع {{sector}} أعلى اهتمام من المستثمرين لكل شركة ناشئة ({{demand}} مستثمر لكل منها)',
  'Investors: {{sector}} has the most startups per interested investor, so the least competition for deals':
    'للمستثمرين: يضم قطاع {{sector}} أكبر عدد من الشركات الناشئة لكل مستثمر مهتم، وبالتالي أقل منافسة على الصفقات',
  'Watch {{sector}}: new startups {{growth}} year on year': 'قطاع جدير بالمتابعة، {{sector}}: الشركات الناشئة الجديدة {{growth}} على أساس سنوي',
  'Activity {{growth}}: {{recent}} new startups, deals and investments in the last 12 months against {{previous}} the year before':
    'النشاط {{growth}}: {{recent}} من الشركات الناشئة والصفقات والاستثمارات الجديدة خلال الاثني عشر شهرًا الماضية مقابل {{previous}} في العام السابق',
  'new startups, deals and investments in the last 12 months': 'الشركات الناشئة والصفقات والاستثمارات الجديدة خلال الاثني عشر شهرًا الماضية',
  'decides marketSentiment': 'يحدّد marketSentiment',
  'invested in the last 12 months': 'المبالغ المستثمرة خلال الاثني عشر شهرًا الماضية',
  'invested in the 12 months before': 'المبالغ المستثمرة خلال الاثني عشر شهرًا السابقة لها',
  'growth {{growth}}, {{demand}} investors per startup': 'النمو {{growth}}، و{{demand}} مستثمر لكل شركة ناشئة',
  // Ecosystem
  'No startups listed for {{country}} yet': 'لا توجد شركات ناشئة مُدرجة في {{country}} حتى الآن',
  'Few investors per startup: {{investors}} investor for {{startups}} startup': 'قلة المستثمرين مقارنةً بالشركات الناشئة: {{investors}} مستثمر مقابل {{startups}} شركة ناشئة',
  'Few investors per startup: {{investors}} investor for {{startups}} startups': 'قلة المستثمرين مقارنةً بالشركات الناشئة: {{investors}} مستثمر مقابل {{startups}} شركات ناشئة',
  'Few investors per startup: {{investors}} investors for {{startups}} startup': 'قلة المستثمرين مقارنةً بالشركات الناشئة: {{investors}} مستثمرين مقابل {{startups}} شركة ناشئة',
  'Few investors per startup: {{investors}} investors for {{startups}} startups': 'قلة المستثمرين مقارنةً بالشركات الناشئة: {{investors}} مستثمرين مقابل {{startups}} شركات ناشئة',
  'Low network density ({{percent}}%): few startups have an investor deal yet':
    'كثافة الشبكة منخفضة ({{percent}}%): قلة من الشركات الناشئة لديها صفقة مع مستثمر حتى الآن',
  'No startups past Seed: a Series A gap': 'لا توجد شركات ناشئة تجاوزت المرحلة البذرية: فجوة في تمويل جولة السلسلة A',
  '{{investors}} investor covering {{country}} backs {{sector}}, which has {{startups}} startup here':
    '{{investors}} مستثمر يغطي {{country}} يموّل قطاع {{sector}}، الذي يضم هنا {{startups}} شركة ناشئة',
  '{{investors}} investor covering {{country}} backs {{sector}}, which has {{startups}} startups here':
    '{{investors}} مستثمر يغطي {{country}} يموّل قطاع {{sector}}، الذي يضم هنا {{startups}} شركات ناشئة',
  '{{investors}} investors covering {{country}} back {{sector}}, which has {{startups}} startup here':
    '{{investors}} مستثمرين يغطّون {{country}} يموّلون قطاع {{sector}}، الذي يضم هنا {{startups}} شركة ناشئة',
  '{{investors}} investors covering {{country}} back {{sector}}, which has {{startups}} startups here':
    '{{investors}} مستثمرين يغطّون {{country}} يموّلون قطاع {{sector}}، الذي يضم هنا {{startups}} شركات ناشئة',
  '{{sector}} is growing: new startups {{growth}} year on year': 'قطاع {{sector}} في نمو: الشركات الناشئة الجديدة {{growth}} على أساس سنوي',
  '{{count}} roles posted for {{country}} in the last 12 months_zero': 'نُشرت {{count, number}} وظيفة في {{country}} خلال الاثني عشر شهرًا الماضية',
  '{{count}} roles posted for {{country}} in the last 12 months_one': 'نُشرت {{count, number}} وظيفة في {{country}} خلال الاثني عشر شهرًا الماضية',
  '{{count}} roles posted for {{country}} in the last 12 months_two': 'نُشرت {{count, number}} وظيفتان في {{country}} خلال الاثني عشر شهرًا الماضية',
  '{{count}} roles posted for {{country}} in the last 12 months_few': 'نُشرت {{count, number}} وظائف في {{country}} خلال الاثني عشر شهرًا الماضية',
  '{{count}} roles posted for {{country}} in the last 12 months_many': 'نُشرت {{count, number}} وظيفةً في {{country}} خلال الاثني عشر شهرًا الماضية',
  '{{count}} roles posted for {{country}} in the last 12 months_other': 'نُشرت {{count, number}} وظيفة في {{country}} خلال الاثني عشر شهرًا الماضية',
  'startups listed in {{country}}': 'الشركات الناشئة المُدرجة في {{country}}',
  'investors whose geographies cover {{country}}': 'المستثمرون الذين تغطي مناطقهم الجغرافية {{country}}',
  'further investors with a deal or investment here': 'مستثمرون آخرون لديهم صفقة أو استثمار هنا',
  'distinct startup–investor pairs with a deal or investment': 'أزواج مميّزة من شركة ناشئة ومستثمر تربطها صفقة أو استثمار',
  'startups × investors': 'الشركات الناشئة × المستثمرون',
} as const satisfies Catalog;
