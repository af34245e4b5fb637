/**
 * Whole numbers spelled out, in English and French (folded text: lower case, no accents): one list for every reader
 * that counts in words (months of runway, convertibles, customers lost, a cohort's span, money, share counts). Each
 * reader takes only the values it finds plausible (`spelledNumbersWorth`): a cohort's span is never 'forty' months and
 * a count of share classes never 'one', while the words for a value are written once, here. Words a reader alone
 * needs ('a' and 'an' as one, 'a dozen', 'vingts') stay beside it.
 */
const spelledNumberValues: Readonly<Record<string, number>> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11,
  twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
  twenty: 20, 'twenty-four': 24, thirty: 30, 'thirty-six': 36, forty: 40, fifty: 50, sixty: 60, seventy: 70,
  eighty: 80, ninety: 90, hundred: 100,
  un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, sept: 7, huit: 8, neuf: 9, dix: 10, onze: 11, douze: 12,
  treize: 13, quatorze: 14, quinze: 15, seize: 16, 'dix-sept': 17, 'dix-huit': 18, 'dix-neuf': 19, vingt: 20,
  'vingt-quatre': 24, trente: 30, 'trente-six': 36, quarante: 40, cinquante: 50, soixante: 60, cent: 100,
};

/** The spelled numbers whose value is one of `values`, in the list's order (English first, then French). */
export function spelledNumbersWorth(values: readonly number[]): Readonly<Record<string, number>> {
  const wanted = new Set(values);
  return Object.fromEntries(Object.entries(spelledNumberValues).filter(([, value]) => wanted.has(value)));
}

/** The whole numbers from `first` to `last`, to ask for a run of values. */
export function valuesFrom(first: number, last: number): number[] {
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}
