/**
 * Which money findings state the company's own burn and revenue, for the burn-above-revenue comparison: not a figure
 * the sentence supposes ('If we hired the whole team now, net burn would climb to USD 300,000 a month': the clause
 * clause-scope.ts blanks as a hypothesis), not a market's spending ('households drive USD 2bn of mobile data spend a
 * year', with no 'we' or 'our'), and not an average per customer taken for revenue ('Average revenue per customer rose
 * to $40 a month').
 */
import { assertedFacts } from './clause-scope';
import { perCustomerRevenue, revenueSharePart, unitPriceRevenue } from './revenue-beside-costs';
import type { SentenceFacts } from './sentence-facts';
import type { ExtractedData, Finding } from './types';

const othersSpend = /\bof [a-z -]{3,40} spend(ing)?\b/;
const firstPerson = /\b(we|our|us|the company|nous|notre|nos)\b/;
const perCustomer = /\b(per|par|for each|pour chaque|by) (customer|client|user|subscriber|utilisateur|abonne|account|merchant|commercant)s?\b/;

/** The finding's figure sits in a clause its sentence supposes, not states. */
function supposed(f: Finding, byText: ReadonlyMap<string, SentenceFacts>): boolean {
  const s = byText.get(f.sentence);
  const at = f.sentence.indexOf(f.text);
  if (!s || at < 0) return false;
  return assertedFacts(s, 'figure').text.slice(at, at + f.text.length).trim() === '';
}

function ownBurnFindings(findings: readonly Finding[], sentences: readonly SentenceFacts[]): Finding[] {
  const byText = new Map(sentences.map((s) => [s.text, s]));
  return findings.filter((f) => {
    const lower = f.sentence.toLowerCase();
    if (othersSpend.test(lower) && !firstPerson.test(lower)) return false;
    return !supposed(f, byText);
  });
}

function ownRevenueFindings(findings: readonly Finding[]): Finding[] {
  return findings.filter((f) => {
    const lower = f.sentence.toLowerCase();
    const at = lower.indexOf(f.text.toLowerCase());
    if (perCustomer.test(lower.slice(Math.max(0, at - 50), at < 0 ? lower.length : at))) return false;
    // One customer's average, a unit's price, a part given as a share of revenue (revenue-beside-costs.ts): none is the company's revenue.
    return !perCustomerRevenue(f) && !unitPriceRevenue(f) && !revenueSharePart(f);
  });
}

/** The findings with the company's own burn and revenue only; read once per document (cached on the findings). */
const cache = new WeakMap<ExtractedData, ExtractedData>();
export function ownMoney(data: ExtractedData, sentences: readonly SentenceFacts[]): ExtractedData {
  const known = cache.get(data);
  if (known) return known;
  const own = { ...data, expenses: ownBurnFindings(data.expenses, sentences), revenue: ownRevenueFindings(data.revenue) };
  cache.set(data, own);
  return own;
}
