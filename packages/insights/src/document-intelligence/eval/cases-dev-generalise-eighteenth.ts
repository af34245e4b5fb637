/** The eighteenth round's development texts (two writers: w3 in English, w4 in French; 100 each), gathered for cases.ts. */
import type { RedFlagCase } from './case';
import { generaliseEighteenthEnW3Part1 } from './cases-dev-generalise-eighteenth-w3-1';
import { generaliseEighteenthEnW3Part2 } from './cases-dev-generalise-eighteenth-w3-2';
import { generaliseEighteenthEnW3Part3 } from './cases-dev-generalise-eighteenth-w3-3';
import { generaliseEighteenthEnW3Part4 } from './cases-dev-generalise-eighteenth-w3-4';
import { generaliseEighteenthEnW3Part5 } from './cases-dev-generalise-eighteenth-w3-5';
import { generaliseEighteenthEnW3Part6 } from './cases-dev-generalise-eighteenth-w3-6';
import { generaliseEighteenthEnW3Part7 } from './cases-dev-generalise-eighteenth-w3-7';
import { generaliseEighteenthEnW3Part8 } from './cases-dev-generalise-eighteenth-w3-8';
import { generaliseEighteenthFrW4Part1 } from './cases-dev-generalise-eighteenth-w4-1';
import { generaliseEighteenthFrW4Part2 } from './cases-dev-generalise-eighteenth-w4-2';
import { generaliseEighteenthFrW4Part3 } from './cases-dev-generalise-eighteenth-w4-3';
import { generaliseEighteenthFrW4Part4 } from './cases-dev-generalise-eighteenth-w4-4';
import { generaliseEighteenthFrW4Part5 } from './cases-dev-generalise-eighteenth-w4-5';
import { generaliseEighteenthFrW4Part6 } from './cases-dev-generalise-eighteenth-w4-6';
import { generaliseEighteenthFrW4Part7 } from './cases-dev-generalise-eighteenth-w4-7';
import { generaliseEighteenthFrW4Part8 } from './cases-dev-generalise-eighteenth-w4-8';

export const generaliseEighteenthCases: readonly RedFlagCase[] = [
  ...generaliseEighteenthEnW3Part1,
  ...generaliseEighteenthEnW3Part2,
  ...generaliseEighteenthEnW3Part3,
  ...generaliseEighteenthEnW3Part4,
  ...generaliseEighteenthEnW3Part5,
  ...generaliseEighteenthEnW3Part6,
  ...generaliseEighteenthEnW3Part7,
  ...generaliseEighteenthEnW3Part8,
  ...generaliseEighteenthFrW4Part1,
  ...generaliseEighteenthFrW4Part2,
  ...generaliseEighteenthFrW4Part3,
  ...generaliseEighteenthFrW4Part4,
  ...generaliseEighteenthFrW4Part5,
  ...generaliseEighteenthFrW4Part6,
  ...generaliseEighteenthFrW4Part7,
  ...generaliseEighteenthFrW4Part8,
];
