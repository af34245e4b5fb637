/**
 * A cap table written as lines of share counts closed by a total line ('• Komlan Agbeko, CEO et cofondateur : 1 800 000
 * actions' ... 'Total : 8 000 000 actions'; '- Nile Growth Partners (lead): 5,600,000' ... 'Total: 10,400,000 shares.'):
 * each count over the total is the holder's stake. The founders' rows added under 40% raise low-founder-ownership; one
 * holder that is neither a founder nor a group at 50% or more raises investor-control. The rows must add up to the
 * total (within 1%), so a partial list is no table; a row that says its holder left ('ancien développeur, parti en
 * 2023', 'co-founder, left 2024') and still holds shares, none said bought back, raises dead-equity. Reads folded text;
 * counts go through the one number reader.
 */
import { statedNumber } from './layout-cells';
import { excerpt, type SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';
import { lowFounderOwnershipFlag } from './founder-stake-flag';
import { equityReturned } from './red-flag-rules';

const count = String.raw`\d{1,3}(?:[,.\u00A0\u202F ]\d{3})+|\d{4,}`;
/** A holder's count in a small register may be short ('Sylvie M. (ancienne développeuse) : 300'); the rows must still add to the total. */
const rowCount = String.raw`${count}|\d{1,3}`;
const unit = String.raw`(\s+(ordinary |preferred )?(shares|actions|titres|parts))?`;
// The count after a colon, a tab, a spaced dash ('Carthage Growth Fund I \u2014 52 000 actions'), or a run of spaces as a
// typed or scanned attendance sheet aligns it ('M. Cheikh Fall (fondateur)      2 200'), or one space after the holder's
// closing parenthesis ('Khalid Ouazzani (cofondateur, a quitté la société en 2023) 1 560').
const row = new RegExp(String.raw`^[-*\u2013\u2022]?\s*(?<holder>[^:\t]{2,100}?)(?<sep>\s*(?::|\t|\s[\u2013\u2014-]\s)\s*|\s{2,}|(?<=\))\s)(?<count>${rowCount})${unit}\s*\.?$`);
/** A count alone on its line, its holder on the line above ('Nadia Berrada (cofondatrice, directrice générale adj.)' then '1 900'). */
const loneCount = new RegExp(String.raw`^(?<count>${count})${unit}\s*\.?$`);
/** A founder said to have left in the row itself ('cofondateur, démissionnaire en mars 2022', 'co-founder, left 2024'): not an active founder. */
const departedRow = /\b(left|departed|resigned|former|ex-|demissionnaire|parti|partie|sorti|sortie|ancien|ancienne|a quitte)\b/;
const totalLine = new RegExp(String.raw`^(total|totale?)\b[^\d]{0,20}?\s*(?<count>${count})${unit}\s*\.?$`);
const heading = /^[a-z][a-z' -]{1,30}\s*:?$/;
/** One holder of a group's line: 'abena owusu 3,100,000', 'M. Diallo \u2013 1 200 000 actions'. */
const groupItem = new RegExp(String.raw`^(?<holder>[^\d:;]{2,60}?)\s*[,\u2013\u2014-]?\s*(?<count>${count})${unit}\s*\.?$`);

/**
 * A group's holders on one line after its label, between semicolons ('Founders: Abena Owusu 3,100,000; Kwame Asante
 * 2,400,000', 'Fondateurs : A. Diallo 1 200 000 ; B. Sow 900 000'): each a row, its holder under the group's label.
 */
function groupRows(line: string): { holder: string; shares: number }[] {
  const colon = line.indexOf(':');
  if (colon < 2 || !line.includes(';', colon)) return [];
  const label = line.slice(0, colon).replace(/^[-*\u2013\u2022]\s*/, '').trim();
  const rows: { holder: string; shares: number }[] = [];
  for (const item of line.slice(colon + 1).split(';')) {
    const m = groupItem.exec(item.trim());
    if (!m?.groups?.count) return [];
    rows.push({ holder: `${label} ${(m.groups.holder ?? '').trim()}`, shares: statedNumber(m.groups.count) });
  }
  return rows;
}
const founder = /\b(co-?founders?|founders?|fondat\w+|cofondat\w+)\b/;
const shareUnit = /\b(shares|actions|titres|parts( sociales)?)\b/;
const holderName = /\b(co-?founders?|founders?|fondat\w+|cofondat\w+|esop|bspce|options?|pool|fund|fonds|capital|ventures|partners|holdings|investors?|investisseurs?|angels?|ltd|llc|lp|sa|sarl|sas)\b/;
const group = /\b(esop|pool|options?|bspce|employees?|staff|angels?|investors|investisseurs|others?|autres|salaries|public|reserve|unallocated)\b/;

function investorControlFlag(s: SentenceFacts): RiskFlag {
  return { ruleId: 'investor-control', category: 'cap-table', title: 'An investor holds control', severity: 'high', evidence: excerpt(s.text), occurrences: 1, recommendation: 'Explain the governance rights attached to the controlling stake and how founders keep decision rights.' };
}

function deadEquityFlag(s: SentenceFacts, occurrences: number): RiskFlag {
  return { ruleId: 'dead-equity', category: 'cap-table', title: 'Departed people still hold equity', severity: 'high', evidence: excerpt(s.text), occurrences, recommendation: 'Show vesting and buy-back terms for leavers; unvested shares held by former team members are usually repurchased.' };
}

const addsUp = (rows: readonly { shares: number }[], total: number) => Math.abs(rows.reduce((a, r) => a + r.shares, 0) - total) <= total / 100;

/** A holder's line with no count and the count alone on the line below it (read bottom up: `line` is the count). */
function splitRow(line: string, holderLine: SentenceFacts | undefined): { holder: string; shares: number } | null {
  const alone = loneCount.exec(line);
  const holder = holderLine?.lower.trim() ?? '';
  return alone?.groups?.count && holder && !/\d/.test(holder) && !heading.test(holder) ? { holder, shares: statedNumber(alone.groups.count) } : null;
}

/** The flags a cap table of count lines closed by a total raises, those already raised left out. */
export function countRowsWithTotal(sentences: readonly SentenceFacts[], raised: ReadonlySet<string>): RiskFlag[] {
  const written = sentences.filter((s) => !s.derived);
  for (let i = 0; i < written.length; i += 1) {
    const t = totalLine.exec((written[i]?.lower ?? '').trim());
    if (!t?.groups?.count) continue;
    const total = statedNumber(t.groups.count);
    const rows: { holder: string; shares: number; s: SentenceFacts }[] = [];
    let unheaded = 0;
    let spaced = false;
    let above = '';
    for (let j = i - 1; j >= 0; j -= 1) {
      const s = written[j];
      const line = s?.lower.trim() ?? '';
      // A group heading with no count ('Founders', then its holders indented under it) names the rows below it.
      if (s && heading.test(line)) { for (const r of rows.slice(unheaded)) r.holder = `${line} ${r.holder}`; unheaded = rows.length; continue; }
      const m = s ? row.exec(line) : null;
      // Rows that already make up the total: a short count above them is no holder of this table.
      if (m && rows.length >= 3 && addsUp(rows, total)) { above = line; break; }
      const grouped = s && !m ? groupRows(line) : [];
      if (s && grouped.length > 0) { rows.push(...grouped.map((r) => ({ ...r, s }))); continue; }
      const split = s && !m ? splitRow(line, written[j - 1]) : null;
      if (split) { rows.push({ ...split, s: written[j - 1]! }); j -= 1; continue; }
      if (!s || !m?.groups?.count) { above = line; break; }
      // Rows aligned by spaces alone (no colon, tab or dash between holder and count).
      spaced ||= !/[:\t\u2013\u2014-]/.test(m.groups.sep ?? '');
      // A holder cut at a name's initial ('4   Didier N.' then '(ancien développeur, parti en 2023) : 400'): the line above begins it.
      const cut = (m.groups.holder ?? '').startsWith('(') && j > 0 && !row.exec(written[j - 1]?.lower.trim() ?? '');
      rows.push({ holder: `${cut ? written[j - 1]?.lower.trim() ?? '' : ''} ${m.groups.holder ?? ''}`.trim(), shares: statedNumber(m.groups.count), s });
      if (cut) j -= 1;
    }
    if (rows.length < 3 || total <= 0 || !addsUp(rows, total)) continue;
    // Counts of shares, not of units sold or staff by region: a share word on a row or the total, or a holder's name;
    // rows aligned by spaces only, as an expense table aligns its amounts, need a share word on a line of the table.
    if (!shareUnit.test(written[i]?.lower ?? '') && !rows.some((r) => shareUnit.test(r.s.lower) || holderName.test(r.holder))) continue;
    if (spaced && ![above, written[i]?.lower ?? '', ...rows.map((r) => r.s.lower)].some((line) => shareUnit.test(line))) continue;
    const out: RiskFlag[] = [];
    const founders = rows.filter((r) => founder.test(r.holder) && !departedRow.test(r.holder));
    const founderShare = founders.reduce((a, r) => a + r.shares, 0) / total;
    if (!raised.has('low-founder-ownership') && founders.length > 0 && founderShare < 0.4) out.push(lowFounderOwnershipFlag(founderShare * 100, founders[0]?.s ?? written[i]!));
    const investor = rows.find((r) => !founder.test(r.holder) && !group.test(r.holder) && r.shares / total >= 0.5);
    if (!raised.has('investor-control') && investor) out.push(investorControlFlag(investor.s));
    // Someone who left and still holds shares, none of them said to be bought back since.
    const gone = rows.filter((r) => departedRow.test(r.holder) && r.shares > 0);
    if (!raised.has('dead-equity') && gone.length > 0 && !written.some((w) => equityReturned.test(w.lower))) out.push(deadEquityFlag(gone[0]!.s, gone.length));
    return out;
  }
  return [];
}
