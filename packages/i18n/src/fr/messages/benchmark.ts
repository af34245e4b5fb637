import type { Catalog } from '../../catalog';

/**
 * French for the raise and valuation benchmark (packages/insights valuation-benchmark.ts), shown on the
 * AI insights screens and beside a startup's peer valuations: in `messages`, loaded on every screen.
 * "levée" and "valorisation" are both feminine, so one sentence serves both metrics.
 */
export default {
  '{{sector}} startups at {{stage}} in {{region}}': 'startups {{sector}} au stade {{stage}} en {{region}}',
  '{{sector}} startups at {{stage}}': 'startups {{sector}} au stade {{stage}}',
  'startups at {{stage}} in {{region}}': 'startups au stade {{stage}} en {{region}}',
  'startups at {{stage}}': 'startups au stade {{stage}}',
  // Without « toutes les »: the sentences put their own article (« parmi les … ») or a count before it.
  'all startups on Baobab': 'startups de Baobab',
  raise: 'levée',
  'recorded valuation': 'valorisation enregistrée',
  'A {{metric}} of {{amount}} sits at the {{rank}}st percentile of {{size}} {{peers}} (median {{median}})':
    'Une {{metric}} de {{amount}} se situe au {{rank}}er centile de {{size}} {{peers}} (médiane {{median}})',
  'A {{metric}} of {{amount}} sits at the {{rank}}nd percentile of {{size}} {{peers}} (median {{median}})':
    'Une {{metric}} de {{amount}} se situe au {{rank}}e centile de {{size}} {{peers}} (médiane {{median}})',
  'A {{metric}} of {{amount}} sits at the {{rank}}rd percentile of {{size}} {{peers}} (median {{median}})':
    'Une {{metric}} de {{amount}} se situe au {{rank}}e centile de {{size}} {{peers}} (médiane {{median}})',
  'A {{metric}} of {{amount}} sits at the {{rank}}th percentile of {{size}} {{peers}} (median {{median}})':
    'Une {{metric}} de {{amount}} se situe au {{rank}}e centile de {{size}} {{peers}} (médiane {{median}})',
  'This startup has no {{metric}}; among {{peers}}, the median {{metric}} is {{median}} (middle half {{q1}}–{{q3}})':
    "Cette startup n'a pas de {{metric}} ; parmi les {{peers}}, la {{metric}} médiane est de {{median}} (moitié centrale {{q1}}–{{q3}})",
  'No {{metric}} stated; {{peers}} state a median of {{median}} (middle half {{q1}}–{{q3}})':
    'Aucune {{metric}} indiquée ; les {{peers}} indiquent une médiane de {{median}} (moitié centrale {{q1}}–{{q3}})',
  'No peer on Baobab states a {{metric}} yet': "Aucun pair sur Baobab n'indique encore de {{metric}}",
  'Only {{size}} peers state a {{metric}}: read the {{metric}} benchmark with care':
    'Seuls {{size}} pairs indiquent une {{metric}} : lisez la comparaison de {{metric}} avec prudence',
  'Fewer than {{minimum}} closer peers have a {{metric}}: compared with {{peers}}':
    'Moins de {{minimum}} pairs plus proches ont une {{metric}} : comparaison avec les {{peers}}',
  'Fewer than {{minimum}} closer peers state a {{metric}}: compared with {{peers}}':
    'Moins de {{minimum}} pairs plus proches indiquent une {{metric}} : comparaison avec les {{peers}}',
  'Too few recorded peers: {{detail}}': 'Trop peu de pairs enregistrés : {{detail}}',
} as const satisfies Catalog;
