/** Third held-out set: more French texts with no flag (legal documents, split tables, letters). */
import type { RedFlagCase } from './case';

export const thirdFrCleanMore: readonly RedFlagCase[] = [
  {
    id: 'h3-fr-propre-transaction-homologuee',
    documentType: 'legal_docs',
    language: 'fr',
    text: `Le litige qui opposait la société à son ancien fournisseur de kits solaires a été clos par une transaction homologuée par le tribunal de commerce d'Abidjan en juin 2025. Aucune autre procédure n'est en cours ni, à notre connaissance, envisagée.`,
    present: [],
    absent: ['litigation'],
    traits: ['negation', 'time'],
  },
  {
    id: 'h3-fr-propre-repartition-quarante-et-un',
    documentType: 'legal_docs',
    language: 'fr',
    text: `Tableau de répartition du capital au 30 juin 2025
Aïcha Traoré (fondatrice, présidente) : 22 %
Mamadou Keita (fondateur, directeur technique) : 19 %
Partech Africa : 38 %
Business angels : 9 %
Plan d'options : 12 %`,
    present: [],
    absent: ['low-founder-ownership', 'investor-control'],
    traits: ['list', 'figures'],
  },
  {
    id: 'h3-fr-propre-salarie-rachete',
    documentType: 'legal_docs',
    language: 'fr',
    text: `Un salarié parti en mars 2024 a cédé ses 1,5 % à la société au prix prévu par le pacte ; les actions ont été annulées. Aucun ancien salarié ni ancien associé ne figure plus au capital.`,
    present: [],
    absent: ['dead-equity'],
    traits: ['negation', 'time'],
  },
  {
    id: 'h3-fr-propre-table-rapprochee',
    documentType: 'legal_docs',
    language: 'fr',
    text: `Attestation : le cabinet Geni & Kebe a rapproché en septembre 2025 la table de capitalisation du registre des mouvements de titres et des contrats de BSPCE ; aucun écart n'a été relevé.`,
    present: [],
    absent: ['cap-table-complexity'],
    traits: ['negation'],
  },
  {
    id: 'h3-fr-propre-ca-trimestriel-scinde',
    documentType: 'financial_statements',
    language: 'fr',
    text: `Chiffre d'affaires trimestriel (millions FCFA)
T1
220
T2
245
T3
268
Charges d'exploitation du T3 : 231`,
    present: [],
    absent: ['declining-revenue', 'burn-above-revenue'],
    traits: ['split', 'table', 'figures'],
  },
  {
    id: 'h3-fr-propre-cofondateurs-restent',
    documentType: 'business_plan',
    language: 'fr',
    text: `Contrairement à ce qu'a rapporté la presse économique, aucun des trois cofondateurs ne quitte la société : tous ont prolongé leur engagement jusqu'en 2028.
CA du semestre : 190 millions FCFA, en hausse de 14 %.`,
    present: [],
    absent: ['founder-departure'],
    traits: ['negation'],
  },
  {
    id: 'h3-fr-propre-arr-hors-mise-en-service',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `ARR : 820 k€ au 30 septembre. Les frais de mise en service, facturés une seule fois (95 k€ cette année), sont exclus de l'ARR.`,
    present: [],
    absent: ['non-recurring-revenue'],
    traits: ['negation', 'figures'],
  },
  {
    id: 'h3-fr-propre-continuite-si',
    documentType: 'financial_statements',
    language: 'fr',
    text: `Rapport de gestion : si la levée de fonds n'avait pas abouti, la continuité d'exploitation aurait pu être remise en cause. La levée de 2 Md FCFA a été finalisée en mai 2025 et le commissaire aux comptes n'a formulé aucune observation à ce titre.
Chiffre d'affaires : 1,3 Md FCFA ; résultat d'exploitation positif.`,
    present: [],
    absent: ['going-concern'],
    traits: ['modality', 'negation', 'time'],
  },
  {
    id: 'h3-fr-propre-termes-serie-a',
    documentType: 'legal_docs',
    language: 'fr',
    text: `Principaux termes — série A
Investisseur principal : Partech Africa, 32 % du capital dilué après l'opération
Co-investisseur : Proparco, 14 %
Fondateurs (deux, à plein temps) : 46 %
Plan d'options : 8 %
Aucun investisseur ne détiendra seul la majorité.`,
    present: [],
    absent: ['investor-control', 'low-founder-ownership'],
    traits: ['term-sheet', 'negation'],
  },
  {
    id: 'h3-fr-propre-depenses-sous-ca',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `Dépenses mensuelles : 85 millions FCFA ; chiffre d'affaires mensuel : 97 millions FCFA. Trésorerie : 900 millions FCFA.`,
    present: [],
    absent: ['burn-above-revenue', 'short-runway'],
    traits: ['figures'],
  },
];
