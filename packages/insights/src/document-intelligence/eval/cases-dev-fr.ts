/**
 * Development set, French: every flag class as French founders, auditors and lawyers write it,
 * with French money ('1,2 M€', '120 k€', '85 000 €', '1 200 000 EUR') and the same traps as the
 * English development texts (negation, modality, time, lists and tables). Written from the classes'
 * definitions in cases-dev-retired-test.ts (then test-set.ts), never from the test set's texts; part of the development set.
 */
import type { RedFlagCase } from './case';

export const developmentCasesFrench: readonly RedFlagCase[] = [
  {
    id: 'dev-fr-deck-indirect',
    documentType: 'pitch_deck',
    text: `AgriPlus commercialise des intrants agricoles au Sénégal.
Les deux tiers de notre chiffre d'affaires proviennent d'un seul client, la SODEFITEX.
Notre directeur technique a annoncé son départ pour le mois de juin.
Nous avons 5 mois de trésorerie devant nous.
Chiffre d'affaires mensuel de 40 000 € pour des charges mensuelles de 95 000 €.`,
    present: ['customer-concentration', 'founder-departure', 'short-runway', 'burn-above-revenue'],
    absent: [],
    language: 'fr',
    traits: ['indirect', 'prose'],
  },
  {
    id: 'dev-fr-figures-runway-margin',
    documentType: 'business_plan',
    text: `SolaireBox loue des kits solaires aux ménages du nord du Cameroun.
Trésorerie disponible : 310 k€.
Nous consommons 85 000 € par mois.
En 2024, le chiffre d'affaires s'élève à 600 000 € et le coût des marchandises vendues à 720 000 €.
Le taux de rétention client à 12 mois est de 81 %.`,
    present: ['short-runway', 'gross-margin', 'burn-above-revenue'],
    absent: ['high-churn', 'missing-financials'],
    language: 'fr',
    traits: ['figures'],
  },
  {
    id: 'dev-fr-table-declining',
    documentType: 'financial_statements',
    text: `Compte de résultat simplifié (en milliers d'euros)
| | 2022 | 2023 | 2024 |
| Chiffre d'affaires | 2 400 | 2 150 | 1 780 |
| Coût des ventes | 1 300 | 1 200 | 1 050 |
| Charges d'exploitation | 1 500 | 1 450 | 1 400 |
Les comptes ont été certifiés sans réserve par le commissaire aux comptes.`,
    present: ['declining-revenue', 'burn-above-revenue'],
    absent: ['gross-margin', 'audit-opinion', 'missing-financials'],
    language: 'fr',
    traits: ['table', 'figures'],
  },
  {
    id: 'dev-fr-memo-distress',
    documentType: 'financial_statements',
    text: `Rapport du commissaire aux comptes sur les comptes annuels 2024.
Nous certifions les comptes avec réserve, faute d'inventaire physique des stocks.
Il existe une incertitude significative sur la continuité d'exploitation de la société.
La société n'a pas honoré deux échéances de son prêt bancaire et accuse des arriérés de cotisations sociales.
Le chiffre d'affaires a reculé de 18 % par rapport à 2023, à 1,2 M€.
La marge brute est passée de 38 % à 29 %.
Les charges de personnel atteignent 1 200 000 EUR.`,
    present: ['audit-opinion', 'going-concern', 'debt-distress', 'declining-revenue', 'gross-margin'],
    absent: ['missing-financials'],
    language: 'fr',
    traits: ['prose', 'indirect'],
  },
  {
    id: 'dev-fr-legal-governance',
    documentType: 'legal_docs',
    text: `Note de due diligence juridique.
La société fait l'objet d'une procédure devant le tribunal de commerce de Dakar engagée par un ancien distributeur.
Le local est loué à une SCI détenue par l'épouse du président, sans appel d'offres.
Le fonds Sahel Ventures détient 56 % du capital et les fondateurs 28 %.
Un ancien cofondateur, parti en 2023, détient toujours 15 % des actions.
La table de capitalisation n'est pas à jour et ne concorde pas avec le registre des mouvements de titres.`,
    present: ['litigation', 'related-party', 'investor-control', 'low-founder-ownership', 'dead-equity', 'cap-table-complexity', 'founder-departure'],
    absent: [],
    language: 'fr',
    traits: ['prose'],
  },
  {
    id: 'dev-fr-regulatory-licence',
    documentType: 'pitch_deck',
    text: `MoneyFlow est un service de transfert d'argent entre la France et la Côte d'Ivoire.
Notre demande d'agrément d'établissement de paiement auprès de l'ACPR est en cours d'instruction.
La BCEAO nous a infligé une amende de 20 millions FCFA en 2024.
Nous n'avons aucun concurrent sur ce corridor.
Le churn mensuel atteint 8 %.
Nous prévoyons de multiplier notre chiffre d'affaires par 6 l'an prochain.
Chiffre d'affaires : 120 k€ par mois ; consommation de trésorerie : 90 k€ par mois.`,
    present: ['pending-licence', 'regulatory', 'no-competition', 'high-churn', 'unrealistic-growth'],
    absent: ['burn-above-revenue', 'missing-financials'],
    language: 'fr',
    traits: ['prose'],
  },
  {
    id: 'dev-fr-negation-modality',
    documentType: 'pitch_deck',
    text: `PaieFacile gère la paie des PME au Maroc.
La société n'est pas en défaut de paiement et n'a jamais manqué une échéance.
Il n'existe aucune convention avec une partie liée, et aucun fondateur n'a quitté l'entreprise.
Nous pourrions faire face à un litige si la réglementation change, mais aucun litige n'est en cours.
Notre autonomie était de 4 mois en janvier ; elle est désormais de 16 mois.
Nous avons plusieurs concurrents, dont Sage et Odoo.
Chiffre d'affaires de 1,2 M€ par an, charges de 85 000 € par mois.`,
    present: [],
    absent: ['debt-distress', 'related-party', 'founder-departure', 'litigation', 'short-runway', 'no-competition', 'burn-above-revenue', 'missing-financials'],
    language: 'fr',
    traits: ['negation', 'modality', 'time'],
  },
  {
    id: 'dev-fr-list-recurring',
    documentType: 'pitch_deck',
    text: `Répartition du chiffre d'affaires 2024 par client :
- Carrefour : 52 %
- Auchan : 18 %
- autres : 30 %
Notre ARR de 900 k€ inclut 250 k€ de frais d'installation ponctuels.
La marge brute est négative, à -12 %.`,
    present: ['customer-concentration', 'non-recurring-revenue', 'gross-margin'],
    absent: ['missing-financials'],
    language: 'fr',
    traits: ['list', 'split'],
  },
  {
    id: 'dev-fr-missing-financials',
    documentType: 'pitch_deck',
    text: `ÉcoleNet numérise la gestion des écoles privées à Abidjan.
Notre équipe compte huit personnes, dont deux anciens de Orange.
Nous visons 500 écoles d'ici deux ans.
Notre application est déjà utilisée par 40 écoles pilotes.`,
    present: ['missing-financials'],
    absent: [],
    language: 'fr',
    traits: ['prose'],
  },
];
