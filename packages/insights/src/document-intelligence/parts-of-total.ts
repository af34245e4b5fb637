/**
 * Brackets right after the name of a total list what it contains ('total costs (cost of sales and overheads) P
 * 275,000'): the name before the brackets names the amount after them, and the words inside are not figures of their
 * own. The one reading of it, for the keyword reader (findings.ts) and for costs set against revenue in one sentence
 * (red-flag-rules-metrics.ts).
 */
const parts = String.raw`\([^()]{1,80}\)`;
const partsHere = new RegExp(String.raw`^\s*${parts}`);

/** Where a list of parts that opens at `at` ends (its closing bracket included), or -1 when none opens there. */
export function partsListedAt(lower: string, at: number): number {
  const listed = partsHere.exec(lower.slice(at));
  return listed ? at + listed[0].length : -1;
}

/** The parts listed after a word for costs, in folded text, to blank out: the costs are the total's. */
export const partsOfCosts = new RegExp(String.raw`(?<=\b(?:costs?|expenses|charges|depenses|spending)\s?)${parts}`, 'g');
