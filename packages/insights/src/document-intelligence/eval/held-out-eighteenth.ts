/**
 * The red-flag reader's EIGHTEENTH HELD-OUT set, written 2026-12-04 at the start of the twenty-eighth round: 104 texts,
 * 52 in French. Eight writers of 13 texts each (cases 01-07 and 08-13 in two files), four English and four French, who
 * read only a short brief, the case shape (case.ts), the document types and the labelling guide at the top of
 * held-out.ts, all copied outside the project: not the rules, not the readers, not their tests, not the development
 * texts nor any earlier held-out set, and not any bench report; none ran a command but to read those files, write its
 * own two files and count their lines (one French writer stopped without writing and a second writer wrote its part
 * under the same brief). Each writer was given two countries (Angola and Namibia; Mozambique and Eritrea; Mauritius and
 * Libya; Cabo Verde and São Tomé and Príncipe; Mauritanie and Guinée équatoriale; Haïti and Québec; Belgique and Suisse;
 * Algérie and the Comores), the ways money is written there and a spread of genres, asked to make every class present
 * at least once, to leave at least five of its 13 texts clean but tempting, to state at least half of the flags
 * indirectly and to keep near-misses clearly on the safe side of a threshold. Closed world; where a label rests on
 * arithmetic, a comment above the case shows it. Measured on the reader as it stood (the rules of e8687f26) before the
 * round's changes, then once after; never tuned on, its mistakes never listed in a file (decision 0036).
 */
import type { RedFlagCase } from './case';
import { redFlagEighteenthEnW1P1 } from './held-out-eighteenth-en-w1-1';
import { redFlagEighteenthEnW1P2 } from './held-out-eighteenth-en-w1-2';
import { redFlagEighteenthEnW2P1 } from './held-out-eighteenth-en-w2-1';
import { redFlagEighteenthEnW2P2 } from './held-out-eighteenth-en-w2-2';
import { redFlagEighteenthEnW3P1 } from './held-out-eighteenth-en-w3-1';
import { redFlagEighteenthEnW3P2 } from './held-out-eighteenth-en-w3-2';
import { redFlagEighteenthEnW4P1 } from './held-out-eighteenth-en-w4-1';
import { redFlagEighteenthEnW4P2 } from './held-out-eighteenth-en-w4-2';
import { redFlagEighteenthFrW5P1 } from './held-out-eighteenth-fr-w5-1';
import { redFlagEighteenthFrW5P2 } from './held-out-eighteenth-fr-w5-2';
import { redFlagEighteenthFrW6P1 } from './held-out-eighteenth-fr-w6-1';
import { redFlagEighteenthFrW6P2 } from './held-out-eighteenth-fr-w6-2';
import { redFlagEighteenthFrW7P1 } from './held-out-eighteenth-fr-w7-1';
import { redFlagEighteenthFrW7P2 } from './held-out-eighteenth-fr-w7-2';
import { redFlagEighteenthFrW8P1 } from './held-out-eighteenth-fr-w8-1';
import { redFlagEighteenthFrW8P2 } from './held-out-eighteenth-fr-w8-2';

export const redFlagEighteenthHeldOutCases: readonly RedFlagCase[] = [
  ...redFlagEighteenthEnW1P1,
  ...redFlagEighteenthEnW1P2,
  ...redFlagEighteenthEnW2P1,
  ...redFlagEighteenthEnW2P2,
  ...redFlagEighteenthEnW3P1,
  ...redFlagEighteenthEnW3P2,
  ...redFlagEighteenthEnW4P1,
  ...redFlagEighteenthEnW4P2,
  ...redFlagEighteenthFrW5P1,
  ...redFlagEighteenthFrW5P2,
  ...redFlagEighteenthFrW6P1,
  ...redFlagEighteenthFrW6P2,
  ...redFlagEighteenthFrW7P1,
  ...redFlagEighteenthFrW7P2,
  ...redFlagEighteenthFrW8P1,
  ...redFlagEighteenthFrW8P2,
];
