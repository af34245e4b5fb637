/**
 * Development set, French: the fifth generalisation round (decision 0036), written and labelled like
 * cases-dev-generalise-fifth-en.ts, before any rule was changed for it, from the labelling guide
 * (cases-dev-retired-test.ts), by someone who has not opened the held-out set: courriers de banque, procès-
 * verbaux, notes de data room, tableaux de capitalisation et pactes, for the four weak classes and their
 * near-misses.
 */
import type { RedFlagCase } from './case';

const legal = 'legal_docs' as const;
const deck = 'pitch_deck' as const;
const fr = 'fr' as const;

export const generaliseFifthFrench: readonly RedFlagCase[] = [
  // dette en difficulté
  { id: 'fifth-fr-debt-bank-letter', documentType: legal, language: fr, traits: ['indirect'],
    text: `Madame, Monsieur,
Nous constatons que les échéances de mars et d'avril de votre prêt n° 4471 restent impayées à ce jour. À défaut de régularisation sous quinze jours, la banque prononcera la déchéance du terme.`,
    present: ['debt-distress'], absent: [] },
  { id: 'fifth-fr-debt-board-minutes', documentType: legal, language: fr, traits: ['indirect'],
    text: `Procès-verbal du conseil d'administration du 5 novembre 2024.
Le directeur financier indique que la société n'a pas pu régler les deux dernières mensualités du crédit-bail et qu'un moratoire a été demandé à la banque.`,
    present: ['debt-distress'], absent: [] },
  { id: 'fifth-fr-debt-tax-due', documentType: legal, language: fr, traits: ['indirect', 'figures'],
    text: `Les dettes fiscales échues (TVA de juin à septembre) s'élèvent à 38 M FCFA et n'ont pas encore été réglées.`,
    present: ['debt-distress'], absent: [] },
  { id: 'fifth-fr-debt-clean-regularised', documentType: legal, language: fr, traits: ['time'],
    text: `Le retard de paiement constaté en 2022 sur le prêt BOAD a été régularisé la même année ; depuis, toutes les échéances sont payées à bonne date.`,
    present: [], absent: ['debt-distress'] },
  { id: 'fifth-fr-debt-clean-term-sheet', documentType: legal, language: fr, traits: ['modality'],
    text: `Cas de défaut : non-paiement d'une somme à son échéance ; non-respect des ratios financiers ; ouverture d'une procédure collective.`,
    present: [], absent: ['debt-distress'] },
  { id: 'fifth-fr-debt-clean-deck', documentType: deck, language: fr, traits: ['list', 'figures'],
    text: `Chiffres clés 2024
Chiffre d'affaires : 1,4 M€
Charges : 1,2 M€
Endettement : prêt Bpifrance de 300 k€, remboursements à jour`,
    present: [], absent: ['debt-distress', 'burn-above-revenue', 'missing-financials'] },
  // détention des fondateurs et contrôle par un investisseur
  { id: 'fifth-fr-owners-table', documentType: legal, language: fr, traits: ['table', 'figures'],
    text: `Répartition du capital après la série A
| Actionnaire | % |
| Fondateurs | 33 % |
| Partech Africa | 37 % |
| Business angels | 18 % |
| BSPCE | 12 % |`,
    present: ['low-founder-ownership'], absent: ['investor-control'] },
  { id: 'fifth-fr-owners-third', documentType: legal, language: fr, traits: ['indirect'],
    text: `Les deux fondateurs ne détiennent plus qu'un peu moins d'un tiers du capital.`,
    present: ['low-founder-ownership'], absent: [] },
  { id: 'fifth-fr-owners-clean', documentType: legal, language: fr, traits: ['negation', 'figures'],
    text: `Les fondateurs conservent 61 % du capital ; aucun investisseur ne dépasse 15 %.`,
    present: [], absent: ['low-founder-ownership', 'investor-control'] },
  { id: 'fifth-fr-control-votes', documentType: legal, language: fr, traits: ['indirect'],
    text: `Depuis l'augmentation de capital de juin, le fonds Adenia détient 58 % des droits de vote et nomme quatre des cinq administrateurs.`,
    present: ['investor-control'], absent: [] },
  { id: 'fifth-fr-control-clean-conversion', documentType: legal, language: fr, traits: ['modality'],
    text: `En cas de conversion de l'intégralité des obligations convertibles, Proparco détiendrait 52 % du capital ; aujourd'hui sa participation est de 24 %.`,
    present: [], absent: ['investor-control'] },
  // actions détenues par des partants
  { id: 'fifth-fr-dead-former-partner', documentType: legal, language: fr, traits: ['indirect'],
    text: `Un ancien associé fondateur, parti en 2022, détient toujours 15 % des parts sociales, faute de clause de sortie dans les statuts.`,
    present: ['dead-equity', 'founder-departure'], absent: [] },
  { id: 'fifth-fr-dead-bspce', documentType: legal, language: fr, traits: ['indirect', 'figures'],
    text: `Trois salariés partis en 2023 ont exercé leurs BSPCE avant leur départ et restent actionnaires à hauteur de 6 %.`,
    present: ['dead-equity'], absent: ['founder-departure'] },
  { id: 'fifth-fr-dead-clean-bought-back', documentType: legal, language: fr, traits: ['negation'],
    text: `Lors du départ de notre cofondatrice en 2023, ses actions ont été rachetées par la société puis annulées.`,
    present: ['founder-departure'], absent: ['dead-equity'] },
];
