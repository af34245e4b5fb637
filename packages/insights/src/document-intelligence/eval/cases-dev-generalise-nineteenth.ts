/** The nineteenth round's development texts (one writer, w3: 48 in English, 48 in French), gathered for cases.ts. */
import type { RedFlagCase } from './case';
import { generaliseNineteenthW3Part1 } from './cases-dev-generalise-nineteenth-w3-1';
import { generaliseNineteenthW3Part2 } from './cases-dev-generalise-nineteenth-w3-2';
import { generaliseNineteenthW3Part3 } from './cases-dev-generalise-nineteenth-w3-3';
import { generaliseNineteenthW3Part3Rest } from './cases-dev-generalise-nineteenth-w3-3-rest';
import { generaliseNineteenthW3Part4 } from './cases-dev-generalise-nineteenth-w3-4';
import { generaliseNineteenthW3Part5 } from './cases-dev-generalise-nineteenth-w3-5';
import { generaliseNineteenthW3Part6 } from './cases-dev-generalise-nineteenth-w3-6';
import { generaliseNineteenthW3Part7 } from './cases-dev-generalise-nineteenth-w3-7';
import { generaliseNineteenthW3Part8 } from './cases-dev-generalise-nineteenth-w3-8';

export const generaliseNineteenthCases: readonly RedFlagCase[] = [
  ...generaliseNineteenthW3Part1,
  ...generaliseNineteenthW3Part2,
  ...generaliseNineteenthW3Part3, ...generaliseNineteenthW3Part3Rest,
  ...generaliseNineteenthW3Part4,
  ...generaliseNineteenthW3Part5,
  ...generaliseNineteenthW3Part6,
  ...generaliseNineteenthW3Part7,
  ...generaliseNineteenthW3Part8,
];
