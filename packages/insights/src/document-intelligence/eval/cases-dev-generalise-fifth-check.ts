/**
 * Development set: the fifth round's check batch (decision 0036), written after the reader was changed for
 * cases-dev-generalise-fifth-en.ts and -fr.ts and committed with its labels before it was first run, to see how
 * the reader does on phrasings of the four weak classes it was not changed for. Written from the labelling
 * guide (cases-dev-retired-test.ts) by someone who has not opened the held-out set or any per-case result of it.
 */
import type { RedFlagCase } from './case';

const legal = 'legal_docs' as const;
const deck = 'pitch_deck' as const;
const fr = 'fr' as const;

export const generaliseFifthCheck: readonly RedFlagCase[] = [
  { id: 'check5-en-debt-not-received', documentType: legal, traits: ['indirect'],
    text: `Notice of non-payment: the interest due under the convertible loan on 1 October has not been received by the Lender.`,
    present: ['debt-distress'], absent: [] },
  { id: 'check5-en-debt-vat-plan', documentType: legal, traits: ['indirect'],
    text: `We have agreed a payment plan with the revenue authority for VAT owed since 2023.`,
    present: ['debt-distress'], absent: [] },
  { id: 'check5-en-debt-clean-refinanced', documentType: legal, traits: ['negation'],
    text: `We refinanced the term loan in March on better terms; all payments are up to date.`,
    present: [], absent: ['debt-distress'] },
  { id: 'check5-en-debt-clean-hypothetical', documentType: deck, traits: ['modality', 'figures'],
    text: `Revenue 2024: $900k; costs 2024: $800k. If sales slowed, we could struggle to meet the loan repayments.`,
    present: [], absent: ['debt-distress', 'burn-above-revenue', 'missing-financials'] },
  { id: 'check5-en-owners-minority', documentType: legal, traits: ['indirect', 'figures'],
    text: `The founders are now minority shareholders, with 31% between them.`,
    present: ['low-founder-ownership'], absent: [] },
  { id: 'check5-en-owners-clean-votes', documentType: legal, traits: ['indirect'],
    text: `The founding team still controls roughly two-thirds of the votes.`,
    present: [], absent: ['low-founder-ownership'] },
  { id: 'check5-en-control-lead', documentType: legal, traits: ['figures'],
    text: `As lead investor, Kuramo Capital ended the round with 57% of the fully diluted shares.`,
    present: ['investor-control'], absent: [] },
  { id: 'check5-en-control-clean-ceo', documentType: legal, traits: ['figures'],
    text: `Our CEO holds 52% of the shares; the largest investor has 20%.`,
    present: [], absent: ['investor-control'] },
  { id: 'check5-en-dead-walked-away', documentType: legal, traits: ['indirect'],
    text: `Kwame, our ex-co-founder, walked away in 2022 but kept all 18% of his shares.`,
    present: ['dead-equity', 'founder-departure'], absent: [] },
  { id: 'check5-en-dead-clean-cliff', documentType: legal, traits: ['negation'],
    text: `Our former CTO left before his cliff, so none of his shares had vested and he holds nothing.`,
    present: ['founder-departure'], absent: ['dead-equity'] },
  { id: 'check5-fr-debt-overdraft', documentType: legal, language: fr, traits: ['indirect'],
    text: `La banque a dénoncé notre découvert autorisé et exige son remboursement sous trente jours.`,
    present: ['debt-distress'], absent: [] },
  { id: 'check5-fr-owners-minority', documentType: legal, language: fr, traits: ['indirect', 'figures'],
    text: `Après trois tours de table, les fondateurs sont devenus minoritaires avec 28 % du capital.`,
    present: ['low-founder-ownership'], absent: [] },
  { id: 'check5-fr-control-majority', documentType: legal, language: fr, traits: ['figures'],
    text: `Le fonds Janngo est désormais l'actionnaire majoritaire, avec 60 % des actions.`,
    present: ['investor-control'], absent: [] },
  { id: 'check5-fr-dead-never-sold', documentType: legal, language: fr, traits: ['indirect', 'negation'],
    text: `Notre ancien directeur technique, parti en 2021, n'a jamais cédé ses 10 % du capital.`,
    present: ['dead-equity', 'founder-departure'], absent: [] },
  { id: 'check5-fr-debt-clean', documentType: legal, language: fr, traits: ['negation'],
    text: `Aucun impayé n'est à signaler : toutes les échéances du prêt ont été honorées.`,
    present: [], absent: ['debt-distress'] },
];
