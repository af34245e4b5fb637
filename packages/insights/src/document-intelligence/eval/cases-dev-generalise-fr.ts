/**
 * Development set, French, written for generalisation (decision 0036, amendment of 2026-11-27): indirect statements,
 * figures, tables read with their header, lists split over lines, negation, modality and time, French
 * money ('1,2 M€', '120 k€', '85 000 €', '1 200 000 EUR'). Written and labelled from the labelling guide
 * (cases-dev-retired-test.ts) before any rule was changed for them, by someone who has not read the
 * held-out set (held-out*.ts); part of the development set.
 */
import type { RedFlagCase } from './case';

export const generaliseCasesFrench: readonly RedFlagCase[] = [
  {
    id: 'gen-fr-concentration-words',
    documentType: 'pitch_deck',
    text: `Les deux tiers de notre chiffre d'affaires proviennent d'un seul acheteur, la SONABEL.
Chiffre d'affaires 2024 : 1,2 M€.`,
    present: ['customer-concentration'],
    absent: ['missing-financials'],
    language: 'fr',
    traits: ['indirect', 'words'],
  },
  {
    id: 'gen-fr-concentration-table',
    documentType: 'pitch_deck',
    text: `Répartition du chiffre d'affaires par client
| Client | Part |
| Orange | 41 % |
| Moov | 22 % |
| Autres | 37 % |
Chiffre d'affaires annuel : 850 000 €.`,
    present: ['customer-concentration'],
    absent: ['missing-financials'],
    language: 'fr',
    traits: ['table'],
  },
  {
    id: 'gen-fr-concentration-negated-time',
    documentType: 'pitch_deck',
    text: `Aucun client ne dépasse 15 % de nos ventes.
En 2021, Total représentait 60 % du chiffre d'affaires ; aujourd'hui ce client pèse 12 %.
Chiffre d'affaires : 2,4 M€ en 2024.`,
    present: [],
    absent: ['customer-concentration', 'missing-financials'],
    language: 'fr',
    traits: ['negation', 'time'],
  },
  {
    id: 'gen-fr-decline-table',
    documentType: 'financial_statements',
    text: `Compte de résultat (en k€)
| | 2022 | 2023 | 2024 |
| Chiffre d'affaires | 1 450 | 1 300 | 980 |
| Charges d'exploitation | 700 | 690 | 650 |
Les comptes ont été certifiés sans réserve.`,
    present: ['declining-revenue'],
    absent: ['burn-above-revenue', 'audit-opinion', 'missing-financials'],
    language: 'fr',
    traits: ['table', 'figures'],
  },
  {
    id: 'gen-fr-decline-prose',
    documentType: 'pitch_deck',
    text: `Nos ventes sont passées de 3,1 millions d'euros en 2023 à 2,4 millions d'euros en 2024, après la perte de deux distributeurs.`,
    present: ['declining-revenue'],
    absent: ['missing-financials'],
    language: 'fr',
    traits: ['figures', 'indirect'],
  },
  {
    id: 'gen-fr-decline-modality',
    documentType: 'pitch_deck',
    text: `Le chiffre d'affaires pourrait baisser si la subvention n'est pas renouvelée.
Il a progressé de 35 % en 2024, à 640 k€.`,
    present: [],
    absent: ['declining-revenue', 'unrealistic-growth', 'missing-financials'],
    language: 'fr',
    traits: ['modality'],
  },
  {
    id: 'gen-fr-regulatory',
    documentType: 'pitch_deck',
    text: `L'ARTCI a suspendu notre autorisation d'exploitation pendant trois mois en 2024.
Chiffre d'affaires mensuel : 45 000 € ; charges mensuelles : 38 000 €.`,
    present: ['regulatory'],
    absent: ['burn-above-revenue', 'pending-licence', 'missing-financials'],
    language: 'fr',
    traits: ['indirect'],
  },
  {
    id: 'gen-fr-regulatory-ban',
    documentType: 'pitch_deck',
    text: `En mars, la Commission bancaire nous a interdit d'ouvrir de nouveaux comptes jusqu'à nouvel ordre.
Chiffre d'affaires 2024 : 120 k€.`,
    present: ['regulatory'],
    absent: ['missing-financials'],
    language: 'fr',
    traits: ['indirect'],
  },
  {
    id: 'gen-fr-regulatory-negated',
    documentType: 'pitch_deck',
    text: `Nous n'avons jamais fait l'objet d'une sanction de l'autorité de régulation.
Nous détenons l'agrément de la BCEAO depuis 2022.
Chiffre d'affaires 2024 : 1 200 000 EUR.`,
    present: [],
    absent: ['regulatory', 'pending-licence', 'missing-financials'],
    language: 'fr',
    traits: ['negation', 'time'],
  },
  {
    id: 'gen-fr-growth-projection',
    documentType: 'business_plan',
    text: `Prévisions : chiffre d'affaires de 200 k€ en 2025, 1,5 M€ en 2026 et 6 M€ en 2027.
Chiffre d'affaires 2024 : 90 k€.`,
    present: ['unrealistic-growth'],
    absent: ['declining-revenue', 'missing-financials'],
    language: 'fr',
    traits: ['figures'],
  },
  {
    id: 'gen-fr-growth-words',
    documentType: 'pitch_deck',
    text: `Nous visons à décupler nos ventes l'an prochain.
Nous prévoyons ensuite une croissance de 60 % en 2026, portée par deux nouvelles villes.
Chiffre d'affaires 2024 : 300 k€.`,
    present: ['unrealistic-growth'],
    absent: ['missing-financials'],
    language: 'fr',
    traits: ['words'],
  },
  {
    id: 'gen-fr-debt',
    documentType: 'pitch_deck',
    text: `La société a deux échéances de retard sur son prêt BOAD.
La CNSS nous réclame 40 000 € de cotisations non versées.
Chiffre d'affaires 2024 : 780 k€.`,
    present: ['debt-distress'],
    absent: ['missing-financials'],
    language: 'fr',
    traits: ['indirect'],
  },
  {
    id: 'gen-fr-debt-negated-time',
    documentType: 'pitch_deck',
    text: `La société n'a jamais été en défaut.
Les arriérés d'impôts de 2022 ont été entièrement apurés en 2023.
Si les ventes chutaient de moitié, nous pourrions manquer une échéance.
Chiffre d'affaires 2024 : 2 M€.`,
    present: [],
    absent: ['debt-distress', 'declining-revenue', 'missing-financials'],
    language: 'fr',
    traits: ['negation', 'time', 'modality'],
  },
  {
    id: 'gen-fr-dead-equity',
    documentType: 'legal_docs',
    text: `Moussa, cofondateur parti en 2022, détient encore 18 % du capital ; aucun rachat n'est prévu.`,
    present: ['dead-equity', 'founder-departure'],
    absent: [],
    language: 'fr',
    traits: ['indirect'],
  },
  {
    id: 'gen-fr-dead-equity-bought-back',
    documentType: 'legal_docs',
    text: `Les actions de l'ancienne directrice technique, partie en 2023, ont été rachetées par la société.
Aucun des fondateurs n'envisage de quitter la société.`,
    present: ['founder-departure'],
    absent: ['dead-equity'],
    language: 'fr',
    traits: ['negation'],
  },
  {
    id: 'gen-fr-runway-figures',
    documentType: 'pitch_deck',
    text: `Trésorerie disponible : 180 000 €
Consommation nette de trésorerie : 40 000 € par mois
Chiffre d'affaires mensuel : 55 000 €`,
    present: ['short-runway'],
    absent: ['burn-above-revenue', 'missing-financials'],
    language: 'fr',
    traits: ['split', 'figures'],
  },
  {
    id: 'gen-fr-runway-weeks',
    documentType: 'pitch_deck',
    text: `Il nous reste douze semaines de trésorerie.
Chiffre d'affaires : 30 000 € par mois ; charges : 70 000 € par mois.`,
    present: ['short-runway', 'burn-above-revenue'],
    absent: ['missing-financials'],
    language: 'fr',
    traits: ['figures'],
  },
  {
    id: 'gen-fr-runway-time',
    documentType: 'pitch_deck',
    text: `Notre autonomie était de 3 mois en 2023 ; après la levée, elle est désormais de 22 mois.
Chiffre d'affaires 2024 : 1 200 000 EUR ; charges 2024 : 950 000 EUR.`,
    present: [],
    absent: ['short-runway', 'burn-above-revenue', 'missing-financials'],
    language: 'fr',
    traits: ['time'],
  },
  {
    id: 'gen-fr-departure-announced',
    documentType: 'legal_docs',
    text: `Le PDG a annoncé qu'il quitterait ses fonctions en juin.`,
    present: ['founder-departure'],
    absent: [],
    language: 'fr',
    traits: ['indirect'],
  },
  {
    id: 'gen-fr-related',
    documentType: 'legal_docs',
    text: `Les véhicules sont loués à une société dont le gérant est le cousin du PDG.`,
    present: ['related-party'],
    absent: [],
    language: 'fr',
    traits: ['indirect'],
  },
  {
    id: 'gen-fr-related-negated',
    documentType: 'pitch_deck',
    text: `Aucune transaction avec des parties liées n'a eu lieu en 2024.
Chiffre d'affaires 2024 : 640 k€.`,
    present: [],
    absent: ['related-party', 'missing-financials'],
    language: 'fr',
    traits: ['negation'],
  },
  {
    id: 'gen-fr-no-burn',
    documentType: 'pitch_deck',
    text: `Chiffre d'affaires annuel : 1,2 M€.
Charges annuelles : 950 k€.
Trésorerie : 600 k€.`,
    present: [],
    absent: ['burn-above-revenue', 'short-runway', 'missing-financials'],
    language: 'fr',
    traits: ['figures'],
  },
  {
    id: 'gen-fr-low-ownership',
    documentType: 'legal_docs',
    text: `Après trois tours de financement, les fondateurs ne détiennent plus que 31 % du capital.
Les investisseurs détiennent ensemble 69 %, aucun d'eux plus de 20 %.`,
    present: ['low-founder-ownership'],
    absent: ['investor-control'],
    language: 'fr',
    traits: ['indirect'],
  },
  {
    id: 'gen-fr-gross-margin',
    documentType: 'pitch_deck',
    text: `Chiffre d'affaires : 420 k€ ; coût des ventes : 470 k€.`,
    present: ['gross-margin', 'burn-above-revenue'],
    absent: ['missing-financials'],
    language: 'fr',
    traits: ['figures'],
  },
  {
    id: 'gen-fr-litigation-modality',
    documentType: 'pitch_deck',
    text: `Un ancien salarié pourrait engager une action aux prud'hommes, mais aucune procédure n'est en cours.
Chiffre d'affaires 2024 : 85 000 €.`,
    present: [],
    absent: ['litigation', 'missing-financials'],
    language: 'fr',
    traits: ['modality', 'negation'],
  },
];
