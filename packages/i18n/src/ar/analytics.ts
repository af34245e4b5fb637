import type { Catalog } from '../catalog';
import market from './analytics/market';

/** Arabic for the Analytics screen, keyed by their English (catalog.ts). */
export default {
  // Screen
  "Markets, ecosystems and competitors as the platform's own startups, investors and jobs show them.":
    'الأسواق والمنظومات والمنافسون كما تُظهرها الشركات الناشئة والمستثمرون والوظائف على المنصة نفسها.',
  'Market Intelligence': 'معلومات السوق',
  'Ecosystem Map': 'خريطة المنظومات',
  'Competitive Analysis': 'التحليل التنافسي',
  'Portfolio Analytics': 'تحليلات المحفظة',
  // Market intelligence
  'Market intelligence could not be loaded.': 'تعذّر تحميل معلومات السوق.',
  'Total startups': 'إجمالي الشركات الناشئة',
  'Total funding recorded': 'إجمالي التمويل المسجّل',
  'Funding sought': 'التمويل المطلوب',
  'Active sectors': 'القطاعات النشطة',
  'Market sentiment': 'توجّه السوق',
  'Positive': 'إيجابي',
  'Neutral': 'محايد',
  'Negative': 'سلبي',
  'Growing sectors': 'القطاعات النامية',
  'No sector grew in the last 12 months.': 'لم يشهد أي قطاع نموًا خلال الاثني عشر شهرًا الماضية.',
  'Startups in each growing sector': 'الشركات الناشئة في كل قطاع نامٍ',
  '{{startups}} startups, {{growth}}% year on year': '{{startups}} شركة ناشئة، {{growth}}% على أساس سنوي',
  'Predictions': 'التوقعات',
  'Next hot sectors: ': 'القطاعات الواعدة القادمة: ',
  'None yet': 'لا يوجد حتى الآن',
  'Funding forecast: ': 'توقعات التمويل: ',
  'Figures behind these predictions': 'الأرقام التي تستند إليها هذه التوقعات',
  // Ecosystem map
  'Countries by number of startups': 'الدول حسب عدد الشركات الناشئة',
  '{{country}}: {{number}} startups': '{{country}}: {{number}} شركة ناشئة',
  'Darker tiles have more startups listed. Choose a tile to open its ecosystem.': 'كلما كان المربع أغمق، زاد عدد الشركات الناشئة المُدرجة فيه. اختر مربعًا لفتح منظومته.',
  'Network density': 'كثافة الشبكة',
  'Sectors in {{country}}': 'القطاعات في {{country}}',
  'Startups per sector in {{country}}': 'الشركات الناشئة حسب القطاع في {{country}}',
  'No startups listed here yet.': 'لا توجد شركات ناشئة مُدرجة هنا حتى الآن.',
  'Challenges': 'التحديات',
  'How these figures were counted': 'كيف احتُسبت هذه الأرقام',
  "Network density = startup–investor pairs linked by a deal in an investor's pipeline or a recorded investment ÷ all possible pairs (startups × investors).":
    'كثافة الشبكة = أزواج الشركات الناشئة والمستثمرين المرتبطة بصفقة في مسار صفقات أحد المستثمرين أو باستثمار مسجّل ÷ جميع الأزواج الممكنة (الشركات الناشئة × المستثمرون).',
  // Competitive analysis
  'Sign in to compare a startup with its competitors.': 'سجّل الدخول لمقارنة شركة ناشئة بمنافسيها.',
  '{{name}}: {{sector}}, {{stage}}': '{{name}}: {{sector}}، {{stage}}',
  'Side-by-side comparison': 'مقارنة جنبًا إلى جنب',
  'Rank of {{name}}': 'ترتيب {{name}}',
  '{{rank}} of {{of}}': '{{rank}} من {{of}}',
  'Score': 'الدرجة',
  '{{sector}} startups at {{stage}}, best scored first': 'شركات ناشئة في قطاع {{sector}} بمرحلة {{stage}}، الأعلى درجة أولًا',
  'No other startup shares this sector and stage yet.': 'لا توجد شركة ناشئة أخرى في القطاع والمرحلة نفسيهما حتى الآن.',
  // Portfolio analytics (analytics.ts, comparables.ts)
  'Sign in to see analytics of your own startups or pipeline.': 'سجّل الدخول لعرض تحليلات شركاتك الناشئة أو مسار صفقاتك.',
  'Portfolio analytics could not be loaded.': 'تعذّر تحميل تحليلات المحفظة.',
  'Create your startup profile to see how its raise compares with its peers.': 'أنشئ ملف شركتك الناشئة لمقارنة التمويل الذي تسعى إليه بما تسعى إليه الشركات المماثلة.',
  'Record an investment in Portfolio to see how each company compares with its peers.': 'سجّل استثمارًا في المحفظة لمقارنة كل شركة بالشركات المماثلة لها.',
  'Choose founder or investor at onboarding to see portfolio analytics.': 'اختر «مؤسس» أو «مستثمر» عند التسجيل لعرض تحليلات المحفظة.',
  'Score {{score}}/100': 'الدرجة {{score}}/100',
  "Shaded: the middle half of peers' raises; mark: this startup's raise (log scale, peers' smallest to largest).":
    'المنطقة المظلّلة: النصف الأوسط من مبالغ التمويل التي تسعى إليها الشركات المماثلة؛ العلامة: التمويل الذي تسعى إليه هذه الشركة الناشئة (مقياس لوغاريتمي، من الأصغر إلى الأكبر بين الشركات المماثلة).',
  'Median raise': 'الوسيط لمبلغ التمويل',
  'Middle half': 'النصف الأوسط',
  'Percentile': 'المئين',
  // The market engines' sentences (packages/insights, market/)
  ...market,
} as const satisfies Catalog;
