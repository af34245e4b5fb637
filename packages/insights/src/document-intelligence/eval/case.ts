/** One labelled text of the red-flag evaluation set. */
import type { DocumentType } from '@baobab/contracts/enums';

export interface RedFlagCase {
  id: string;
  documentType: DocumentType;
  text: string;
  /** Every flag class (rule id) the text contains; every other class is taken as absent. */
  present: readonly string[];
  /** Classes the text tempts without containing: its near-misses, listed so a reader sees what it tests. */
  absent: readonly string[];
  /** The text's language; English when not given. */
  language?: 'en' | 'fr';
  /** What makes the text hard: its layout (table, list, split) and how a flag is stated (negation, modality, time, indirect, figures). */
  traits?: readonly string[];
}
