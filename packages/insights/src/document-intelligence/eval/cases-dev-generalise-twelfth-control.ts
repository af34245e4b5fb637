/**
 * Development set, twelfth round, investor control (2026-11-30): legal and diligence texts that say one investor holds
 * half the company or more in ways the earlier worked examples do not (the stake first and its holder after, in the
 * passive; a possessive stake; a stake that rose to or ended at; 'per cent'; a relative clause; what a round gives an
 * investor; a one-line summary of holders), with near-misses (under half, investors together, a founder holding it, a
 * stake held in the past, a stake that would only follow a condition, a cap on any holder), in English and French.
 * Written and labelled from the labelling guide (held-out.ts) before any rule was changed for them. Part of the
 * development set (cases.ts).
 */
import type { RedFlagCase } from './case';

const control = (id: string, language: 'en' | 'fr', text: string): RedFlagCase =>
  ({ id, documentType: 'legal_docs', text, present: ['investor-control'], absent: [], language, traits: ['indirect'] });
const clean = (id: string, language: 'en' | 'fr', text: string, traits: readonly string[] = ['indirect']): RedFlagCase =>
  ({ id, documentType: 'legal_docs', text, present: [], absent: ['investor-control'], language, traits });

export const generaliseTwelfthControl: readonly RedFlagCase[] = [
  control('d12-en-passive-stake-first', 'en', 'Shareholding\n56% of the issued shares are held by Helios Investment Partners following the March 2025 subscription.'),
  control('d12-en-possessive-stake', 'en', "Governance\nVerod Capital's 58% stake gives it the right to appoint three of the five directors."),
  control('d12-en-rose-to', 'en', 'Following the conversion of its notes, Partech Africa’s shareholding rose to 53% of the ordinary shares.'),
  control('d12-en-per-cent', 'en', 'Kepple Africa Ventures now controls 51 per cent of the voting rights.'),
  control('d12-en-relative-clause', 'en', 'The company’s board includes two nominees of Amethis, which owns 54% of the share capital.'),
  control('d12-en-round-gives', 'en', 'Term sheet summary\nThe Series A gives TLcom Capital a 52% interest in the company on a fully diluted basis.'),
  control('d12-en-one-line-summary', 'en', 'Post-money ownership: Savannah Fund 60%, option pool 10%, other shareholders 30%.'),
  control('d12-en-ended-with', 'en', 'After the rescue round, the lead investor ended up with 57% of the equity and a board majority.'),
  control('d12-en-investor-stake-colon', 'en', "Investor's post-money stake: 55% (fully diluted)."),
  control('d12-en-sits-on', 'en', 'A single fund, Norrsken22, sits on 63% of the equity after the bridge.'),
  control('d12-fr-passif', 'fr', 'Actionnariat\n52 % du capital est détenu par le fonds Amethis depuis l’augmentation de capital de 2025.'),
  control('d12-fr-relative', 'fr', 'Le conseil compte trois représentants du fonds Janngo Capital, qui détient 58 % des droits de vote.'),
  control('d12-fr-monte-a', 'fr', 'Après la conversion des obligations, la participation de Partech est montée à 53 % du capital.'),
  control('d12-fr-donne', 'fr', 'L’opération donne au fonds Adiwale une participation de 51 % au capital de la société.'),
  control('d12-fr-ligne-resume', 'fr', 'Répartition post-money : Fonds Teranga Capital 60 %, BSPCE 10 %, autres actionnaires 30 %.'),
  control('d12-fr-pour-cent', 'fr', 'Sahel Invest possède désormais 55 pour cent des actions de la société.'),
  clean('d12-en-under-half', 'en', '48% of the issued shares are held by Helios Investment Partners; no other holder exceeds 20%.', ['figures']),
  clean('d12-en-investors-together', 'en', 'Post-money ownership: investors 62% together (four funds, none above 20%), option pool 10%, other shareholders 28%.', ['figures']),
  clean('d12-en-founder-holds', 'en', 'Our founder and CEO, Ama Owusu, holds 61% of the share capital.'),
  clean('d12-en-past-stake', 'en', 'Until the 2023 buy-back, Verod Capital held 55% of the shares; it now holds 22%.', ['time']),
  clean('d12-en-conditional', 'en', 'If the milestones are missed, the notes convert and the investor could reach 52% of the equity.', ['modality']),
  clean('d12-en-cap', 'en', 'The shareholders’ agreement provides that no single investor may hold more than 30% of the shares.', ['negation']),
  clean('d12-fr-moins-moitie', 'fr', '45 % du capital est détenu par le fonds Amethis ; le reste est réparti entre les fondateurs et les salariés.', ['figures']),
  clean('d12-fr-fondatrice', 'fr', 'La fondatrice et présidente, Awa Ndiaye, détient 57 % des actions.'),
  clean('d12-fr-passe', 'fr', 'Jusqu’au rachat de 2024, le fonds détenait 54 % du capital ; il n’en détient plus que 18 %.', ['time']),
  clean('d12-fr-condition', 'fr', 'Si les objectifs ne sont pas atteints, l’investisseur pourrait porter sa participation à 51 % du capital.', ['modality']),
];
