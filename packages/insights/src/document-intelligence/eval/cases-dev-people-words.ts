/**
 * Development texts written for the people-and-equity reader (branch people-words, 2026-12-03), before its rules:
 * a founder's or an executive's departure said as a hand-over, a resignation with its effective date or a role no
 * longer held; the founders' stakes said as a cap table with roles or as a fully diluted share; equity still held by
 * people who left. Half in French; the clean texts tempt the same classes (a departure denied or hypothetical, founders
 * at 45 %, a leaver whose shares were bought back, a departure at another company). A second batch of 15 (7 in English,
 * 4 clean), written after the first rules change and before the next, adds other wordings (a retirement, a replacement,
 * a departure by first name with the founding said in the next sentence, a cancelled departure) and the cap table
 * described as unreconciled with its register. A third batch of 12 (6 in French, 3 clean), written after the second rules
 * change and before the next: the founders' stake said as a dilution, in a table with a role column or with a leaver's
 * part; leavers on the register; the cap table in several versions or missing its warrants.
 */
import type { RedFlagCase } from './case';
import { peopleWordsCasesA } from './cases-dev-people-words-a';
import { peopleWordsCasesB } from './cases-dev-people-words-b';

export const peopleWordsCases: readonly RedFlagCase[] = [...peopleWordsCasesA, ...peopleWordsCasesB];
