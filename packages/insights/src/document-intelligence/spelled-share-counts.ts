/**
 * Holdings given as share counts written in words against a capital divided in the same words, as French and English
 * articles and agreements write them: 'Le capital social ... est divisé en dix mille parts sociales.' then 'Congo
 * Growth Partners en détient cinq mille cent.' and 'Les trois associés fondateurs ... en détiennent respectivement deux
 * mille, mille six cents et mille trois cents'; 'divided into ten thousand shares ... Acme Capital holds five thousand
 * one hundred'. Each holding sentence is read again with each count written as its percentage of the capital, so the
 * cap-table rules that read stakes in percent read these too (as share-count-stakes.ts does for counts in digits).
 * Only a run of number words with a scale word ('cent', 'mille', 'hundred', 'thousand') is read as a count.
 */
import { spelledNumbersWorth, valuesFrom } from './spelled-numbers';

const values: Record<string, number> = { ...spelledNumbersWorth([...valuesFrom(0, 20), 30, 40, 50, 60, 70, 80, 90]), vingts: 20 };
const scales: Record<string, number> = { cent: 100, cents: 100, hundred: 100, mille: 1000, thousand: 1000, million: 1e6, millions: 1e6 };
const word = String.raw`(?:${[...Object.keys(values), ...Object.keys(scales)].sort((a, b) => b.length - a.length).join('|')})`;
/**
 * A run of number words joined by spaces or hyphens, or by 'et' before 'un' / 'onze' ('vingt et un') and 'and' before
 * a unit ('one hundred and five'): 'mille six cents et mille trois cents' is two counts, not one.
 */
const run = new RegExp(String.raw`\b${word}(?:(?:[\s-]|\set\s(?=(?:un|une|onze)\b)|\sand\s(?!(?:hundred|thousand|million)\b))${word})*\b`, 'g');

/** The value of a run of number words ('cinq mille cent' is 5,100, 'quatre-vingt-dix' 90); null without a scale word. */
function spelledValue(words: string): number | null {
  let total = 0;
  let current = 0;
  let scaled = false;
  for (const w of words.split(/[\s-]+/).filter((x) => x !== 'et' && x !== 'and')) {
    const scale = scales[w];
    if (scale === 100) { current = (current || 1) * 100; scaled = true; continue; }
    if (scale) { total += (current || 1) * scale; current = 0; scaled = true; continue; }
    const v = values[w];
    if (v === undefined) return null;
    // 'quatre-vingt': four twenties.
    current = v === 20 && current > 0 && current < 10 ? current * 20 : current + v;
  }
  return scaled ? total + current : null;
}

/** The text with every spelled count written in digits. */
const inDigits = (lower: string) => lower.replace(run, (words) => { const v = spelledValue(words); return v === null ? words : String(v); });

/** 'divisé en 10000 parts sociales', 'divided into 10000 shares': the capital's count of shares. */
// 'sera composé de dix mille actions', 'consists of ten thousand shares': the capital's count said by what it is made of.
const dividedInto = /\b(divise|divisee|divided|split|reparti|repartie|compose|composee|composed|made up|consists|consist|comprises?)\s(en|into|de|d'|of)\s?(\d+)\s(parts sociales|parts|actions|shares|ordinary shares|titres)\b/;
/** A sentence that says who holds how many: 'en détient', 'détiennent respectivement', 'holds', 'own'. */
const holdingVerb = /\b(detien\w*|detenue?s?|possede\w*|souscrite?s?|holds?|owns?|held|owned|subscribed)\b/;

/** Each holding sentence of a capital divided in spelled counts, read again with its counts as percentages of the capital. */
export function spelledCountsAsStakes(lowers: readonly string[]): string[] {
  let whole = 0;
  const out: string[] = [];
  for (const lower of lowers) {
    if (!/\b(cent|cents|mille|hundred|thousand)\b/.test(lower)) continue;
    const digits = inDigits(lower);
    const capital = dividedInto.exec(digits);
    // The holdings may follow in the same sentence ('... dix mille actions, dont cinq mille cinq cents souscrites par l'Investisseur').
    if (capital) { whole = Number(capital[3]); if (!holdingVerb.test(digits.slice(capital.index + capital[0].length))) continue; }
    if (whole <= 0 || !holdingVerb.test(lower)) continue;
    // Only the spelled counts become stakes: a figure written in digits (a year, an amount) is left as written.
    let changed = false;
    const restated = lower.replace(run, (words) => {
      const shares = spelledValue(words);
      if (shares === null || shares <= 0 || shares >= whole) return words;
      changed = true;
      return `${Math.round((1000 * shares) / whole) / 10}%`;
    });
    if (changed) out.push(restated);
  }
  return out;
}
