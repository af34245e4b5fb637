import type { Catalog } from '../../catalog';

/** Arabic for the saved searches' digest e-mail and unsubscribe page (apps/server/src/modules/saved-searches), keyed by their English (saved-searches-texts.ts). */
export default {
  'New startups for your search "{{name}}"': 'شركات ناشئة جديدة لبحثك «{{name}}»',
  '{{count}} startups match your saved search "{{name}}":_zero': '{{count}} شركة ناشئة تطابق بحثك المحفوظ «{{name}}»:',
  '{{count}} startups match your saved search "{{name}}":_one': 'شركة ناشئة واحدة ({{count}}) تطابق بحثك المحفوظ «{{name}}»:',
  '{{count}} startups match your saved search "{{name}}":_two': 'شركتان ناشئتان ({{count}}) تطابقان بحثك المحفوظ «{{name}}»:',
  '{{count}} startups match your saved search "{{name}}":_few': '{{count}} شركات ناشئة تطابق بحثك المحفوظ «{{name}}»:',
  '{{count}} startups match your saved search "{{name}}":_many': '{{count}} شركة ناشئة تطابق بحثك المحفوظ «{{name}}»:',
  '{{count}} startups match your saved search "{{name}}":_other': '{{count}} شركة ناشئة تطابق بحثك المحفوظ «{{name}}»:',
  changed: 'تغيّرت',
  'See them on Baobab: {{url}}': 'اطّلع عليها على Baobab: {{url}}',
  'You receive this because e-mails for the search "{{name}}" are on. Turn them off: {{url}}': 'تصلك هذه الرسالة لأن رسائل البحث «{{name}}» مفعّلة. لإيقافها: {{url}}',
  'Stop e-mails for the search "{{name}}"?': 'إيقاف الرسائل الخاصة بالبحث «{{name}}»؟',
} as const satisfies Catalog;
