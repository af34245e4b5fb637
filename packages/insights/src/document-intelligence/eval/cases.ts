/** The red-flag evaluation set: every labelled text, decks and plans first. */
import type { RedFlagCase } from './case';
import { deckCases } from './cases-decks';
import { memoCases } from './cases-memos';

export const redFlagCases: readonly RedFlagCase[] = [...deckCases, ...memoCases];
