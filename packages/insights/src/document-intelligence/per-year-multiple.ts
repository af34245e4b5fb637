/**
 * A multiple said for each year of a plan: 'nous visons un triplement du chiffre d'affaires chaque année pendant trois
 * ans', 'revenue to quadruple every year', 'grow weekly active riders 5x each year for the next two years', 'croître
 * de x4 par an', 'multiplier les ventes par 5 chaque année', 'a fivefold increase a year'. Guide: 4x a year or more, or
 * 3x a year over three years ('doubler chaque année' is below it). A figure with 'x' is a multiple of growth only with
 * a verb of growth before it: 'the board meets 4x a year', 'stock turns 6x a year' say how often, not how much.
 */
import { statedNumber } from './layout-cells';

const yearly = String.raw`((every|each|a|per) year|chaque annee|par an|tous les ans|annuellement|year (on|over) year|d'annee en annee)`;
const multipleWord = /\b(doubl\w*|tripl\w*|trebl\w*|quadrupl\w*|quintupl\w*|decupl\w*|(?:four|five|six|ten)[- ]?fold)\b/;
const perYearWord = new RegExp(String.raw`${multipleWord.source}[^.;]{0,60}\b${yearly}\b`);
const wordValue = (word: string) => (word.startsWith('doubl') ? 2 : /^(tripl|trebl)/.test(word) ? 3 : /^(quadrupl|four)/.test(word) ? 4 : /^(quintupl|five)/.test(word) ? 5 : word.startsWith('six') ? 6 : 10);
/**
 * 'grow ... 5x', 'croître de x4': a verb of growth, then the figure with its 'x'; 'multiply revenue by 5', 'multiplier
 * le CA par 5': 'by' and 'par' only after 'multiply' ('increase headcount by 5 each year' adds five people). The year
 * follows the figure with no comma or figure between: 'grow revenue 4x by 2030, hiring 10 people each year' is 4x in all.
 */
const timesFigure = String.raw`(?<![\w.,])(\d+(?:[.,]\d+)?)\s?[x\u00D7](?![a-z\d])|(?<![a-z\d])[x\u00D7]\s?(\d+(?:[.,]\d+)?)(?![\d%])`;
const perYearFigure = new RegExp(String.raw`\b(?:grow\w*|increas\w*|scal\w*|expand\w*|croi\w*|crois\w*|augment\w*|multipli\w*|multiply\w*)\b[^.;\d]{0,40}?(?:${timesFigure})[^.;,\d]{0,25}?\b${yearly}\b`);
/** A multiple written in words after 'by' or 'par' ('multiplier nos revenus par dix chaque année', 'multiply sales by five a year'). */
const multipleWords: Readonly<Record<string, number>> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, deux: 2, trois: 3, quatre: 4, cinq: 5, sept: 7, huit: 8, neuf: 9, dix: 10 };
const multipliedFigure = new RegExp(String.raw`\b(?:multipli\w*|multiply\w*)\b[^.;\d]{0,40}?\b(?:by|par) (\d+(?:[.,]\d+)?|${Object.keys(multipleWords).join('|')})(?![\w%.,])[^.;,\d]{0,25}?\b${yearly}\b`);
/**
 * A compound rate, 1 + the rate a year: 'a revenue CAGR of 250% over 2025-2028', 'un TCAC de 260 % entre 2025 et 2028',
 * 'grow revenue 200% a year for the next three years' ('grow 300% a year' is 4x a year, read as a percentage already).
 */
const compoundRate = new RegExp(String.raw`\b(?:cagr|tcac|taux de croissance annuel moyen|compound(?:ed)? annual growth(?: rate)?)\b[^.;\d]{0,30}?(\d+(?:[.,]\d+)?)\s?%|\b(?:grow\w*|growth|increas\w*|croi\w*|crois\w*|croissance|augment\w*)\b[^.;\d]{0,30}?(\d+(?:[.,]\d+)?)\s?%\s?${yearly}`);
const planYears = /\b(for|over|during|pendant|sur|durant) (the next |the coming |les |the )?(three|four|five|3|4|5|trois|quatre|cinq) (prochaines |next )?(years|ans|annees)\b|\b(three|four|five|trois|quatre|cinq) (years|ans|annees) (running|de suite|d'affilee)\b/;

export function perYearClaim(lower: string): boolean {
  const word = perYearWord.exec(lower);
  const figure = word ? null : perYearFigure.exec(lower) ?? multipliedFigure.exec(lower);
  const rate = word || figure ? null : compoundRate.exec(lower);
  const multiple = word ? wordValue((word[1] ?? '').replace(/[- ]/g, '')) : figure ? (multipleWords[figure[1] ?? ''] ?? statedNumber(figure[1] ?? figure[2] ?? '0')) : rate ? 1 + statedNumber(rate[1] ?? rate[2] ?? '0') / 100 : 0;
  if (multiple >= 4) return true;
  const named = [...new Set(lower.match(/(?<!\d)20\d\d(?!\d)/g) ?? [])].map(Number);
  const years = planYears.test(lower) ? 3 : named.length >= 2 ? Math.max(...named) - Math.min(...named) : 0;
  return multiple >= 3 && years >= 3;
}
