import type { Catalog } from '../catalog';

/** Arabic for the investor directory and the investor page, and their contract strings, keyed by their English (catalog.ts). */
export default {
  // Directory
  'Connect with Investors': 'تواصل مع المستثمرين',
  'Angels, VC partners and institutions backing emerging-market founders.': 'مستثمرون ملائكيون وشركاء في صناديق رأس المال الجريء ومؤسسات تدعم المؤسسين في الأسواق الناشئة.',
  'Investors found': 'المستثمرون الذين عُثر عليهم',
  'Angel investors': 'المستثمرون الملائكيون',
  'VC partners': 'الشركاء في صناديق رأس المال الجريء',
  'The investors could not be loaded. Check the filters and try again.': 'تعذّر تحميل المستثمرين. تحقّق من عوامل التصفية وحاول مجددًا.',
  // Filters
  'Region or country': 'المنطقة أو البلد',
  'All regions and countries': 'جميع المناطق والبلدان',
  'Regions': 'المناطق',
  'Search investors': 'البحث عن مستثمرين',
  'Name or thesis…': 'الاسم أو الأطروحة…',
  'Verified only': 'الموثَّقون فقط',
  // Card
  'Tickets': 'أحجام الاستثمار',
  '${{min}} – ${{max}}': '{{min}} – {{max}} دولار',
  'Geographies': 'المناطق الجغرافية',
  'View profile of {{name}}': 'عرض ملف {{name}}',
  'View Profile': 'عرض الملف الشخصي',
  // Investor page
  'All investors': 'جميع المستثمرين',
  'on Baobab since {{date}}': 'على Baobab منذ {{date}}',
  'Minimum ticket': 'الحد الأدنى لحجم الاستثمار',
  'Average ticket': 'متوسط حجم الاستثمار',
  'Maximum ticket': 'الحد الأقصى لحجم الاستثمار',
  'Stages': 'المراحل',
  'since {{date}}': 'منذ {{date}}',
  // Contract strings (investors.ts)
  'Unknown region or country filter': 'عامل تصفية منطقة أو بلد غير معروف',
  'No confirmed investments on Baobab yet: a company appears here once its founder confirms the round.': 'لا توجد استثمارات مؤكَّدة على Baobab بعد: تظهر الشركة هنا بمجرد أن يؤكّد مؤسسها الجولة.',
  "Companies whose founders confirmed this investor's round on Baobab.": 'شركات أكّد مؤسسوها على Baobab جولة هذا المستثمر.',
  "See funds, angel networks and syndicates": 'عرض الصناديق وشبكات المستثمرين الملائكيين والتحالفات الاستثمارية',
} as const satisfies Catalog;
