import type { Catalog } from '../catalog';

/** Arabic for the jobs screens, keyed by their English (catalog.ts). */
export default {
  // The screen (routes/jobs.tsx)
  'Jobs & Opportunities': 'الوظائف والفرص',
  'Roles, co-founder searches, operator and advisor openings at emerging-market startups.': 'وظائف، وبحث عن شركاء مؤسسين، وفرص للمشغّلين والمستشارين في الشركات الناشئة بالأسواق الناشئة.',
  'Post Opportunity': 'نشر فرصة',
  'Sign in to post': 'سجّل الدخول للنشر',
  'Report {{title}}': 'الإبلاغ عن {{title}}',

  // Tabs and filters (jobs.ts, enums.ts)
  'Opportunity types': 'أنواع الفرص',
  'All Opportunities': 'جميع الفرص',
  'Co-founders': 'الشركاء المؤسسون',
  'Operators': 'المشغّلون',
  'Advisors': 'المستشارون',
  'Saved': 'المحفوظة',
  'Opportunities pages': 'صفحات الفرص',
  'Search opportunities': 'البحث عن فرص',
  'Title, skills, description': 'المسمّى، المهارات، الوصف',
  'All locations': 'جميع المواقع',
  'Lagos': 'لاغوس',
  'Nairobi': 'نيروبي',
  'Full-time Employee': 'موظف بدوام كامل',
  'Part-time Employee': 'موظف بدوام جزئي',
  'Contractor': 'متعاقد مستقل',
  'Leadership': 'القيادة',
  'Advisory': 'الاستشارات',

  // The list and its cards
  'Loading opportunities': 'جارٍ تحميل الفرص',
  'No opportunities found': 'لم يُعثر على فرص',
  'You have not saved any opportunities yet': 'لم تحفظ أي فرص بعد',
  'Posted by {{name}} on {{date}}': 'نشرها {{name}} بتاريخ {{date}}',
  'Salary': 'الراتب',
  'Equity': 'الحصة في رأس المال',
  'from {{value}}': 'ابتداءً من {{value}}',
  'up to {{value}}': 'حتى {{value}}',
  'Apply': 'تقدّم',
  'Close': 'إغلاق',
  'Application for {{title}}': 'طلب توظيف: {{title}}',
  'Contact {{name}} at {{email}}': 'تواصل مع {{name}} عبر {{email}}',
  '{{title}} has been saved to your favorites': 'تمت إضافة {{title}} إلى مفضّلتك',
  'Removed from your saved opportunities': 'أُزيلت من فرصك المحفوظة',
  'Opportunity updated': 'تم تحديث الفرصة',
  'Opportunity closed': 'أُغلقت الفرصة',

  // Post and edit (job-dialogs.tsx, job-form.tsx)
  'Share a job, co-founder, operator or advisor role with the network.': 'شارك مع الشبكة وظيفةً أو بحثًا عن شريك مؤسس أو دورًا لمشغّل أو مستشار.',
  'Posting...': 'جارٍ النشر…',
  'Edit opportunity': 'تعديل الفرصة',
  'Job type': 'نوع الوظيفة',
  'Select a job type': 'اختر نوع الوظيفة',
  'Category': 'الفئة',
  'Select a category': 'اختر فئة',
  'Remote friendly': 'العمل عن بُعد ممكن',
  'Minimum salary (USD per year)': 'الحد الأدنى للراتب (USD سنويًا)',
  'Maximum salary (USD per year)': 'الحد الأقصى للراتب (USD سنويًا)',
  'Minimum equity (%)': 'الحد الأدنى للحصة (%)',
  'Maximum equity (%)': 'الحد الأقصى للحصة (%)',
  'Requirements': 'المتطلبات',
  'Benefits': 'المزايا',
  'Application URL': 'رابط التقديم',
  'Optional: where candidates apply': 'اختياري: مكان تقديم المرشحين',
  'Application email': 'بريد التقديم الإلكتروني',
  'Optional: used when there is no URL': 'اختياري: يُستخدم عند عدم وجود رابط',

  // Validation (jobs.ts, ui-strings.ts)
  'Minimum salary must not be more than the maximum salary': 'يجب ألا يتجاوز الحد الأدنى للراتب حدّه الأقصى',
  'Minimum equity must not be more than the maximum equity': 'يجب ألا يتجاوز الحد الأدنى للحصة حدّها الأقصى',
  'Equity is a percentage between 0 and 100': 'الحصة نسبة مئوية بين 0 و100',
  'Salary must be a positive whole number of US dollars': 'يجب أن يكون الراتب عددًا صحيحًا موجبًا من الدولارات الأمريكية',
} as const satisfies Catalog;
