// even.ts and odd.ts import each other through the alias: no-file-cycles.
import { isOdd } from '@/lib/odd';

export const isEven = (n: number): boolean => (n === 0 ? true : isOdd(n - 1));
