/**
 * Figures inside a sentence filled in English ("A raise of $193.5K sits at…", "12,000 users") arrive as
 * English text. When a sentence is traced back to its template (template-match.ts), each value that is
 * a figure is rewritten as French writes it (193,5 k $US, 12 000, 14,5 %); anything else, a year or a
 * name, is left to the catalogs. Only the forms the engines write are read: `formatUsd`'s $…K/M/B,
 * grouped or decimal numbers, and percentages.
 */
import { formatCompactAmount } from '../money-display';

const money = /^(-)?\$(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?([KMB])?$/;
const percent = /^(-?\d+)(?:\.(\d+))?%$/;
const grouped = /^(-?\d{1,3}(?:,\d{3})+|-?\d+)\.(\d+)$|^(-?\d{1,3}(?:,\d{3})+)$/;

const number = (text: string) => Number(text.replace(/,/g, ''));

export function frenchFigure(text: string): string | undefined {
  const m = money.exec(text);
  if (m) {
    const [, minus = '', whole = '', decimals = '', suffix] = m;
    // The same figure in the one spelling of money-display.ts, in French: '193,5 k $US', '1 500 $US'.
    const figure = number(`${minus}${whole}.${decimals || '0'}`);
    return formatCompactAmount(figure, (suffix as 'K' | 'M' | 'B' | undefined) ?? null, 'USD', { fractionDigits: decimals.length, locale: 'fr' });
  }
  const p = percent.exec(text);
  if (p) {
    const digits = (p[2] ?? '').length;
    return new Intl.NumberFormat('fr-FR', { style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(number(`${p[1]}.${p[2] ?? '0'}`) / 100);
  }
  const g = grouped.exec(text);
  if (g) {
    const digits = (g[2] ?? '').length;
    return new Intl.NumberFormat('fr-FR', { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(number(g[3] ?? `${g[1]}.${g[2]}`));
  }
  return undefined;
}
