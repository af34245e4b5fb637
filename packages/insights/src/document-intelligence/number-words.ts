/**
 * Shares written in words, as percentages: 'two-thirds of our turnover', 'half of revenue', 'les deux
 * tiers du chiffre d'affaires', 'la moitié des ventes', 'three quarters'. A closed list: documents
 * write a share in words with a handful of fractions, and each is exact here. Reads folded text
 * (lower case, no accents).
 */
import { spelledNumbersWorth, valuesFrom } from './spelled-numbers';

const fractions: readonly [RegExp, number][] = [
  [/\b(nearly all|almost all|virtually all|all of|la quasi-totalite|presque tout(e|es)?|la totalite)\b/, 90],
  [/\b(three[- ]quarters|trois[- ]quarts)\b/, 75],
  // 'the bulk of our sales', 'l'essentiel du chiffre d'affaires': most of it, read as a majority.
  [/\b(the bulk of|the lion's share of|the vast majority of|l'essentiel (de|du|des|d')|la majeure partie (de|du|des|d')|la plus grande partie (de|du|des|d')|la grande majorite (de|du|des|d'))/, 60],
  [/\b(two[- ]thirds|deux[- ]tiers)\b/, 200 / 3],
  [/\b(more than half|over half|plus de la moitie|majority|majorite)\b/, 51],
  // 'CA : 410 M, dont près de la moitié réalisée avec ...', 'of which nearly half came from ...': the half of the amount just said.
  [/\b(dont|of which) (pres de |presque |environ |plus de |nearly |almost |about |roughly |over )?(la moitie|half)\b/, 50],
  [/(?<!\b(first|second|latter|former|premiere|seconde|deuxieme) )\b(half of|moitie (de|du|des))\b(?! 20\d\d\b(?! (revenues?|sales|turnover|income|billings?)\b))/, 50],
  // 'le premier tiers payant' (an insurer who pays for the patient), 'un tiers de confiance': a party, no share.
  [/\b(one[- ]third|a third|un[- ]tiers|le tiers)\b(?! (of a|d'un) |[ -](payants?|de confiance)\b)/, 100 / 3],
  // 'un peu plus du quart des ventes': the quarter of a whole.
  [/\b(a quarter|one[- ]quarter|un[- ]quart|le quart|du quart)\b(?= (of|de|du|des|d')\b)/, 25],
];

/** A word every fraction above contains: most sentences have none, and are passed over at once. */
const stems = ['all', 'quart', 'third', 'tier', 'half', 'moitie', 'major', 'totalite', 'presque', 'bulk', 'lion', 'essentiel', 'majeure', 'grande partie', 'fifth', 'sixth', 'eighth', 'tenth', 'ieme'];

/** The words for a fraction's parts, singular (a reader drops a plural 's'): one table for every fraction said in words. */
export const fractionDenominators: Readonly<Record<string, number>> = {
  third: 3, quarter: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10, twelfth: 12, twentieth: 20,
  tiers: 3, quart: 4, cinquieme: 5, sixieme: 6, septieme: 7, huitieme: 8, neuvieme: 9, dixieme: 10, douzieme: 12, vingtieme: 20,
};
/** 'two fifths of revenue', 'près de deux cinquièmes', 'three-tenths': any count of fifths to tenths. */
const countedFraction = /\b(a|one|two|three|four|five|six|seven|eight|nine|un|une|deux|trois|quatre|cinq|six|sept|huit|neuf)[- ](fifth|sixth|seventh|eighth|ninth|tenth|cinquieme|sixieme|septieme|huitieme|neuvieme|dixieme)s?\b/;

const smallNumbers = spelledNumbersWorth(valuesFrom(1, 10));
const small = String.raw`(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix)`;
/** 'three out of every four shillings', 'trois francs sur quatre', 'deux clients sur trois': a ratio in words. */
// '$4 of every $5 we bill': a ratio of amounts, the currency sign before each.
const outOf = new RegExp(String.raw`\b${small}( [a-z]+)? (out of (every )?|in (every )?|of every |sur )[$\u20AC\u00A3\u20A6]?${small}\b`);

/** The whole named first: 'sur cinq francs facturés, deux viennent de ...', 'out of every five dollars we bill, two come from ...'. */
const wholeFirst = new RegExp(String.raw`\b(sur|out of|of every) (every |chaque )?${small}( [a-z'-]+){0,4}, ${small}\b`);

function ratioPercent(folded: string): number | null {
  const first = wholeFirst.exec(folded);
  if (first) {
    const whole = smallNumbers[first[3] ?? ''] ?? Number(first[3]);
    const part = smallNumbers[first[5] ?? ''] ?? Number(first[5]);
    if (whole > 0 && part > 0 && part < whole) return (100 * part) / whole;
  }
  const m = outOf.exec(folded);
  if (!m) return null;
  const part = smallNumbers[m[1] ?? ''] ?? Number(m[1]);
  const whole = smallNumbers[m[6] ?? ''] ?? Number(m[6]);
  return whole > 0 && part > 0 && part < whole ? (100 * part) / whole : null;
}

export function fractionPercents(folded: string): number[] {
  const ratio = /(^|\W)(out of|in|of every|sur) /.test(folded) ? ratioPercent(folded) : null;
  if (ratio !== null) return [ratio];
  if (!stems.some((stem) => folded.includes(stem))) return [];
  const counted = countedFraction.exec(folded);
  const part = counted ? (smallNumbers[counted[1] ?? ''] ?? 1) : 0;
  const whole = counted ? (fractionDenominators[counted[2] ?? ''] ?? 0) : 0;
  if (part > 0 && part < whole) return [(100 * part) / whole];
  for (const [pattern, value] of fractions) if (pattern.test(folded)) return [value];
  return [];
}
