import type { Catalog } from '../catalog';

/** Arabic for the admin screens, keyed by their English (catalog.ts). */
export default {
  // The console (admin.ts, and the tabs other features fill)
  'Verify investors, review reports and keep Baobab safe. Every action here is logged with your reason.': 'وثّق المستثمرين، وراجع البلاغات، وحافظ على أمان Baobab. يُسجَّل كل إجراء هنا مع السبب الذي تذكره.',
  'Verifications': 'عمليات التوثيق',
  'Admins': 'المسؤولون',
  'Audit log': 'سجل التدقيق',
  // Overview
  'Investors waiting for verification': 'مستثمرون بانتظار التوثيق',
  'Open reports': 'البلاغات المفتوحة',
  'Suspended or banned accounts': 'الحسابات الموقوفة أو المحظورة',
  // Team and invitations
  'Invite an admin': 'دعوة مسؤول',
  'Send invitation': 'إرسال الدعوة',
  'Waiting invitations': 'الدعوات المعلّقة',
  'No invitations waiting': 'لا توجد دعوات معلّقة',
  'Invitation sent': 'تم إرسال الدعوة',
  'Kept in the audit log with your name.': 'يُحفظ في سجل التدقيق مع اسمك.',
  'Expires': 'تنتهي في',
  'Invited by': 'دعاه',
  'you': 'أنت',
  'Remove admin': 'إزالة المسؤول',
  'Admin removed': 'تمت إزالة المسؤول',
  'Remove {{name}} as admin?': 'إزالة {{name}} من المسؤولين؟',
  'They keep their account and lose access to the admin console at once.': 'سيحتفظ بحسابه ويفقد فورًا الوصول إلى لوحة الإدارة.',
  // Audit log
  'No admin actions yet': 'لا توجد إجراءات إدارية بعد',
  'When': 'التاريخ',
  'Target': 'الهدف',
  'Show older': 'عرض الأقدم',
  // Accepting an invitation
  'Admin invitation': 'دعوة إلى الإدارة',
  'You have been invited to help run Baobab as an admin. Admins verify investors and handle reports; every action is logged.': 'دُعيت للمساعدة في إدارة Baobab بصفتك مسؤولًا. يوثّق المسؤولون المستثمرين ويعالجون البلاغات؛ ويُسجَّل كل إجراء.',
  'Accept invitation': 'قبول الدعوة',
  '{{name}} invited you. The invitation expires on {{date}}.': 'دعاك {{name}}. تنتهي صلاحية الدعوة في {{date}}.',
  'You are now a Baobab admin': 'أصبحت الآن مسؤولًا في Baobab',
  'Sign in with the invited e-mail address to accept this invitation.': 'سجّل الدخول بعنوان البريد الإلكتروني المدعو لقبول هذه الدعوة.',
  'Verify your e-mail address first: open the link we e-mailed you, then come back here.': 'أكّد عنوان بريدك الإلكتروني أولًا: افتح الرابط الذي أرسلناه إليك، ثم عُد إلى هنا.',
  'You are already an admin.': 'أنت مسؤول بالفعل.',
  'Open the admin console': 'فتح لوحة الإدارة',
  // Server messages these screens show (admin.ts)
  'Give a reason: it is kept in the audit log': 'اذكر سببًا: سيُحفظ في سجل التدقيق',
  'Keep the reason under {{max}} characters': 'يجب ألا يتجاوز السبب {{max}} حرف',
  'This person is already an admin': 'هذا الشخص مسؤول بالفعل',
  'This invitation is used, expired or for another e-mail address. Sign in with the invited address, or ask an admin for a new one.': 'هذه الدعوة مستخدمة أو منتهية الصلاحية أو موجّهة إلى عنوان بريد إلكتروني آخر. سجّل الدخول بالعنوان المدعو، أو اطلب دعوة جديدة من أحد المسؤولين.',
  'There is no admin invitation for your e-mail address': 'لا توجد دعوة إدارة لعنوان بريدك الإلكتروني',
  'Verify your e-mail address first, then open the invitation again.': 'أكّد عنوان بريدك الإلكتروني أولًا، ثم افتح الدعوة مجددًا.',
  'Baobab needs at least one admin: invite another before removing this one': 'يحتاج Baobab إلى مسؤول واحد على الأقل: ادعُ مسؤولًا آخر قبل إزالة هذا المسؤول',
  'Exchange rates': 'أسعار الصرف',
} as const satisfies Catalog;
