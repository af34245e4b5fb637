import type { Catalog } from '../catalog';
import matching from './profiles/matching';

/** Arabic for the profile screens, keyed by their English (catalog.ts). */
export default {
  // The screen (routes/profile.tsx)
  'Loading profile': 'جارٍ تحميل الملف الشخصي',
  'Profile sections': 'أقسام الملف الشخصي',

  // Left column (profile-sidebar.tsx)
  'Experience Items': 'عناصر الخبرة',
  'Edit Profile': 'تعديل الملف الشخصي',
  'Seeking Co-founder': 'يبحث عن شريك مؤسس',
  'Open to Invest': 'منفتح على الاستثمار',
  'Stats': 'الإحصاءات',
  'Contact & Links': 'معلومات الاتصال والروابط',
  'Email:': 'البريد الإلكتروني:',

  // About (about-view.tsx, profile-form.tsx)
  'None added yet.': 'لم يُضَف شيء بعد.',
  'Experience level': 'مستوى الخبرة',
  'Remote preference': 'تفضيل العمل عن بُعد',
  'Salary expectation': 'الراتب المتوقَّع',
  'No bio yet. Choose Edit Profile to tell people what you do.': 'لا توجد نبذة بعد. اختر «تعديل الملف الشخصي» لتعريف الآخرين بما تفعله.',
  'Skills': 'المهارات',
  'Interests': 'الاهتمامات',
  'Hybrid': 'هجين',
  'On-site': 'في مقر العمل',
  'Headline': 'العنوان التعريفي',
  'Open to': 'منفتح على',
  'Skills (comma separated)': 'المهارات (مفصولة بفواصل)',
  'Payments, Go, Product': 'المدفوعات، Go، المنتج',
  'Interests (comma separated)': 'الاهتمامات (مفصولة بفواصل)',
  'FinTech, AgriTech': 'التقنية المالية، التقنية الزراعية',
  'Profile image URL': 'رابط صورة الملف الشخصي',
  'LinkedIn URL': 'رابط LinkedIn',
  'GitHub URL': 'رابط GitHub',
  'Twitter URL': 'رابط Twitter',
  'Personal website': 'الموقع الشخصي',

  // Experience (experience-*.tsx)
  'Add Experience': 'إضافة خبرة',
  'Edit experience': 'تعديل الخبرة',
  'No experience added yet': 'لم تُضَف أي خبرة بعد',
  'Add your work, education and projects.': 'أضف وظائفك وتعليمك ومشاريعك.',
  'Present': 'حتى الآن',
  'Work': 'عمل',
  'Education': 'تعليم',
  'Project': 'مشروع',
  'Edit {{title}}': 'تعديل {{title}}',
  'Delete {{title}}': 'حذف {{title}}',
  'Company or school': 'الشركة أو المؤسسة التعليمية',
  'I currently do this': 'أقوم بهذا حاليًا',
  'Start date': 'تاريخ البدء',
  'End date': 'تاريخ الانتهاء',
  'Save experience': 'حفظ الخبرة',

  // Recommendations (recommendations-section.tsx and its dialogs)
  'Request Recommendation': 'طلب توصية',
  'Requests for you': 'طلبات موجّهة إليك',
  'People asking you for a recommendation': 'أشخاص يطلبون منك توصية',
  'Write': 'اكتب',
  'No recommendations yet': 'لا توجد توصيات بعد',
  'Ask a connection to recommend you.': 'اطلب من إحدى جهات اتصالك أن توصي بك.',
  'Waiting for: {{names}}': 'بانتظار: {{names}}',
  'Ask a connection to write a few words about working with you. It shows on your profile once they write it.': 'اطلب من إحدى جهات اتصالك أن يكتب بضع كلمات عن العمل معك. تظهر التوصية في ملفك الشخصي بعد كتابتها.',
  'You can ask your connections for a recommendation. Connect with people on the Network page first.': 'يمكنك طلب توصية من جهات اتصالك. تواصل أولًا مع أشخاص من صفحة الشبكة.',
  'Recommendation requested': 'تم طلب التوصية',
  'Choose a connection': 'اختر جهة اتصال',
  'How you know each other': 'كيف تعارفتما',
  'We worked together at…': 'عملنا معًا في…',
  'Message (optional)': 'رسالة (اختياري)',
  'Recommend {{name}}': 'أوصِ بـ {{name}}',
  'Relationship: {{relationship}}': 'العلاقة: {{relationship}}',
  'Recommendation published': 'تم نشر التوصية',
  'Your title (optional)': 'منصبك (اختياري)',
  'CTO, Kora': 'رئيس التقنية، Kora',
  'Publishing...': 'جارٍ النشر…',
  'Publish recommendation': 'نشر التوصية',

  // AI matches (matches-list.tsx)
  'Refresh Matches': 'تحديث التطابقات',
  'Generate AI Recommendations': 'إنشاء توصيات الذكاء الاصطناعي',
  'Job': 'وظيفة',

  // Messages of the profile contracts (profiles.ts, ui-strings.ts)
  'Company or school is required': 'الشركة أو المؤسسة التعليمية مطلوبة',
  'Start date is required': 'تاريخ البدء مطلوب',
  'Add an end date or mark this as current': 'أضف تاريخ انتهاء أو حدّد أنها حالية',
  'End date must be after the start date': 'يجب أن يكون تاريخ الانتهاء بعد تاريخ البدء',
  'A current position has no end date': 'المنصب الحالي ليس له تاريخ انتهاء',
  'You can list at most 50 experience items': 'يمكنك إدراج 50 عنصر خبرة كحد أقصى',
  'Write at least 20 characters': 'اكتب 20 حرفًا على الأقل',
  'Describe how you know each other': 'صف كيف تعارفتما',
  'You can only ask your connections for a recommendation': 'لا يمكنك طلب توصية إلا من جهات اتصالك',
  'You have already asked this person for a recommendation': 'سبق أن طلبت توصية من هذا الشخص',
  'Complete your profile (skills, interests, location) to get better matches': 'أكمل ملفك الشخصي (المهارات والاهتمامات والموقع) للحصول على تطابقات أفضل',
  'No matches yet. Generate AI recommendations to see them here.': 'لا توجد تطابقات بعد. أنشئ توصيات الذكاء الاصطناعي لتظهر هنا.',
  // The people-matching engine's summaries and reasons (packages/insights)
  ...matching,
} as const satisfies Catalog;
