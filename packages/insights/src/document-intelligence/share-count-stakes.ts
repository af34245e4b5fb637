/**
 * Holdings given as share counts against a total the same sentence states ('Of the 10,000,000 ordinary shares in
 * issue, AfricInvest holds 5,400,000, the two founders hold 3,100,000 between them', 'Sur les 2 000 000 actions
 * émises, le fonds en détient 1 100 000'): the sentence read again with each count written as its percentage of the
 * total, so the cap-table rules that read stakes in percent read these too. Counts go through the one number reader
 * (statedNumber); a count that is not below the total, or a year, is left as written.
 */
import { statedNumber } from './layout-cells';

const count = String.raw`\d{1,3}(?:[,.\u00A0\u202F ]\d{3})+|\d{4,}`;
/** The total: 'of the 10,000,000 ordinary shares in issue', 'out of 2.5m shares outstanding', 'sur les 2 000 000 actions émises'. */
const totalShares = new RegExp(String.raw`\b(of|out of|sur|parmi) (the |les |des )?(?<total>${count}) (ordinary |issued |voting |common )?(shares|actions|titres|parts)( ordinaires)?( (in issue|issued|outstanding|emises|en circulation))?\b`, 'i');
/** A count after the total, not followed by '%' nor read as part of a longer number. */
const laterCount = new RegExp(String.raw`(?<![\d.,])(${count})(?![\d%]|[.,]\d|\s?%)`, 'g');

/** The sentence with each share count after the stated total written as a percentage of it; null when it states no total or no count. */
export function countsAsStakes(text: string): string | null {
  const total = totalShares.exec(text);
  const totalCount = total?.groups?.total;
  if (!total || !totalCount) return null;
  const whole = statedNumber(totalCount);
  if (!Number.isFinite(whole) || whole <= 0) return null;
  const start = total.index + total[0].length;
  let changed = false;
  const rest = text.slice(start).replace(laterCount, (figure: string) => {
    const shares = statedNumber(figure);
    if (!Number.isFinite(shares) || shares >= whole || /^(19|20)\d\d$/.test(figure)) return figure;
    changed = true;
    return `${Math.round((1000 * shares) / whole) / 10}%`;
  });
  return changed ? text.slice(0, start) + rest : null;
}
