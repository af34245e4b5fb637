/**
 * Development set, twelfth round, unit economics (2026-11-30): decks and memos whose own unit figures contradict what
 * they state or lose money on each customer, said in ways the earlier worked examples do not (a ratio written '3:1', a
 * metrics table of CAC and LTV, a payback in weeks or years, a lifetime value in French words, a customer's revenue and
 * lifetime that fall short of its cost), with near-misses (figures that agree, a ratio near the one implied, a loss said
 * to be over, a hypothesis), in English and French. Written and labelled from the labelling guide (held-out.ts) before
 * any rule was changed for them. Each carries a revenue line so that it is not a document without figures. Part of the
 * development set (cases.ts).
 */
import type { RedFlagCase } from './case';

const en = 'Revenue 2025: USD 2.6M; operating costs USD 2.1M.';
const fr = "Chiffre d'affaires 2025 : 2,6 M€ ; charges d'exploitation 2,1 M€.";
const units = (id: string, language: 'en' | 'fr', text: string): RedFlagCase =>
  ({ id, documentType: 'pitch_deck', text: `${text}\n${language === 'fr' ? fr : en}`, present: ['unit-economics'], absent: [], language, traits: ['figures', 'indirect'] });
const clean = (id: string, language: 'en' | 'fr', text: string, traits: readonly string[] = ['figures']): RedFlagCase =>
  ({ id, documentType: 'pitch_deck', text: `${text}\n${language === 'fr' ? fr : en}`, present: [], absent: ['unit-economics'], language, traits });

export const generaliseTwelfthUnits: readonly RedFlagCase[] = [
  units('d12-en-ratio-colon', 'en', 'Unit economics\nCAC: $120\nLTV: $150\nLTV:CAC = 4:1'),
  units('d12-en-table', 'en', '| Metric | Value |\n|---|---|\n| Customer acquisition cost | $210 |\n| Customer lifetime value | $160 |'),
  units('d12-en-payback-weeks', 'en', 'We spend $300 to acquire each clinic, which pays us $25 a month at a 60% gross margin; payback is under 8 weeks.'),
  units('d12-en-arpu-lifetime', 'en', 'Each subscriber pays KES 400 a month and stays about 5 months on average, while we spend KES 3,500 to acquire one.'),
  units('d12-en-ltv-below-cac-words', 'en', 'A merchant is worth about $90 to us over its life, but costs roughly $140 to bring on board.'),
  units('d12-en-ratio-times', 'en', 'Our LTV/CAC stands at 5x, with an LTV of $600 against a CAC of $400.'),
  units('d12-en-claim-negative-contribution', 'en', 'Our unit economics are healthy.\nContribution margin per order: -12% after delivery and payment fees.'),
  units('d12-fr-ratio', 'fr', 'Économie unitaire\nCAC : 80 €\nLTV : 100 €\nRatio LTV/CAC : 4'),
  units('d12-fr-tableau', 'fr', "| Indicateur | Valeur |\n|---|---|\n| Coût d'acquisition client | 95 € |\n| Valeur vie client | 70 € |"),
  units('d12-fr-retour-semaines', 'fr', "Nous dépensons 240 € pour acquérir chaque commerçant, qui nous rapporte 20 € par mois avec une marge brute de 50 % ; le retour sur investissement est inférieur à 2 mois."),
  units('d12-fr-arpu-duree', 'fr', "Chaque abonné paie 6 € par mois et reste en moyenne 4 mois, alors que nous dépensons 45 € pour l'acquérir."),
  units('d12-fr-perte-chaque', 'fr', "Une cliente nous rapporte environ 30 € sur toute sa durée de vie, mais nous coûte près de 55 € à acquérir."),
  units('d12-en-payback-years', 'en', 'Blended CAC is $1,200 per school; a school pays $40 a month at an 80% gross margin. We quote a CAC payback of 1 year.'),
  units('d12-fr-ratio-deux-points', 'fr', 'LTV:CAC de 5:1 (LTV 200 €, CAC 160 €).'),
  clean('d12-en-payback-agrees', 'en', 'CAC of $90; each customer brings $15 a month in gross profit, so payback takes about six months.'),
  clean('d12-fr-valeur-superieure', 'fr', 'Un commerçant nous rapporte environ 400 € sur sa durée de vie et nous coûte 80 € à acquérir.'),
  clean('d12-en-agree', 'en', 'Unit economics\nCAC: $120\nLTV: $480\nLTV:CAC = 4:1'),
  clean('d12-en-ratio-near', 'en', 'Our LTV/CAC stands at 3x, with an LTV of $540 against a CAC of $200.'),
  clean('d12-en-loss-over', 'en', 'We used to lose money on every delivery; since the route redesign each delivery makes a $0.40 contribution.', ['figures', 'time']),
  clean('d12-en-hypothesis', 'en', 'If CAC rose above our $150 LTV, we would pause paid acquisition.', ['figures', 'modality']),
  clean('d12-fr-coherent', 'fr', "Économie unitaire\nCAC : 80 €\nLTV : 320 €\nRatio LTV/CAC : 4"),
  clean('d12-fr-retour-ok', 'fr', "Nous dépensons 60 € pour acquérir chaque commerçant, qui nous rapporte 20 € par mois avec une marge brute de 50 % ; le retour sur investissement est de 6 mois."),
];
