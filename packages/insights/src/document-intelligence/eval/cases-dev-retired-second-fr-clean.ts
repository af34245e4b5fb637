/**
 * The second held-out set, retired into the development set in the eighth round (2026-11-28): French texts with
 * no flag: negations, hypotheticals, problems said to be over and healthy figures near the guide's thresholds.
 * Written and labelled 2026-11-28 from the labelling guide in held-out.ts only, ids and labels unchanged since;
 * see cases-dev-retired-second.ts for the protocol it was written under and why it retired.
 */
import type { RedFlagCase } from './case';

export const retiredSecondFrenchClean: readonly RedFlagCase[] = [
  {
    id: 'h2-fr-clean-deck-aucun-defaut',
    documentType: 'pitch_deck',
    text: `Risques
- La société n'est en défaut sur aucun prêt et n'a jamais manqué une échéance.
- Aucune convention avec une partie liée.
- Aucun fondateur n'a quitté l'entreprise.
Chiffre d'affaires 2025 : 3,4 M€ ; charges : 2,9 M€.`,
    present: [],
    absent: ['debt-distress', 'related-party', 'founder-departure', 'burn-above-revenue'],
    language: 'fr',
    traits: ['negation', 'list'],
  },
  {
    id: 'h2-fr-clean-plan-pourrait-contentieux',
    documentType: 'business_plan',
    text: `Analyse des risques
En cas de fuite de données, la société pourrait faire l'objet d'un contentieux ; aucune procédure n'est en cours à ce jour.
Un concurrent pourrait entrer sur le marché : Wave et Orange Money proposent déjà des services proches.
Chiffre d'affaires 2025 : 1,2 M€, contre 820 k€ en 2024.`,
    present: [],
    absent: ['litigation', 'no-competition', 'declining-revenue'],
    language: 'fr',
    traits: ['modality', 'negation'],
  },
  {
    id: 'h2-fr-clean-mail-piste-retrouvee',
    documentType: 'business_plan',
    text: `Objet : nouvelles de novembre
En février, il nous restait 4 mois de trésorerie ; depuis la levée de 2,5 M€ en avril, nous en avons 16.
Le churn mensuel, qui atteignait 8 % l'an dernier, est redescendu à 2 %.
Revenu mensuel : 130 k€ ; consommation nette : 95 k€ par mois.`,
    present: [],
    absent: ['short-runway', 'high-churn', 'burn-above-revenue'],
    language: 'fr',
    traits: ['time', 'figures'],
  },
  {
    id: 'h2-fr-clean-deck-juste-sous-les-seuils',
    documentType: 'pitch_deck',
    text: `Indicateurs clés
- Premier client : 27 % du chiffre d'affaires
- Attrition mensuelle : 4 %
- Rétention à 12 mois : 61 %
- Chiffre d'affaires 2025 : 1,9 M€ (2024 : 1,4 M€)
- Objectif 2026 : 5,2 M€`,
    present: [],
    absent: ['customer-concentration', 'high-churn', 'unrealistic-growth', 'declining-revenue'],
    language: 'fr',
    traits: ['list', 'figures'],
  },
  {
    id: 'h2-fr-clean-comptes-certifies',
    documentType: 'financial_statements',
    text: `Rapport du commissaire aux comptes
Nous certifions que les comptes annuels sont, au regard des règles et principes comptables français, réguliers et sincères. Cette certification est sans réserve.
Chiffre d'affaires : 7,8 M€ (2024 : 6,9 M€) ; charges d'exploitation : 7,1 M€.`,
    present: [],
    absent: ['audit-opinion', 'declining-revenue', 'burn-above-revenue'],
    language: 'fr',
    traits: ['prose', 'negation'],
  },
  {
    id: 'h2-fr-clean-term-sheet-minoritaire',
    documentType: 'legal_docs',
    text: `Term sheet : augmentation de capital de 2 M€
Investisseur : Janngo Capital, pour 24 % du capital post-monnaie.
Les fondateurs détiendront 56 % après l'opération ; 20 % sont réservés aux BSPCE.
Aucun investisseur ne détiendra la majorité.`,
    present: [],
    absent: ['investor-control', 'low-founder-ownership'],
    language: 'fr',
    traits: ['term-sheet', 'negation'],
  },
  {
    id: 'h2-fr-clean-table-cap-rapprochee',
    documentType: 'legal_docs',
    text: `Table de capitalisation rapprochée du registre des mouvements de titres au 30 septembre 2025
| Actionnaire | % |
| Fondatrice | 36 % |
| Cofondateur | 26 % |
| Fonds d'amorçage | 23 % |
| BSPCE | 15 % |
Les actions d'un ancien salarié ont été rachetées à son départ en 2024.`,
    present: [],
    absent: ['cap-table-complexity', 'low-founder-ownership', 'dead-equity'],
    language: 'fr',
    traits: ['table', 'time'],
  },
  {
    id: 'h2-fr-clean-comptes-dette-soldee',
    documentType: 'financial_statements',
    text: `Note 11 : emprunts
Le prêt relais a été intégralement remboursé en mars 2025. Les arriérés de TVA de 2022 ont été réglés en 2023 ; la société est à jour de ses obligations fiscales et sociales.
Chiffre d'affaires : 9,4 M€ ; total des charges : 8,6 M€.`,
    present: [],
    absent: ['debt-distress', 'burn-above-revenue'],
    language: 'fr',
    traits: ['time', 'negation'],
  },
  {
    id: 'h2-fr-clean-deck-agrement-obtenu',
    documentType: 'pitch_deck',
    text: `Réglementation
Notre agrément d'établissement de monnaie électronique a été délivré par la BCEAO en janvier 2025.
Nous n'avons jamais été sanctionnés par un régulateur.
Chiffre d'affaires 2025 : 2,3 M€.`,
    present: [],
    absent: ['pending-licence', 'regulatory'],
    language: 'fr',
    traits: ['time', 'negation'],
  },
  {
    id: 'h2-fr-clean-plan-doublement',
    documentType: 'business_plan',
    text: `Prévisions (en k€)
| | 2025 | 2026 | 2027 |
| Chiffre d'affaires | 850 | 1 700 | 3 100 |
| Charges | 800 | 1 450 | 2 500 |`,
    present: [],
    absent: ['unrealistic-growth', 'burn-above-revenue'],
    language: 'fr',
    traits: ['table', 'figures'],
  },
  {
    id: 'h2-fr-clean-deck-concurrents-cites',
    documentType: 'pitch_deck',
    text: `Concurrence
Jumia Food et Glovo dominent la livraison de repas ; nous sommes les seuls à servir les cantines d'entreprise, mais les traiteurs locaux restent une alternative.
Chiffre d'affaires 2025 : 640 k€.`,
    present: [],
    absent: ['no-competition'],
    language: 'fr',
    traits: ['prose'],
  },
  {
    id: 'h2-fr-clean-plan-ltv-coherente',
    documentType: 'business_plan',
    text: `Économie unitaire
Coût d'acquisition : 60 €. Revenu moyen : 12 € par mois, marge brute de 50 %. Durée de vie moyenne : 30 mois.
Valeur vie client : 180 €, soit un ratio LTV/CAC de 3.
Chiffre d'affaires 2025 : 950 k€.`,
    present: [],
    absent: ['unit-economics'],
    language: 'fr',
    traits: ['figures'],
  },
  {
    id: 'h2-fr-clean-comptes-pas-de-doute',
    documentType: 'financial_statements',
    text: `Continuité d'exploitation
Les administrateurs n'ont aucun doute sur la capacité de la société à poursuivre son exploitation : elle est bénéficiaire depuis deux exercices.
Chiffre d'affaires : 4,4 M€ ; charges : 3,9 M€. Les comptes ont été certifiés sans réserve.`,
    present: [],
    absent: ['going-concern', 'audit-opinion', 'burn-above-revenue'],
    language: 'fr',
    traits: ['negation'],
  },
  {
    id: 'h2-fr-clean-mail-creux-passe',
    documentType: 'business_plan',
    text: `Bilan annuel
Le chiffre d'affaires avait reculé en 2023, mais il est reparti à la hausse :
- 2022 : 1,1 M€
- 2023 : 950 k€
- 2024 : 1,5 M€`,
    present: [],
    absent: ['declining-revenue'],
    language: 'fr',
    traits: ['time', 'list', 'split'],
  },
  {
    id: 'h2-fr-clean-comptes-marge-stable',
    documentType: 'financial_statements',
    text: `Compte de résultat 2025
Chiffre d'affaires : 85 000 € par mois en moyenne (2024 : 70 000 €).
Taux de marge brute : 41 % (2024 : 44 %).
Trésorerie : 1,2 M€ ; consommation nette : 120 k€ par trimestre.`,
    present: [],
    absent: ['gross-margin', 'short-runway', 'declining-revenue', 'burn-above-revenue'],
    language: 'fr',
    traits: ['figures', 'indirect'],
  },
  {
    id: 'h2-fr-clean-deck-arr-hors-ponctuel',
    documentType: 'pitch_deck',
    text: `Revenus
ARR : 1,8 M€, hors frais d'installation ponctuels (150 k€ en 2025), que nous ne comptons pas dans le récurrent.
Consommation nette : 60 k€ par mois ; trésorerie : 900 k€.`,
    present: [],
    absent: ['non-recurring-revenue', 'short-runway', 'burn-above-revenue'],
    language: 'fr',
    traits: ['negation', 'figures'],
  },
];
