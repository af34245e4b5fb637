/**
 * Development set, French: the fourth generalisation round (decision 0036: the reader on text it was not tuned on), written and labelled
 * like cases-dev-generalise-fourth-en.ts, before any rule was changed for it, from the labelling guide
 * (cases-dev-retired-test.ts), by someone who has not opened the held-out set: the weak classes said
 * indirectly, and clean texts that tempt the false-flag kinds.
 */
import type { RedFlagCase } from './case';

const legal = 'legal_docs' as const;
const deck = 'pitch_deck' as const;
const plan = 'business_plan' as const;
const statements = 'financial_statements' as const;
const fr = 'fr' as const;

export const generaliseFourthFrench: readonly RedFlagCase[] = [
  // (a) dette en difficulté
  { id: 'fourth-fr-debt-ratio-waiver', documentType: legal, language: fr, traits: ['indirect'],
    text: `Nous n'avons pas respecté le ratio d'endettement prévu par le contrat de prêt ; la banque nous a accordé une dérogation jusqu'en juin.`,
    present: ['debt-distress'], absent: [] },
  { id: 'fourth-fr-debt-reschedule-talks', documentType: legal, language: fr, traits: ['indirect'],
    text: `Des discussions sont en cours avec nos prêteurs pour rééchelonner la dette, après deux échéances impayées.`,
    present: ['debt-distress'], absent: [] },
  { id: 'fourth-fr-debt-social-arrears', documentType: statements, language: fr, traits: ['figures', 'indirect'],
    text: `Chiffre d'affaires 2024 : 820 M FCFA ; charges d'exploitation : 760 M FCFA.
Les arriérés de cotisations sociales atteignent 45 M FCFA à la clôture.`,
    present: ['debt-distress'], absent: ['burn-above-revenue', 'missing-financials'] },
  { id: 'fourth-fr-debt-covenant-broken', documentType: legal, language: fr, traits: ['indirect'],
    text: `Au 31 décembre, l'engagement financier (covenant) de couverture du service de la dette n'était pas respecté.`,
    present: ['debt-distress'], absent: [] },
  { id: 'fourth-fr-debt-clean', documentType: legal, language: fr, traits: ['negation'],
    text: `Tous les engagements du contrat de prêt sont respectés et les échéances ont été payées à bonne date.`,
    present: [], absent: ['debt-distress'] },
  // (a) détention des fondateurs et contrôle
  { id: 'fourth-fr-owners-only', documentType: legal, language: fr, traits: ['indirect'],
    text: `Les fondateurs ne détiennent plus que 28 % du capital.`,
    present: ['low-founder-ownership'], absent: [] },
  { id: 'fourth-fr-owners-control-line', documentType: legal, language: fr, traits: ['figures'],
    text: `Répartition du capital : fondateurs 22 % ; Proparco 58 % ; BSPCE 20 %.`,
    present: ['low-founder-ownership', 'investor-control'], absent: [] },
  { id: 'fourth-fr-owners-quarter', documentType: legal, language: fr, traits: ['indirect'],
    text: `À l'issue de la série A, l'équipe fondatrice détient à peine un quart des actions.`,
    present: ['low-founder-ownership'], absent: [] },
  { id: 'fourth-fr-control-majority', documentType: legal, language: fr, traits: ['indirect'],
    text: `Le fonds Amethis détient la majorité du capital depuis l'augmentation de capital de 2024.`,
    present: ['investor-control'], absent: [] },
  { id: 'fourth-fr-control-half', documentType: legal, language: fr, traits: ['indirect'],
    text: `Plus de la moitié des actions appartiennent à un seul investisseur, Partech.`,
    present: ['investor-control'], absent: [] },
  { id: 'fourth-fr-owners-clean', documentType: legal, language: fr, traits: ['figures'],
    text: `Les deux fondateurs conservent 58 % du capital ; aucun investisseur ne dépasse 15 %.`,
    present: [], absent: ['low-founder-ownership', 'investor-control'] },
  // (a) actionnaires partis
  { id: 'fourth-fr-dead-kept', documentType: legal, language: fr, traits: ['indirect'],
    text: `Notre ancienne directrice financière, partie en 2023, a conservé ses 10 % du capital.`,
    present: ['dead-equity', 'founder-departure'], absent: [] },
  { id: 'fourth-fr-dead-employees', documentType: legal, language: fr, traits: ['indirect'],
    text: `D'anciens salariés détiennent encore 8 % du capital ; leurs actions n'ont jamais été rachetées.`,
    present: ['dead-equity'], absent: ['founder-departure'] },
  // (b) consommation et chiffre d'affaires sans dépassement
  { id: 'fourth-fr-burn-annual-revenue', documentType: deck, language: fr, traits: ['figures'],
    text: `Chiffre d'affaires 2024 : 1,8 M€. Consommation mensuelle de trésorerie : 90 k€.`,
    present: [], absent: ['burn-above-revenue', 'missing-financials'] },
  { id: 'fourth-fr-burn-project', documentType: plan, language: fr, traits: ['figures'],
    text: `La construction de l'usine coûtera 450 000 € sur douze mois. Nos ventes mensuelles atteignent 70 000 € et nous sommes rentables.`,
    present: [], absent: ['burn-above-revenue', 'missing-financials'] },
  { id: 'fourth-fr-burn-below', documentType: deck, language: fr, traits: ['figures'],
    text: `Produits : 85 000 € par mois ; dépenses : 70 000 € par mois.`,
    present: [], absent: ['burn-above-revenue', 'missing-financials'] },
  // (b) états financiers présents en d'autres mots
  { id: 'fourth-fr-fin-sales-charges', documentType: statements, language: fr, traits: ['indirect'],
    text: `Les ventes de l'exercice 2024 s'élèvent à 640 M FCFA et les charges d'exploitation à 590 M FCFA.`,
    present: [], absent: ['missing-financials', 'burn-above-revenue'] },
  { id: 'fourth-fr-fin-invoiced', documentType: deck, language: fr, traits: ['indirect'],
    text: `Nous avons facturé 1,1 M€ en 2024, pour 950 k€ de dépenses.`,
    present: [], absent: ['missing-financials', 'burn-above-revenue'] },
  // (b) parties liées, attrition, licences
  { id: 'fourth-fr-related-none', documentType: statements, language: fr, traits: ['negation'],
    text: `Chiffre d'affaires 2024 : 2,3 M€ ; charges : 2,1 M€. Aucune convention réglementée n'a été conclue au cours de l'exercice.`,
    present: [], absent: ['related-party', 'missing-financials', 'burn-above-revenue'] },
  { id: 'fourth-fr-churn-low-staff', documentType: deck, language: fr, traits: ['figures'],
    text: `Chiffre d'affaires mensuel : 60 k€ ; charges mensuelles : 52 k€. Le taux d'attrition mensuel des clients est de 2 % ; le turnover du personnel atteint 25 %.`,
    present: [], absent: ['high-churn', 'missing-financials', 'burn-above-revenue'] },
  { id: 'fourth-fr-licence-granted', documentType: legal, language: fr, traits: ['time'],
    text: `L'agrément d'établissement de paiement, demandé en 2023, nous a été délivré par la BCEAO en mars 2024.`,
    present: [], absent: ['pending-licence', 'regulatory'] },
];
