import type { Catalog } from '../../catalog';

/** Arabic for the raise and valuation benchmark (packages/insights valuation-benchmark.ts), shown on the AI insights screens and beside a startup's peer valuations: in `messages`, loaded on every screen. */
export default {
  '{{sector}} startups at {{stage}} in {{region}}': 'الشركات الناشئة في قطاع {{sector}} في مرحلة {{stage}} في {{region}}',
  '{{sector}} startups at {{stage}}': 'الشركات الناشئة في قطاع {{sector}} في مرحلة {{stage}}',
  'startups at {{stage}} in {{region}}': 'الشركات الناشئة في مرحلة {{stage}} في {{region}}',
  'startups at {{stage}}': 'الشركات الناشئة في مرحلة {{stage}}',
  // The peer group's name alone: the sentences put their own words around it.
  'all startups on Baobab': 'الشركات الناشئة على Baobab',
  raise: 'الجولة',
  'recorded valuation': 'التقييم المسجَّل',
  'A {{metric}} of {{amount}} sits at the {{rank}}st percentile of {{size}} {{peers}} (median {{median}})': 'يقع {{metric}} بقيمة {{amount}} عند المئين {{rank}} بين {{size}} من {{peers}} (الوسيط {{median}})',
  'A {{metric}} of {{amount}} sits at the {{rank}}nd percentile of {{size}} {{peers}} (median {{median}})': 'يقع {{metric}} بقيمة {{amount}} عند المئين {{rank}} بين {{size}} من {{peers}} (الوسيط {{median}})',
  'A {{metric}} of {{amount}} sits at the {{rank}}rd percentile of {{size}} {{peers}} (median {{median}})': 'يقع {{metric}} بقيمة {{amount}} عند المئين {{rank}} بين {{size}} من {{peers}} (الوسيط {{median}})',
  'A {{metric}} of {{amount}} sits at the {{rank}}th percentile of {{size}} {{peers}} (median {{median}})': 'يقع {{metric}} بقيمة {{amount}} عند المئين {{rank}} بين {{size}} من {{peers}} (الوسيط {{median}})',
  'This startup has no {{metric}}; among {{peers}}, the median {{metric}} is {{median}} (middle half {{q1}}–{{q3}})': 'لا يوجد لهذه الشركة الناشئة {{metric}}؛ بين {{peers}}، يبلغ وسيط {{metric}} {{median}} (النصف الأوسط {{q1}}–{{q3}})',
  'No {{metric}} stated; {{peers}} state a median of {{median}} (middle half {{q1}}–{{q3}})': 'لم يُذكر {{metric}}؛ تذكر {{peers}} وسيطًا قدره {{median}} (النصف الأوسط {{q1}}–{{q3}})',
  'No peer on Baobab states a {{metric}} yet': 'لا يذكر أي نظير على Baobab {{metric}} بعد',
  'Only {{size}} peers state a {{metric}}: read the {{metric}} benchmark with care': 'لا يذكر {{metric}} سوى {{size}} من النظراء: اقرأ مقارنة {{metric}} بحذر',
  'Fewer than {{minimum}} closer peers have a {{metric}}: compared with {{peers}}': 'لدى أقل من {{minimum}} من النظراء الأقرب {{metric}}: المقارنة مع {{peers}}',
  'Fewer than {{minimum}} closer peers state a {{metric}}: compared with {{peers}}': 'يذكر أقل من {{minimum}} من النظراء الأقرب {{metric}}: المقارنة مع {{peers}}',
  'Too few recorded peers: {{detail}}': 'عدد النظراء المسجّلين غير كافٍ: {{detail}}',
} as const satisfies Catalog;
