/**
 * A cap table listed on one line, 'Holder N % ; Holder N %', whose people are the company's executives as the team
 * section names them, never called founders: 'Équipe — Faïza Mohamed (directrice générale), Ibrahim Soilihi
 * (opérations)' then 'Capital — Faïza Mohamed 21 % ; Ibrahim Soilihi 16 % ; Fonds Diaspora Invest 38 % ; Coopérative
 * des pêcheurs 25 %'. The founders are among the people listed (a fund, a cooperative, a pool or a company is none),
 * so when the people together hold under 40% and one of them runs the company, the founders' stake is under 40% too.
 * The list must make a whole table (about 100%), and a holder that is a person's own company ('Mohamed Holding') leaves
 * the founders' stake unknown, so it reads nothing.
 */
import { statedNumber } from './layout-cells';
import { foldText, type SentenceFacts } from './sentence-facts';
import { lowFounderOwnershipFlag } from './founder-stake-flag';
import type { RiskFlag } from './types';

/** A person named then an executive's title: 'Faïza Mohamed (directrice générale)', 'Kofi Mensah, CEO'. */
const executive = /(\p{Lu}[\p{Ll}'-]+(?:\s\p{Lu}[\p{Ll}'-]+){1,2})\s?[,(]\s?(?:CEO|COO|CTO|CFO|PDG|DG|[Dd]irect(?:eur|rice) g[ée]n[ée]ral|[Mm]anaging [Dd]irector|[Pp]r[ée]sident|[Gg][ée]rante?|[Oo]p[ée]rations)/gu;
const item = /^\s*(.*?[^\d\s.,%])\s*:?\s*(\d+(?:[.,]\d+)?)\s?%\s*\.?\s*$/u;
/** A holder that is no person: a fund, a company, a cooperative, a pool, several people. */
const notPerson = /\b(fonds|fund|capital|ventures|partners|invest\w*|cooperative|coop|holding|holdings|sa|sas|sarl|ltd|llc|plc|group|groupe|bank|banque|esop|bsa|pool|reserve\w*|salaries|employees|staff|angels?|business|autres|others|public|diaspora|family|famille|associes|actionnaires|shareholders)\b/;
const person = /^\p{Lu}[\p{Ll}'-]+(?:\s\p{Lu}[\p{Ll}'-]+){1,2}$/u;

export function executiveHoldersStake(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const written = sentences.filter((s) => !s.derived);
  const executives = new Set<string>();
  for (const s of written) for (const m of s.text.matchAll(executive)) executives.add(foldText(m[1] ?? ''));
  if (executives.size === 0) return null;
  for (const s of written) {
    const parts = s.text.split(';');
    if (parts.length < 3) continue;
    const holdings = parts.map((part) => item.exec(part)).map((m) => (m ? { holder: (m[1] ?? '').split(/[\u2013\u2014:]/).pop()?.trim() ?? '', stake: statedNumber(m[2] ?? '') } : null));
    if (holdings.some((h) => h === null)) continue;
    const listed = holdings.filter((h): h is { holder: string; stake: number } => h !== null);
    const total = listed.reduce((sum, h) => sum + h.stake, 0);
    if (total < 95 || total > 105) continue;
    // A holding company named after a person hides whose stake it is.
    if (listed.some((h) => /\b(holding|holdings)\b/.test(foldText(h.holder)))) continue;
    const people = listed.filter((h) => person.test(h.holder) && !notPerson.test(foldText(h.holder)));
    if (!people.some((h) => executives.has(foldText(h.holder)))) continue;
    const stake = people.reduce((sum, h) => sum + h.stake, 0);
    if (stake >= 40) continue;
    return lowFounderOwnershipFlag(stake, s);
  }
  return null;
}
