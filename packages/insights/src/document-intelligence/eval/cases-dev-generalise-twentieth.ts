/** The twentieth round's development texts (two writers: w1 48 in English, w2 48 in French), gathered for cases.ts. */
import type { RedFlagCase } from './case';
import { generaliseTwentiethW1Part1 } from './cases-dev-generalise-twentieth-w1-1';
import { generaliseTwentiethW1Part2 } from './cases-dev-generalise-twentieth-w1-2';
import { generaliseTwentiethW1Part3 } from './cases-dev-generalise-twentieth-w1-3';
import { generaliseTwentiethW1Part4 } from './cases-dev-generalise-twentieth-w1-4';
import { generaliseTwentiethW1Part5 } from './cases-dev-generalise-twentieth-w1-5';
import { generaliseTwentiethW1Part6 } from './cases-dev-generalise-twentieth-w1-6';
import { generaliseTwentiethW2Part1 } from './cases-dev-generalise-twentieth-w2-1';
import { generaliseTwentiethW2Part2 } from './cases-dev-generalise-twentieth-w2-2';
import { generaliseTwentiethW2Part3 } from './cases-dev-generalise-twentieth-w2-3';
import { generaliseTwentiethW2Part4 } from './cases-dev-generalise-twentieth-w2-4';
import { generaliseTwentiethW2Part5 } from './cases-dev-generalise-twentieth-w2-5';
import { generaliseTwentiethW2Part6 } from './cases-dev-generalise-twentieth-w2-6';

export const generaliseTwentiethCases: readonly RedFlagCase[] = [
  ...generaliseTwentiethW1Part1,
  ...generaliseTwentiethW1Part2,
  ...generaliseTwentiethW1Part3,
  ...generaliseTwentiethW1Part4,
  ...generaliseTwentiethW1Part5,
  ...generaliseTwentiethW1Part6,
  ...generaliseTwentiethW2Part1,
  ...generaliseTwentiethW2Part2,
  ...generaliseTwentiethW2Part3,
  ...generaliseTwentiethW2Part4,
  ...generaliseTwentiethW2Part5,
  ...generaliseTwentiethW2Part6,
];
