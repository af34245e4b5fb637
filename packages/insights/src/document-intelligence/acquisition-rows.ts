/**
 * What a customer costs to acquire, from a KPI table's rows when no sentence states it: the acquisition spend row over
 * the new-customers row in the same period ('Sales & marketing spend | 205,000 | 216,000' and 'New pharmacies acquired |
 * 112 | 120': MAD 1,800 in February). layout.ts reads each row as one derived sentence ('sales & marketing spend jan
 * 2026: mad 205000; feb 2026: mad 216000', the caption's currency written before each cell); the latest period both rows give is read, in the currency and scale the table's caption names.
 */
import { captionUnit, statedNumber } from './layout-cells';
import type { MoneyMatch } from './money';
import type { SentenceFacts } from './sentence-facts';

const spendRow = /^\W*((sales (and|&) )?marketing|acquisition|advertising|paid media|(depenses|frais) (de |d')?(marketing|acquisition|publicite)|marketing (et|&) (ventes|commercial))( (spend|spending|costs?|expenses?|budget|depenses))?\b/;
const newRow = /^\W*(new|nouveaux|nouvelles) [a-z]+( (acquired|added|signed|won|onboarded|acquis|recrutes?|signes?))?\b/;
const cell = /(?:^|;|:)\s*([a-z]{3,9}[- ]?\d{2,4}|20\d\d|q[1-4][- ]?\d{2,4}|t[1-4][- ]?\d{2,4})\s?:\s?(?:[a-z]{3}\s)?(\d{1,3}(?:[, \u00A0\u202F]\d{3})+|\d+)(?=;|\.?$)/g;

function cells(lower: string): Map<string, number> {
  const label = lower.split(':')[0] ?? '';
  const period = /\s([a-z]{3,9}[- ]?\d{2,4}|20\d\d|q[1-4][- ]?\d{2,4}|t[1-4][- ]?\d{2,4})$/.exec(label);
  const body = period ? lower.slice(label.length - (period[1]?.length ?? 0)) : lower;
  return new Map([...body.matchAll(cell)].map((m) => [m[1] ?? '', statedNumber((m[2] ?? '').replace(/[ \u00A0\u202F]/g, ','))]));
}

export function acquisitionCostFromRows(sentences: readonly SentenceFacts[]): { value: MoneyMatch; sentence: string } | null {
  const rows = sentences.filter((s) => s.derived);
  const spend = rows.find((s) => spendRow.test(s.lower));
  const won = rows.find((s) => newRow.test(s.lower));
  if (!spend || !won) return null;
  const [spent, gained] = [cells(spend.lower), cells(won.lower)];
  const shared = [...spent.keys()].filter((k) => (gained.get(k) ?? 0) > 0);
  const latest = shared[shared.length - 1];
  if (!latest) return null;
  const unit = captionUnit(sentences.filter((s) => !s.derived && s.lower.includes('|')).slice(0, 2).map((s) => s.text));
  if (!unit) return null;
  const scale = unit.scale === 'k' ? 1e3 : unit.scale === 'M' ? 1e6 : 1;
  const amount = ((spent.get(latest) ?? 0) * scale) / (gained.get(latest) ?? 1);
  if (!(amount > 0)) return null;
  // captionUnit names only codes of the money reader's list.
  return { value: { amount, currency: unit.currency as MoneyMatch['currency'], text: '', start: 0, end: 0, period: null }, sentence: `${spend.text} ${won.text}` };
}
