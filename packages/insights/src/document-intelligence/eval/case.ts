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
}
