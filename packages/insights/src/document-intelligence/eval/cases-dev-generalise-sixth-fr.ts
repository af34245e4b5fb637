/**
 * Development set, sixth round, French (2026-11-28): written and labelled from the labelling guide
 * (held-out.ts's doc comment) and the case shape only, before any rule of the reader was read for this
 * round. French money as people write it (« 1,2 M€ », « 120 k€ », « 85 000 € », « 1 200 000 EUR »),
 * tables, lists and prose; about a third carry no flag but tempt the reader. Part of the development set.
 */
import type { RedFlagCase } from './case';
import { generaliseSixthFrenchClean } from './cases-dev-generalise-sixth-fr-clean';
import { generaliseSixthFrenchFlags } from './cases-dev-generalise-sixth-fr-flags';

export const generaliseSixthFrench: readonly RedFlagCase[] = [...generaliseSixthFrenchFlags, ...generaliseSixthFrenchClean];
