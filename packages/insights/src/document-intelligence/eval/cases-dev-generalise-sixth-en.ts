/**
 * Development set, sixth round, English (2026-11-28): texts written and labelled from the labelling guide
 * (held-out.ts's doc comment) and the case shape only, before any rule of the reader was read for this
 * round. Genres: deck slides, management accounts, board memos, term sheets, due-diligence notes and
 * investor e-mails; forms: tables, lists, prose and numbers in words. About a third carry no flag but
 * tempt the reader (negation, hypotheticals, problems said to be over, healthy figures). Tuning on them
 * is allowed: they are part of the development set (cases.ts).
 */
import type { RedFlagCase } from './case';
import { generaliseSixthEnglishClean } from './cases-dev-generalise-sixth-en-clean';
import { generaliseSixthEnglishFlagsAccounts } from './cases-dev-generalise-sixth-en-flags-accounts';
import { generaliseSixthEnglishFlagsDecks } from './cases-dev-generalise-sixth-en-flags-decks';

export const generaliseSixthEnglish: readonly RedFlagCase[] = [...generaliseSixthEnglishFlagsDecks, ...generaliseSixthEnglishFlagsAccounts, ...generaliseSixthEnglishClean];
