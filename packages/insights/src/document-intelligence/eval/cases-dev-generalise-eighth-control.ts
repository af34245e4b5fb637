/**
 * Development set, eighth round, investor control (2026-11-28): paraphrases of how the retired second held-out set
 * said an investor holds control (a holder named without the word 'investor', beside the founders' own stake, or
 * called the main or majority shareholder), with near-misses where that holder is a founder, in English and French;
 * written and labelled from the labelling guide (held-out.ts) before any rule was changed for them. Part of the
 * development set (cases.ts).
 */
import type { RedFlagCase } from './case';

export const generaliseEighthControl: readonly RedFlagCase[] = [
  {
    id: 'd8-en-memo-named-holder-beside-founders',
    documentType: 'business_plan',
    text: `Ownership after the bridge
Following the bridge round, Partech owns 57% of the company, while the two founders keep 31% between them.
Revenue 2025: $2.4M.`,
    present: ['investor-control', 'low-founder-ownership'],
    absent: [],
    language: 'en',
    traits: ['indirect', 'figures'],
  },
  {
    id: 'd8-en-dd-largest-shareholder-named',
    documentType: 'legal_docs',
    text: `Shareholding
Our largest shareholder, Norrsken22, holds 52% of the ordinary shares.`,
    present: ['investor-control'],
    absent: [],
    language: 'en',
    traits: ['indirect'],
  },
  {
    id: 'd8-fr-dd-actionnaire-majoritaire-nomme',
    documentType: 'legal_docs',
    text: `Capital
Notre actionnaire majoritaire, Bpifrance, possède 62 % des titres.`,
    present: ['investor-control'],
    absent: [],
    language: 'fr',
    traits: ['indirect'],
  },
  {
    id: 'd8-fr-plan-detenteur-nomme-fondateurs-ensuite',
    documentType: 'business_plan',
    text: `Actionnariat
Depuis l'augmentation de capital de 2025, Sinergi Burkina détient 55 % des actions ; les fondateurs en conservent 30 %.
Chiffre d'affaires 2025 : 1,6 M€.`,
    present: ['investor-control', 'low-founder-ownership'],
    absent: [],
    language: 'fr',
    traits: ['indirect', 'figures'],
  },
  {
    id: 'd8-en-near-largest-shareholder-is-founder',
    documentType: 'legal_docs',
    text: `Shareholding
Our largest shareholder, our founder and CEO Amina Yusuf, holds 55% of the shares.`,
    present: [],
    absent: ['investor-control', 'low-founder-ownership'],
    language: 'en',
    traits: ['indirect'],
  },
  {
    id: 'd8-fr-near-actionnaire-principal-fondateur',
    documentType: 'legal_docs',
    text: `Capital
L'actionnaire principal, le fondateur Moussa Keita, détient 51 % du capital.`,
    present: [],
    absent: ['investor-control', 'low-founder-ownership'],
    language: 'fr',
    traits: ['indirect'],
  },
  {
    id: 'd8-en-near-named-holder-minority',
    documentType: 'business_plan',
    text: `Ownership
After the Series A, TLcom owns 28% of the company and the founders keep 58%.
Revenue 2025: $3.0M.`,
    present: [],
    absent: ['investor-control', 'low-founder-ownership'],
    language: 'en',
    traits: ['figures'],
  },
];
