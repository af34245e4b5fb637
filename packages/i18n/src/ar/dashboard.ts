import type { Catalog } from '../catalog';

/** Arabic for the dashboard and its contract strings, keyed by their English (catalog.ts). */
export default {
  'Sign in to see your dashboard': 'سجّل الدخول لعرض لوحة التحكم',
  'Welcome back, {{name}}': 'مرحبًا بعودتك، {{name}}',
  // Role copy (role-copy.ts)
  'Track your startup progress and connect with investors.': 'تابع تقدّم شركتك الناشئة وتواصل مع المستثمرين.',
  'Discover startups and manage your deal flow.': 'اكتشف الشركات الناشئة وأدِر تدفق صفقاتك.',
  'Profile Views': 'مشاهدات الملف الشخصي',
  'Startups Viewed': 'الشركات الناشئة التي اطّلعت عليها',
  'Readiness Score': 'درجة الجاهزية',
  'Deal Score': 'درجة الصفقات',
  'Matched Investors': 'المستثمرون المتطابقون',
  'Matched Startups': 'الشركات الناشئة المتطابقة',
  'Deck Improvement': 'تحسين العرض التقديمي',
  'Investment Opportunity': 'فرصة استثمارية',
  // Quick actions (dashboard-quick-actions.ts)
  'Browse Startups': 'تصفّح الشركات الناشئة',
  'Deal Pipeline': 'مسار الصفقات',
  'Upload Pitch Deck': 'رفع العرض التقديمي',
  'Find Investors': 'اعثر على مستثمرين',
  // Figures and cards
  'Score out of 100': 'الدرجة من 100',
  'Likely {{low}}–{{high}}, based on {{known}} of {{total}} fact groups': 'على الأرجح بين {{low}} و{{high}}، استنادًا إلى {{known}} من أصل {{total}} من مجموعات الحقائق',
  'readiness': 'الجاهزية',
  'AI Recommendations': 'توصيات الذكاء الاصطناعي',
  'Recent activity': 'النشاط الأخير',
  'Loading recent activity': 'جارٍ تحميل النشاط الأخير',
  'Go to': 'انتقل إلى',
  'Shortcuts': 'اختصارات',
  // Notes and match basis (dashboard.ts, the server's matching)
  'Your deal score is the average assessment of the startups in your deal pipeline: add a startup to your deal flow to see it.': 'درجة صفقاتك هي متوسط تقييم الشركات الناشئة في مسار صفقاتك: أضف شركة ناشئة إلى تدفق صفقاتك لرؤيتها.',
  'Your deal score is the average assessment of the {{count}} startups in your deal pipeline, as you see them (passed deals left out)._zero': 'درجة صفقاتك هي متوسط تقييم الشركات الناشئة في مسار صفقاتك كما تراها ({{count, number}} شركة ناشئة، دون الصفقات المستبعدة).',
  'Your deal score is the average assessment of the {{count}} startups in your deal pipeline, as you see them (passed deals left out)._one': 'درجة صفقاتك هي متوسط تقييم الشركات الناشئة في مسار صفقاتك كما تراها (شركة ناشئة واحدة: {{count, number}}، دون الصفقات المستبعدة).',
  'Your deal score is the average assessment of the {{count}} startups in your deal pipeline, as you see them (passed deals left out)._two': 'درجة صفقاتك هي متوسط تقييم الشركات الناشئة في مسار صفقاتك كما تراها (شركتان ناشئتان: {{count, number}}، دون الصفقات المستبعدة).',
  'Your deal score is the average assessment of the {{count}} startups in your deal pipeline, as you see them (passed deals left out)._few': 'درجة صفقاتك هي متوسط تقييم الشركات الناشئة في مسار صفقاتك كما تراها ({{count, number}} شركات ناشئة، دون الصفقات المستبعدة).',
  'Your deal score is the average assessment of the {{count}} startups in your deal pipeline, as you see them (passed deals left out)._many': 'درجة صفقاتك هي متوسط تقييم الشركات الناشئة في مسار صفقاتك كما تراها ({{count, number}} شركة ناشئة، دون الصفقات المستبعدة).',
  'Your deal score is the average assessment of the {{count}} startups in your deal pipeline, as you see them (passed deals left out)._other': 'درجة صفقاتك هي متوسط تقييم الشركات الناشئة في مسار صفقاتك كما تراها ({{count, number}} شركة ناشئة، دون الصفقات المستبعدة).',
  'Create your startup profile to raise your readiness score.': 'أنشئ ملف شركتك الناشئة لرفع درجة جاهزيتك.',
  'Create your startup profile to be matched with investors.': 'أنشئ ملف شركتك الناشئة لتتم مطابقتك مع المستثمرين.',
  'Complete your investor profile to be matched with startups.': 'أكمل ملفك كمستثمر لتتم مطابقتك مع الشركات الناشئة.',
  'Investors passing every hard filter (stage, sector, geography, ticket) for your startup.': 'المستثمرون الذين يجتازون كل عوامل التصفية الأساسية (المرحلة والقطاع والمنطقة الجغرافية وحجم الاستثمار) لشركتك الناشئة.',
  'Investors passing every hard filter (stage, sector, geography, ticket) for each of your {{startups}} startups, counted per startup.': 'المستثمرون الذين يجتازون كل عوامل التصفية الأساسية (المرحلة والقطاع والمنطقة الجغرافية وحجم الاستثمار) لكل شركة من شركاتك الناشئة البالغ عددها {{startups}}، محسوبين لكل شركة على حدة.',
  'Startups passing every hard filter among the {{candidates}} best-scored startups in your sectors and stages.': 'الشركات الناشئة التي تجتاز كل عوامل التصفية الأساسية من بين أفضل {{candidates}} شركة ناشئة تقييمًا في قطاعاتك ومراحلك.',
  'Choose founder or investor at onboarding to be matched.': 'اختر دور المؤسس أو المستثمر عند التسجيل لتتم مطابقتك.',
  // Recent activity (dashboard.service.ts, activityLines): a message the reader sent, and one someone else sent
  'You: {{message}}': 'أنت: {{message}}',
  '{{name}}: {{message}}': '{{name}}: {{message}}',
} as const satisfies Catalog;
