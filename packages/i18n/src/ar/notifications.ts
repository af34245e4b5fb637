import type { Catalog } from '../catalog';

/** Arabic for the notifications screens, keyed by their English (catalog.ts). */
export default {
  // The bell (notification-bell.tsx)
  'Notifications, {{count}} unread_zero': 'الإشعارات، {{count, number}} غير مقروء',
  'Notifications, {{count}} unread_one': 'الإشعارات، إشعار واحد ({{count, number}}) غير مقروء',
  'Notifications, {{count}} unread_two': 'الإشعارات، إشعاران ({{count, number}}) غير مقروءين',
  'Notifications, {{count}} unread_few': 'الإشعارات، {{count, number}} غير مقروءة',
  'Notifications, {{count}} unread_many': 'الإشعارات، {{count, number}} غير مقروء',
  'Notifications, {{count}} unread_other': 'الإشعارات، {{count, number}} غير مقروء',

  // The screen (routes/notifications.tsx, notification-list.tsx)
  'Sign in to see your notifications.': 'سجّل الدخول لعرض إشعاراتك.',
  'You will no longer receive these e-mails: {{kind}}.': 'لن تتلقى هذه الرسائل بعد الآن: {{kind}}.',
  'This unsubscribe link is not valid': 'رابط إلغاء الاشتراك هذا غير صالح',
  'Loading notifications': 'جارٍ تحميل الإشعارات',
  '{{count}} unread_zero': '{{count, number}} غير مقروء',
  '{{count}} unread_one': 'إشعار واحد ({{count, number}}) غير مقروء',
  '{{count}} unread_two': 'إشعاران ({{count, number}}) غير مقروءين',
  '{{count}} unread_few': '{{count, number}} إشعارات غير مقروءة',
  '{{count}} unread_many': '{{count, number}} إشعارًا غير مقروء',
  '{{count}} unread_other': '{{count, number}} إشعار غير مقروء',
  'All caught up': 'لا جديد لديك',
  'Mark all as read': 'تعليم الكل كمقروء',
  'No notifications yet': 'لا توجد إشعارات بعد',
  'Unread:': 'غير مقروء:',

  // Notification titles and bodies the server writes (notification-texts.ts, moderation.ts, verification.ts);
  // the other notification templates' Arabic is in email.ts, which the list loads too.
  '{{name}} recorded a {{amount}} {{round}} investment in {{startup}}: please confirm or decline': 'سجّل {{name}} استثمارًا بقيمة {{amount}} في جولة {{round}} في {{startup}}: يُرجى التأكيد أو الرفض',
  '{{name}} changed their {{amount}} {{round}} investment in {{startup}}: please confirm or decline': 'عدّل {{name}} استثماره بقيمة {{amount}} في جولة {{round}} في {{startup}}: يُرجى التأكيد أو الرفض',
  'Deal date {{date}}. Only rounds you confirm count in your funding tracker.': 'تاريخ الصفقة {{date}}. لا تُحتسب في متتبّع تمويلك إلا الجولات التي تؤكّدها.',
  "{{startup}}'s founder confirmed your {{amount}} {{round}} investment": 'أكّد مؤسس {{startup}} استثمارك بقيمة {{amount}} في جولة {{round}}',
  "{{startup}}'s founder declined your {{amount}} {{round}} investment": 'رفض مؤسس {{startup}} استثمارك بقيمة {{amount}} في جولة {{round}}',
  'We reviewed your report': 'راجعنا بلاغك',
  'A warning from Baobab moderators': 'تحذير من مشرفي Baobab',
  'Your Baobab account is suspended': 'حسابك على Baobab موقوف',
  'We reviewed your report of a profile and took action.': 'راجعنا بلاغك عن ملف شخصي واتخذنا إجراءً.',
  'We reviewed your report of a profile and found no breach of our rules.': 'راجعنا بلاغك عن ملف شخصي ولم نجد أي مخالفة لقواعدنا.',
  'We reviewed your report of a startup and took action.': 'راجعنا بلاغك عن شركة ناشئة واتخذنا إجراءً.',
  'We reviewed your report of a startup and found no breach of our rules.': 'راجعنا بلاغك عن شركة ناشئة ولم نجد أي مخالفة لقواعدنا.',
  'We reviewed your report of a job post and took action.': 'راجعنا بلاغك عن إعلان وظيفة واتخذنا إجراءً.',
  'We reviewed your report of a job post and found no breach of our rules.': 'راجعنا بلاغك عن إعلان وظيفة ولم نجد أي مخالفة لقواعدنا.',
  'We reviewed your report of a message and took action.': 'راجعنا بلاغك عن رسالة واتخذنا إجراءً.',
  'We reviewed your report of a message and found no breach of our rules.': 'راجعنا بلاغك عن رسالة ولم نجد أي مخالفة لقواعدنا.',
  'We reviewed your report of a data-room access request and took action.': 'راجعنا بلاغك عن طلب وصول إلى غرفة بيانات واتخذنا إجراءً.',
  'We reviewed your report of a data-room access request and found no breach of our rules.': 'راجعنا بلاغك عن طلب وصول إلى غرفة بيانات ولم نجد أي مخالفة لقواعدنا.',
  'You are now a verified investor': 'أصبحت الآن مستثمرًا موثَّقًا',
  'Your investor verification was declined': 'رُفض طلب توثيقك كمستثمر',
  'Your investor verification was withdrawn': 'سُحب توثيقك كمستثمر',

  // E-mail preferences (preferences-form.tsx, notifications.ts)
  'E-mail notifications': 'إشعارات البريد الإلكتروني',
  'Loading preferences': 'جارٍ تحميل التفضيلات',
  'Preferences saved': 'تم حفظ التفضيلات',
  'In-app notifications always arrive at once; choose how each kind reaches your inbox.': 'تصل الإشعارات داخل التطبيق فورًا دائمًا؛ اختر كيف يصل كل نوع إلى بريدك.',
  Immediately: 'فورًا',
  'These e-mails come at once, or not at all': 'تصل رسائل البريد هذه فورًا، أو لا تصل أبدًا',
  'Daily digest': 'ملخص يومي',
  'Weekly digest': 'ملخص أسبوعي',
  Off: 'متوقف',
} as const satisfies Catalog;
