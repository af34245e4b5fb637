/**
 * An investor's stake given under its short name after the text has named it in full: 'Call w/ Savanna Ventures' then
 * 'Savanna now sits at 52% (was 38%)'; 'Notes d'appel avec Kilimanjaro Capital' then 'Kilimanjaro détient désormais
 * 55 %'. The full names are those ending in a fund's word (Ventures, Capital, Partners, Fund, Investments, Holdings);
 * the short name is their first word. A stake of 50% or more said of that short name, with a holding verb, is control;
 * a stake said to be the earlier one ('was 38%', 'avant : 38 %') is passed over. One pass over the sentences.
 */
import { statedNumber } from './layout-cells';
import { excerpt, type SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';

const fundName = /\b([a-z][a-z'-]{2,})(?: ([a-z][a-z'-]+))? (ventures|capital|partners|fund|investments|holdings|invest|equity)\b/g;
/** Words that open a fund's name without naming it ('Growth Capital', 'Impact Fund', 'Our Partners'). */
const notShortName = /^(growth|impact|venture|private|seed|early|series|our|the|their|other|new|angel|capital|fund|partners|notre|nos|les|des|with|avec|from|call|from|and|pour|chez|aupres)$/;
const holdingVerb = String.raw`(now |today |currently |desormais |aujourd'hui )?(sits? at|holds?|owns?|has|is at|will hold|will own|ends up (at|with)|detient|detiendra|possede|passe a|monte a|est a)`;

/** The first sentence where an investor named before by its short name holds 50% or more, as a flag; null when none. */
export function investorStakeByShortName(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const names = new Set<string>();
  for (const s of sentences) {
    if (s.derived) continue;
    // 'with Baobab Capital': the word before the name is no part of it.
    for (const m of s.lower.matchAll(fundName)) {
      const first = [m[1], m[2]].find((w) => w && w.length >= 4 && !notShortName.test(w));
      if (first) names.add(first);
    }
  }
  for (const name of names) {
    const stake = new RegExp(String.raw`\b${name}\b(?: [a-z]+)?\s${holdingVerb}\s(?:about |around |roughly |~|environ )?(\d{1,3}(?:[.,]\d+)?)\s?%`);
    for (const s of sentences) {
      // The name is a plain word the pattern needs as written: a sentence without it is passed over before the pattern runs.
      if (s.derived || !s.lower.includes(name)) continue;
      const m = stake.exec(s.lower);
      const figure = m ? statedNumber(m[m.length - 1] ?? '') : 0;
      if (!m || figure < 50 || figure > 100 || /\b(was|were|avant|previously|before)\s*$/.test(s.lower.slice(0, m.index))) continue;
      return {
        ruleId: 'investor-control', category: 'cap-table', title: 'An investor holds control', severity: 'medium', evidence: excerpt(s.text), occurrences: 1,
        recommendation: 'Explain the governance rights attached to the controlling stake and how founders keep decision rights.',
      };
    }
  }
  return null;
}
