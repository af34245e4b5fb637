/**
 * Development set, twelfth round, churn (2026-11-30): decks, updates and memos that state high churn in ways the
 * earlier worked examples do not (a monthly retention rate, cancellations or non-renewals as a share of the base,
 * renewals of annual contracts, 'per cent', 'MoM', a count lost out of a base), and near-misses (below the threshold,
 * negated, hedged, in the past, staff attrition, a renewal rate that is healthy), in English and French. Written and
 * labelled from the labelling guide (held-out.ts) before any rule was changed for them. Each text carries a revenue
 * line so that it is not a document without figures. Part of the development set (cases.ts).
 */
import type { RedFlagCase } from './case';

const en = 'Revenue 2025: USD 1.4M.';
const fr = "Chiffre d'affaires 2025 : 1,4 M€.";
const churn = (id: string, language: 'en' | 'fr', text: string): RedFlagCase =>
  ({ id, documentType: 'pitch_deck', text: `${text}\n${language === 'fr' ? fr : en}`, present: ['high-churn'], absent: [], language, traits: ['figures', 'indirect'] });
const clean = (id: string, language: 'en' | 'fr', text: string, traits: readonly string[] = ['figures']): RedFlagCase =>
  ({ id, documentType: 'pitch_deck', text: `${text}\n${language === 'fr' ? fr : en}`, present: [], absent: ['high-churn'], language, traits });

export const generaliseTwelfthChurn: readonly RedFlagCase[] = [
  churn('d12-en-monthly-retention', 'en', 'Subscription metrics\nMonthly logo retention: 91%.\nActive subscribers: 2,300.'),
  churn('d12-en-mom-retention-prose', 'en', 'We keep about 88% of our paying merchants from one month to the next.'),
  churn('d12-en-cancellations-share', 'en', 'Cancellations run at roughly 7% of the subscriber base each month, mostly after the free trial.'),
  churn('d12-en-non-renewal', 'en', 'Annual contracts: the non-renewal rate reached 52% at the end of 2025.'),
  churn('d12-en-schools-renewed', 'en', 'Only 48% of the schools on an annual licence renewed it at the end of the school year.'),
  churn('d12-en-per-cent-mom', 'en', 'Month-on-month customer churn sits at 6.5 per cent.'),
  churn('d12-en-mom-abbrev', 'en', 'KPIs (Oct): MRR growth 4%, MoM churn ~8%, NPS 41.'),
  churn('d12-en-yoy-churn', 'en', 'Customer churn: 60% year on year, as most farmers buy for one season only.'),
  churn('d12-en-count-of-base', 'en', 'We lose about 300 of our 4,000 subscribers every month.'),
  churn('d12-en-retained-after-year', 'en', 'We retain only 40% of the households we sign after a year on the pay-as-you-go plan.'),
  churn('d12-fr-retention-mensuelle', 'fr', 'Indicateurs\nTaux de rétention mensuel : 90 %.\nAbonnés actifs : 1 800.'),
  churn('d12-fr-resiliations-base', 'fr', 'Les résiliations représentent 6 % de la base d’abonnés chaque mois.'),
  churn('d12-fr-non-renouvellement', 'fr', 'Le taux de non-renouvellement des contrats annuels atteint 48 % en 2025.'),
  churn('d12-fr-ecoles-renouvele', 'fr', 'Seules 45 % des écoles ont renouvelé leur abonnement annuel à la rentrée.'),
  churn('d12-fr-attrition-clients', 'fr', 'L’attrition des clients s’établit à 7 % par mois depuis le lancement de l’offre.'),
  churn('d12-fr-perdons-sur', 'fr', 'Nous perdons environ 250 de nos 3 000 abonnés chaque mois.'),
  clean('d12-en-retention-high', 'en', 'Monthly logo retention: 97%, up from 95% a year ago.'),
  clean('d12-en-cancellations-low', 'en', 'Cancellations fell to 2% of the base a month after we added mobile-money autopay.'),
  clean('d12-en-churn-past', 'en', 'Before the redesign, churn was 9% a month; it is now 3%.', ['figures', 'time']),
  clean('d12-en-churn-hedged', 'en', 'If churn reached 6% a month, the plan would need a second price cut.', ['figures', 'modality']),
  clean('d12-en-staff-attrition', 'en', 'Field staff attrition was 30% a year, which we cut with a retention bonus.'),
  clean('d12-en-renewal-healthy', 'en', 'Annual renewal rate: 86% across 140 schools.'),
  clean('d12-fr-retention-haute', 'fr', 'Taux de rétention mensuel : 98 %.'),
  clean('d12-fr-nie', 'fr', 'Contrairement à ce qui a été écrit, nous ne perdons pas 10 % de nos clients par mois : notre attrition est de 2 %.', ['figures', 'negation']),
  clean('d12-fr-ecoles-ok', 'fr', '82 % des écoles ont renouvelé leur licence annuelle en septembre.'),
  clean('d12-fr-hypothese', 'fr', 'Si les résiliations dépassaient 5 % par mois, nous reverrions nos prix.', ['figures', 'modality']),
];
