/**
 * One investor's stake said in ways the investor patterns of red-flag-rules.ts do not read (folded text):
 * - a count of the shares out of all of them: 'Kasuku Capital détient désormais 5 400 des 10 000 actions', 'the Fund
 *   will hold 6,000 of the 11,500 shares in issue';
 * - the plain verb 'has' of a chat or a note: 'Lomé Impact Capital a 54 %', 'Savannah Growth Fund now has 61%';
 * - a fraction in words for a list item's stake: 'Sanaga Growth Fund : onze vingtièmes du capital', 'Fund: three fifths
 *   of the shares'.
 * The holder is named as an investor (fund, capital, partners...), never the founders, the employees or investors together.
 */
import { statedNumber } from './layout-cells';
import { fractionDenominators } from './number-words';
import { spelledNumbersWorth, valuesFrom } from './spelled-numbers';

const holderWord = String.raw`(capital|ventures|partners|fund|fonds|holdings?|investments?|growth|impact|equity|lp|llc)`;
const notOneInvestor = /\b(investors|investisseurs|founders?|co-?founders?|fondat\w+|cofondat\w+|employees?|staff|salaries|management|team|equipe|pool|esop|bspce|angels|we|nous|on)\b/;
const count = String.raw`(\d{1,3}(?:[ ,.]\d{3})+|\d+)`;
/** 'X détient désormais 5 400 des 10 000 actions', 'X holds 6,000 of the 11,500 shares'. */
const sharesOutOf = new RegExp(String.raw`\b(?<holder>[a-z0-9'&-]+(?: [a-z0-9'&-]+){0,4}) (holds?|owns?|will hold|will own|now holds|detient|detiendra|possede|possedera) (desormais |now |today |ainsi |aujourd'hui |alors )?(?<part>${count}) (des|of the|sur les|out of the|sur) (?<whole>${count}) (actions|shares|titres|parts)\b`);
/** 'Lomé Impact Capital a 54 %': the percentage closes the clause, or names the capital after it. */
const hasPercent = new RegExp(String.raw`\b(?<holder>[a-z0-9'&-]+(?: [a-z0-9'&-]+){0,3}) ${holderWord} (a|has|now has|a desormais|a maintenant) (?<share>\d+(?:[.,]\d+)?) ?%(?=\s*($|[.,;)!]|du capital|des (actions|parts|droits de vote)|of the (shares|company|equity|votes)))`);
/** A holder named as an investor (fund, capital, partners...). */
const namesInvestor = new RegExp(String.raw`\b${holderWord}\b`);
/** 'Sanaga Growth Fund : onze vingtièmes du capital', a list item whose stake is a fraction in words. */
const fractionItem = new RegExp(String.raw`\b${holderWord}\b[^:;.]{0,30}\s?:\s?(les |the )?(?<fraction>[a-z]+[ -][a-z]+) (du capital|des actions|des parts|of the (shares|capital|equity))\b`);

// 'a fifth' as one fifth; the other numerators from the one list of spelled numbers.
const numerators: Readonly<Record<string, number>> = { ...spelledNumbersWorth(valuesFrom(1, 16)), a: 1 };

/** 'onze vingtièmes' as 55, 'three fifths' as 60; null when the two words are no fraction. */
export function fractionPercent(words: string): number | null {
  const [top, bottom] = words.split(/[ -]/);
  const n = numerators[top ?? ''];
  const d = fractionDenominators[(bottom ?? '').replace(/s$/, '')] ?? fractionDenominators[bottom ?? ''];
  return n && d && n < d ? (100 * n) / d : null;
}

/** The stake one investor is said to hold these ways, in percent; null when the sentence says none. */
export function investorShareCount(lower: string): number | null {
  const out = sharesOutOf.exec(lower);
  if (out && !notOneInvestor.test(out.groups?.holder ?? '') && namesInvestor.test(out.groups?.holder ?? '')) {
    const whole = statedNumber(out.groups?.whole ?? '');
    if (whole > 0) return (100 * statedNumber(out.groups?.part ?? '')) / whole;
  }
  const has = hasPercent.exec(lower);
  if (has && !notOneInvestor.test(has.groups?.holder ?? '')) return statedNumber(has.groups?.share ?? '');
  const item = fractionItem.exec(lower);
  return item ? fractionPercent(item.groups?.fraction ?? '') : null;
}
