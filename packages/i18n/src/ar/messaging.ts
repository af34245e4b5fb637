import type { Catalog } from '../catalog';

/** Arabic for the messaging screens, keyed by their English (catalog.ts). */
export default {
  // The inbox (routes/messages.tsx, thread-list.tsx)
  'Sign in to read and send messages.': 'سجّل الدخول لقراءة الرسائل وإرسالها.',
  'Inbox': 'صندوق الوارد',
  'Loading conversations': 'جارٍ تحميل المحادثات',
  'No conversations yet. Accepted intro requests open a conversation here.': 'لا توجد محادثات بعد. كل طلب تعارف مقبول يفتح محادثة هنا.',
  'Find people': 'اعثر على أشخاص',
  'Choose a conversation': 'اختر محادثة',
  'Conversations': 'المحادثات',
  'Connected. Say hello.': 'أصبحتما على تواصل. ألقِ التحية.',
  '{{count}} unread_zero': '{{count, number}} غير مقروءة',
  '{{count}} unread_one': 'رسالة واحدة ({{count, number}}) غير مقروءة',
  '{{count}} unread_two': 'رسالتان ({{count, number}}) غير مقروءتين',
  '{{count}} unread_few': '{{count, number}} رسائل غير مقروءة',
  '{{count}} unread_many': '{{count, number}} رسالةً غير مقروءة',
  '{{count}} unread_other': '{{count, number}} رسالة غير مقروءة',

  // A conversation (thread-view.tsx, message-composer.tsx)
  'Loading conversation': 'جارٍ تحميل المحادثة',
  'Conversation with {{name}}': 'محادثة مع {{name}}',
  'Back to conversations': 'العودة إلى المحادثات',
  'Show older messages': 'عرض الرسائل الأقدم',
  'No messages yet. Say hello to {{name}}.': 'لا توجد رسائل بعد. ألقِ التحية على {{name}}.',
  'You:': 'أنت:',
  '{{name}}:': '{{name}}:',
  'Send message': 'إرسال الرسالة',
  'Messages are limited to {{max}} characters': 'الحد الأقصى لطول الرسائل {{max}} حرف',

  // Messages of the messaging contracts (messaging.ts), shown as errors
  'Write a message first': 'اكتب رسالة أولًا',
  'You can message each other once the intro request is accepted': 'يمكنكما تبادل الرسائل بعد قبول طلب التعارف',
  'Recipient not found': 'لم يُعثر على المستلم',
  'Message not sent': 'لم تُرسل الرسالة',
} as const satisfies Catalog;
