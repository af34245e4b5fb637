import type { Catalog } from '../catalog';

/** Arabic for the sign-in, sign-up and password screens and their contract strings (auth.ts), keyed by their English (catalog.ts). */
export default {
  // Sign in and sign up
  'Create your Baobab account': 'أنشئ حسابك على Baobab',
  'Welcome back': 'مرحبًا بعودتك',
  'Free to start. It takes about 5 minutes to set up.': 'البدء مجاني. يستغرق الإعداد نحو 5 دقائق.',
  'Sign in to your founder or investor account.': 'سجّل الدخول إلى حسابك كمؤسس أو مستثمر.',
  'Sign in or sign up': 'سجّل الدخول أو أنشئ حسابًا',
  'Continue with {{provider}}': 'المتابعة باستخدام {{provider}}',
  'Email': 'البريد الإلكتروني',
  'Password': 'كلمة المرور',
  'Signing in...': 'جارٍ تسجيل الدخول…',
  'At least 8 characters': '8 أحرف على الأقل',
  'Creating account...': 'جارٍ إنشاء الحساب…',
  'Create account': 'إنشاء الحساب',
  'We sent a message to {{email}}. Open the link in it to confirm your address and finish creating your account. If you do not see it within a few minutes, look in your spam folder.': 'أرسلنا رسالة إلى {{email}}. افتح الرابط الوارد فيها لتأكيد عنوانك وإكمال إنشاء حسابك. إن لم تجدها خلال بضع دقائق، فابحث في مجلد الرسائل غير المرغوب فيها.',
  // Password reset
  'Forgot password?': 'نسيت كلمة المرور؟',
  'Reset your password': 'إعادة تعيين كلمة المرور',
  'Enter the email address of your account and we will send you a link to choose a new password.': 'أدخل عنوان البريد الإلكتروني لحسابك وسنرسل إليك رابطًا لاختيار كلمة مرور جديدة.',
  'Send reset link': 'إرسال رابط إعادة التعيين',
  'If an account exists for that address, a reset link is on its way. It works once, for one hour.': 'إذا كان هناك حساب بهذا العنوان، فرابط إعادة التعيين في طريقه إليه. يعمل الرابط مرة واحدة، لمدة ساعة.',
  'Choose a new password': 'اختر كلمة مرور جديدة',
  'Use at least 8 characters. Every device signed in to your account will be signed out.': 'استخدم 8 أحرف على الأقل. سيُسجَّل الخروج من كل جهاز مسجَّل الدخول إلى حسابك.',
  'New password': 'كلمة المرور الجديدة',
  'Set new password': 'تعيين كلمة المرور الجديدة',
  'Your password has been changed. Please sign in with it.': 'تم تغيير كلمة مرورك. يُرجى تسجيل الدخول بها.',
  'This reset link is invalid or has expired. Please ask for a new one.': 'رابط إعادة التعيين هذا غير صالح أو منتهي الصلاحية. يُرجى طلب رابط جديد.',
  'Back to sign in': 'العودة إلى تسجيل الدخول',
  'Ask for a new link': 'طلب رابط جديد',
  'Check your e-mail': 'تحقّق من بريدك الإلكتروني',
} as const satisfies Catalog;
