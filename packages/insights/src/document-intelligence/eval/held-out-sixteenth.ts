/**
 * The red-flag reader's SIXTEENTH HELD-OUT set, written 2026-12-03 at the start of the twenty-sixth round by four
 * writers, two English (26 texts each) and two French (26 each), who read only the case shape (case.ts) and the labelling
 * guide at the top of held-out.ts: not the rules, not the readers, not their tests, not the development texts nor any
 * earlier held-out set, and not any bench report. Each was given a region no earlier writer had (South Africa, Botswana,
 * Namibia, Zimbabwe and Mozambique; Egypt, Ethiopia, Uganda, Tanzania and Liberia; Senegal, Côte d'Ivoire, Togo, Benin
 * and Burkina Faso; Madagascar, DR Congo, Algeria, Mauritius, Djibouti and the Comoros) and a spread of genres, asked to
 * use every class at least twice, to state at least half of the flags indirectly and to leave at least nine texts in
 * each writer's part clean but tempting. Closed world; where a label rests on arithmetic, a comment above the case shows
 * it. Measured on the reader as it stood (the rules of ad17eb18) before the round's changes, then once after; never
 * tuned on, its mistakes never listed in a file (decision 0036).
 */
import type { RedFlagCase } from './case';
import { redFlagSixteenthEnW1A } from './held-out-sixteenth-en-w1-a';
import { redFlagSixteenthEnW1B } from './held-out-sixteenth-en-w1-b';
import { redFlagSixteenthEnW2A } from './held-out-sixteenth-en-w2-a';
import { redFlagSixteenthEnW2B } from './held-out-sixteenth-en-w2-b';
import { redFlagSixteenthFrW3A } from './held-out-sixteenth-fr-w3-a';
import { redFlagSixteenthFrW3B } from './held-out-sixteenth-fr-w3-b';
import { redFlagSixteenthFrW4A } from './held-out-sixteenth-fr-w4-a';
import { redFlagSixteenthFrW4B } from './held-out-sixteenth-fr-w4-b';

export const redFlagSixteenthHeldOutCases: readonly RedFlagCase[] = [
  ...redFlagSixteenthEnW1A,
  ...redFlagSixteenthEnW1B,
  ...redFlagSixteenthEnW2A,
  ...redFlagSixteenthEnW2B,
  ...redFlagSixteenthFrW3A,
  ...redFlagSixteenthFrW3B,
  ...redFlagSixteenthFrW4A,
  ...redFlagSixteenthFrW4B,
];
