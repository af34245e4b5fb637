/**
 * Development set, both languages: the check batch of the third generalisation round, written
 * after the batch's rules were changed and run once on that reader before any rule was changed for it, so
 * its first score estimates the reader on text it was not changed for (decision 0036). Labelled from the
 * labelling guide (cases-dev-retired-test.ts) by someone who has not opened the held-out set.
 */
import type { RedFlagCase } from './case';

export const generaliseThirdCheck: readonly RedFlagCase[] = [
  { id: 'check3-en-memo-mixed', documentType: 'legal_docs', traits: ['prose', 'indirect'],
    text: `Investment memo: Jenga Build.
The founding CFO handed in her notice in September and leaves at year end.
Roughly 70 percent of the order book sits with one contractor, Mota-Engil.
The company has fallen behind on two quarterly interest payments to its mezzanine lender.`,
    present: ['founder-departure', 'customer-concentration', 'debt-distress'], absent: [] },
  { id: 'check3-en-deck-runway-days', documentType: 'pitch_deck', traits: ['figures', 'indirect'],
    text: `We raised $1.5M in 2023 and have $260k left.
Our net monthly burn is around $95k and revenue is $18k a month.`,
    present: ['short-runway', 'burn-above-revenue'], absent: ['missing-financials'] },
  { id: 'check3-en-deck-clean-hedges', documentType: 'pitch_deck', traits: ['modality', 'negation'],
    text: `Risks we watch: a regulator could tighten rules on mobile lending, and a large customer might renegotiate.
We have no debt and no pending disputes.
Revenue 2024: $4.2M, up 38%. Operating costs 2024: $3.7M.`,
    present: [], absent: ['litigation', 'debt-distress', 'customer-concentration', 'burn-above-revenue', 'missing-financials', 'declining-revenue'] },
  { id: 'check3-en-table-margin', documentType: 'financial_statements', traits: ['table', 'figures'],
    text: `Summary P&L (USD '000)
| | 2023 | 2024 |
| Revenue | 1,900 | 2,300 |
| Cost of sales | 1,300 | 2,450 |
| Operating expenses | 500 | 600 |`,
    present: ['gross-margin', 'burn-above-revenue'], absent: ['declining-revenue', 'missing-financials'] },
  { id: 'check3-en-list-revenue-quarters', documentType: 'pitch_deck', traits: ['list', 'split', 'figures'],
    text: `Quarterly revenue
- Q1 2024: $410k
- Q2 2024: $380k
- Q3 2024: $330k
- Q4 2024: $290k
Quarterly operating costs are about $250k.`,
    present: ['declining-revenue'], absent: ['burn-above-revenue', 'missing-financials'] },
  { id: 'check3-en-term-sheet-control', documentType: 'legal_docs', traits: ['term-sheet'],
    text: `Term sheet: Series A of Bima Afya Ltd.
Post-money, Leapfrog Investments will hold 57% of the fully diluted share capital; the founders will hold 29%.`,
    present: ['investor-control', 'low-founder-ownership'], absent: [] },
  { id: 'check3-en-deck-growth-multiple', documentType: 'business_plan', traits: ['figures'],
    text: `We generated $180k of revenue in 2024 and costs of $160k.
Our plan is to reach $1.1M in 2025 and $5M in 2026.`,
    present: ['unrealistic-growth'], absent: ['burn-above-revenue', 'missing-financials', 'declining-revenue'] },
  { id: 'check3-en-memo-licence-regulator', documentType: 'legal_docs', traits: ['indirect'],
    text: `The insurance regulator has not yet approved the microinsurance product, submitted in February.
Separately, the data protection commissioner imposed a penalty of $12,000 on the company last year.`,
    present: ['pending-licence', 'regulatory'], absent: ['litigation'] },
  { id: 'check3-en-negations-all', documentType: 'legal_docs', traits: ['negation'],
    text: `Confirmations given by management:
- no shareholder loan or related-party arrangement exists;
- the company is current on all tax and social-security payments;
- no regulator has opened an investigation;
- none of the founders has resigned or announced a departure.`,
    present: [], absent: ['related-party', 'debt-distress', 'regulatory', 'founder-departure'] },
  { id: 'check3-en-churn-annual', documentType: 'pitch_deck', traits: ['figures'],
    text: `Annual logo churn reached 52% in 2024 as small shops closed.
ARR: $640k. Annual costs: $590k.`,
    present: ['high-churn'], absent: ['burn-above-revenue', 'missing-financials'] },
  { id: 'check3-en-deck-nonrecurring', documentType: 'pitch_deck', traits: ['indirect'],
    text: `Our reported MRR of $95k includes $30k of one-off hardware sales booked in March.
Monthly costs: $80k.`,
    present: ['non-recurring-revenue'], absent: ['burn-above-revenue', 'missing-financials'] },
  { id: 'check3-en-statement-unaudited-gc', documentType: 'financial_statements', traits: ['indirect'],
    text: `These financial statements have been prepared by management and are unaudited.
The directors note that the company's ability to continue as a going concern depends on raising new equity, which represents a material uncertainty.
Revenue: USD 1.4 million. Expenses: USD 2.9 million.`,
    present: ['audit-opinion', 'going-concern', 'burn-above-revenue'], absent: ['missing-financials'] },
  { id: 'check3-en-time-founder-returned', documentType: 'legal_docs', traits: ['time', 'negation'],
    text: `Litigation with the former landlord was settled in 2023 and no claim remains open.`,
    present: [], absent: ['litigation'] },
  { id: 'check3-en-words-concentration', documentType: 'pitch_deck', traits: ['indirect'],
    text: `Nine out of every ten dollars we earn come from Kenya Power.
Revenue for 2024 was $2.0M against operating costs of $1.7M.`,
    present: ['customer-concentration'], absent: ['burn-above-revenue', 'missing-financials'] },
  { id: 'check3-fr-memo-mixed', documentType: 'legal_docs', language: 'fr', traits: ['indirect'],
    text: `Note d'investissement : Sahel Agro.
Le directeur général, cofondateur, a quitté ses fonctions en juin.
Près de 60 % des ventes sont réalisées avec un seul négociant, Olam.
La société accuse un retard de quatre mois sur le remboursement de son prêt.`,
    present: ['founder-departure', 'customer-concentration', 'debt-distress'], absent: [] },
  { id: 'check3-fr-runway-figures', documentType: 'pitch_deck', language: 'fr', traits: ['figures'],
    text: `Il nous reste 180 000 € en banque.
Nous dépensons environ 45 000 € par mois pour un chiffre d'affaires mensuel de 12 000 €.`,
    present: ['short-runway', 'burn-above-revenue'], absent: ['missing-financials'] },
  { id: 'check3-fr-clean-hypotheses', documentType: 'pitch_deck', language: 'fr', traits: ['modality', 'negation'],
    text: `Un changement de réglementation pourrait ralentir notre croissance, et la perte d'un grand client réduirait nos revenus.
Nous n'avons ni dette ni litige en cours.
Chiffre d'affaires 2024 : 3,1 M€, contre 2,2 M€ en 2023 ; charges 2024 : 2,6 M€.`,
    present: [], absent: ['regulatory', 'customer-concentration', 'declining-revenue', 'debt-distress', 'litigation', 'burn-above-revenue', 'missing-financials'] },
  { id: 'check3-fr-table-baisse-fcfa', documentType: 'financial_statements', language: 'fr', traits: ['table', 'figures'],
    text: `Compte de résultat (en millions de FCFA)
| Rubrique | 2023 | 2024 |
| Chiffre d'affaires | 980 | 760 |
| Charges d'exploitation | 700 | 690 |`,
    present: ['declining-revenue'], absent: ['burn-above-revenue', 'missing-financials'] },
  { id: 'check3-fr-pacte-controle', documentType: 'legal_docs', language: 'fr', traits: ['term-sheet'],
    text: `Après l'augmentation de capital, Partech Africa détiendra 52 % du capital et les fondateurs 33 %.`,
    present: ['investor-control', 'low-founder-ownership'], absent: [] },
  { id: 'check3-fr-marge-brute', documentType: 'pitch_deck', language: 'fr', traits: ['figures'],
    text: `Notre marge brute est passée de 34 % en 2023 à 21 % en 2024 à cause du prix des engrais.
Chiffre d'affaires 2024 : 2,2 M€ ; charges 2024 : 2,0 M€.`,
    present: ['gross-margin'], absent: ['burn-above-revenue', 'missing-financials'] },
  { id: 'check3-fr-associe-sortant', documentType: 'legal_docs', language: 'fr', traits: ['indirect'],
    text: `Notre ancien directeur technique, parti en 2022, conserve 9 % des actions ; aucun rachat n'a été négocié.`,
    present: ['dead-equity', 'founder-departure'], absent: [] },
  { id: 'check3-fr-tableau-capitalisation', documentType: 'legal_docs', language: 'fr', traits: ['indirect'],
    text: `La table de capitalisation n'a pas été mise à jour depuis la conversion des BSA AIR et plusieurs montants divergent.`,
    present: ['cap-table-complexity'], absent: [] },
  { id: 'check3-fr-churn-mensuel', documentType: 'pitch_deck', language: 'fr', traits: ['figures'],
    text: `Le taux d'attrition mensuel atteint 6,5 %.
Revenus récurrents mensuels : 48 k€ ; charges mensuelles : 41 k€.`,
    present: ['high-churn'], absent: ['burn-above-revenue', 'missing-financials'] },
  { id: 'check3-fr-nie-depart', documentType: 'legal_docs', language: 'fr', traits: ['negation', 'modality'],
    text: `Contrairement à certaines rumeurs, notre directrice générale ne quittera pas l'entreprise et aucun associé n'envisage de céder ses parts.`,
    present: [], absent: ['founder-departure', 'dead-equity'] },
  { id: 'check3-fr-concurrence', documentType: 'pitch_deck', language: 'fr', traits: ['indirect'],
    text: `Aucune autre entreprise ne propose ce service au Sénégal.
Chiffre d'affaires 2024 : 640 000 € ; charges : 590 000 €.`,
    present: ['no-competition'], absent: ['missing-financials', 'burn-above-revenue'] },
  { id: 'check3-fr-croissance-fois', documentType: 'business_plan', language: 'fr', traits: ['figures'],
    text: `Chiffre d'affaires 2024 : 150 k€ ; charges 2024 : 140 k€.
Le plan prévoit de multiplier le chiffre d'affaires par huit en 2025.`,
    present: ['unrealistic-growth'], absent: ['missing-financials', 'burn-above-revenue'] },
];
