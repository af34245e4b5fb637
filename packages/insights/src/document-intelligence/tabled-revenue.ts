/**
 * Revenue stated only in a table whose cells carry no currency ('Compte de résultat (extrait, M FCFA)' then
 * "Chiffre d'affaires 2024 .......... 1 460"; 'Revenue (FDJ M)   205   312'), while the prose gives a customer's
 * amount in money ('les livraisons à la SONAGESS se sont élevées à 672 M FCFA en 2024', 'Anchor client: Modjo Export
 * Abattoir PLC, FDJ 142 M billed in 2024'). The customer readers set a part against a revenue written as money; this
 * module writes the table's latest actual revenue as one ('Revenue 2024: XOF 1460000000.') just after the table's
 * revenue line, so that each reader reads the part against it as it would a stated revenue. Only when no sentence
 * already writes that amount as money, the table's scale is said (in the row's label or a heading just above it) and the
 * document's amounts are in one main currency; a projection is never the revenue.
 */
import { labelScale, type FigureSeries } from './document-figures/series';
import { foldText, sentenceFacts, type SentenceFacts } from './sentence-facts';

/** A scale a heading or header says for the figures below it: "(MZN '000)", '(extrait, M FCFA)', '(en millions de FCFA)'. */
export function headingScale(line: string): number | null {
  const lower = line.toLowerCase();
  if (/'000\b|\b000s\b|\ben milliers\b/.test(lower)) return 1e3;
  if (/\ben millions?\b/.test(lower)) return 1e6;
  if (/\ben milliards?\b/.test(lower)) return 1e9;
  const inBrackets = [...lower.matchAll(/\(([^()]*)\)/g)].flatMap((m) => (m[1] ?? '').split(/[\s,]+/));
  if (inBrackets.some((w) => /^(k|thousands?|milliers)$/.test(w))) return 1e3;
  if (inBrackets.some((w) => /^(m|mn|millions?)$/.test(w))) return 1e6;
  if (inBrackets.some((w) => /^(bn|md|billions?|milliards?)$/.test(w))) return 1e9;
  return null;
}

/** The period as a revenue line writes it; a month or a compared pair is no period a customer's part is told for. */
function periodWords(point: FigureSeries['points'][number]): string | null {
  const { kind, year, index } = point.period;
  if (year === null) return null;
  if (kind === 'year') return `${year}`;
  if (kind === 'quarter') return `Q${index} ${year}`;
  if (kind === 'half') return `H${index} ${year}`;
  return null;
}

const mixedColumns = /\b(reel|actual|budget|forecast|previsions?|plan|target|objectifs?)\b|\b20\d\d\s?[pe]\b/;

/** The currency most of the document's amounts are in: the table's, since its amounts are the document's own. */
export function mainCurrency(sentences: readonly SentenceFacts[]): string | null {
  const counts = new Map<string, number>();
  for (const m of sentences.filter((s) => !s.derived).flatMap((s) => s.money)) counts.set(m.currency, (counts.get(m.currency) ?? 0) + 1);
  const ranked = [...counts].sort((a, b) => b[1] - a[1]);
  return ranked[0] && ranked[0][1] > (ranked[1]?.[1] ?? 0) ? ranked[0][0] : null;
}

/**
 * The sentences with the table's latest actual revenue written as money after its revenue line; the sentences
 * unchanged when one already states revenue in money or the table's scale or currency is unsaid.
 */
export function withTabledRevenue(text: string, sentences: readonly SentenceFacts[], series: readonly FigureSeries[]): readonly SentenceFacts[] {
  const revenue = series.find((s) => s.line === 'revenue' && !s.projected);
  const latest = revenue?.points.at(-1);
  const currency = mainCurrency(sentences);
  // Actual and planned columns in one row ('2024 réel | 2025 | 2026') that the series did not tell apart: no actual is sure.
  if (!revenue || !latest || !currency || mixedColumns.test(foldText(revenue.evidence))) return sentences;
  const lines = text.split(/\r?\n/);
  const at = lines.findIndex((l) => l.includes(revenue.label));
  // The row's label, else the heading or header a few lines above it; full figures (12,900,000) are in units already.
  const scale = labelScale(revenue.label) ?? lines.slice(Math.max(0, at - 3), at + 1).map(headingScale).find((s) => s !== null) ?? null;
  const period = periodWords(latest);
  if (at < 0 || scale === null || period === null || latest.value <= 0 || latest.value >= 1e5) return sentences;
  // A revenue the prose or a written row already states as money needs no second writing (the readers pass over derived rows).
  const amount = Math.round(latest.value * scale);
  if (sentences.some((s) => !s.derived && s.money.some((m) => m.currency === currency && Math.abs(m.amount - amount) <= amount * 0.005))) return sentences;
  // A year leads the amount as the readers take it ('Revenue 2024: ...'); a quarter's digit would stand between the
  // word and the amount, where the readers of a stated revenue allow none, so it follows in brackets.
  const written = latest.period.kind === 'year' ? `Revenue ${period}: ${currency} ${amount}.` : `Revenue: ${currency} ${amount} (${period}).`;
  const line = sentenceFacts(written)[0];
  const after = sentences.findIndex((s) => !s.derived && s.text.includes(revenue.label));
  if (!line || after < 0) return sentences;
  return [...sentences.slice(0, after + 1), line, ...sentences.slice(after + 1)];
}
