/**
 * Holdings given as share counts against a total the same sentence states ('Of the 10,000,000 ordinary shares in
 * issue, AfricInvest holds 5,400,000, the two founders hold 3,100,000 between them', 'Sur les 2 000 000 actions
 * \u00e9mises, le fonds en d\u00e9tient 1 100 000'): the sentence read again with each count written as its percentage of the
 * total, so the cap-table rules that read stakes in percent read these too. Counts go through the one number reader
 * (statedNumber); a count that is not below the total, or a year, is left as written.
 */
import { statedNumber } from './layout-cells';

const count = String.raw`\d{1,3}(?:[,.\u00A0\u202F ]\d{3})+|\d{4,}`;
/** The total: 'of the 10,000,000 ordinary shares in issue', 'out of 2.5m shares outstanding', 'sur les 2 000 000 actions \u00e9mises'. */
const totalShares = new RegExp(String.raw`\b(of|out of|sur|parmi) (the |les |des )?(?<total>${count}) (ordinary |issued |voting |common )?(shares|actions|titres|parts)( ordinaires)?( (in issue|issued|outstanding|emises|en circulation))?\b`, 'i');
/** A count after the total, not followed by '%' nor read as part of a longer number. */
const laterCount = new RegExp(String.raw`(?<![\d.,])(${count})(?![\d%]|[.,]\d|\s?%)`, 'g');

/**
 * A holding given as a part of the total after it, counts or counts in millions: 'd\u00e9tient 2 millions d'actions sur 3,5
 * millions', 'holds 4.2m of the 7m shares in issue', 'owns 2,600,000 out of 4,000,000 shares'. Read as the part's
 * percentage, written in place of the pair.
 */
const scaled = String.raw`(?<![\d.,])(?:\d+(?:[.,]\d+)?\s?(?:millions?|m)\b|${count})`;
const partOfTotal = new RegExp(String.raw`(?<part>${scaled})\s((?:ordinary |preference |voting )?(?:shares|actions|titres)\s|d'actions\s|de titres\s)?(?:sur|out of|of)\s(?:the |les )?(?:(?:un |a )?total (?:de |of )|en tout )?(?<whole>${scaled})(?:\s(?:ordinary |issued )?(?:shares|actions|titres)(?:\s(?:in issue|issued|outstanding|emises|en circulation))?)?`, 'i');
const amountOf = (figure: string): number => {
  const million = /^(\d+(?:[.,]\d+)?)\s?(millions?|m)$/i.exec(figure.trim());
  return million ? statedNumber(million[1] ?? '') * 1_000_000 : statedNumber(figure);
};
function partAsStake(text: string): string | null {
  const m = partOfTotal.exec(text);
  if (!m?.groups?.part || !m.groups.whole) return null;
  // A pair of counts needs a word for shares somewhere in it: 'sur 3,5 millions' alone could be anything.
  if (!/\b(shares|actions|titres)\b|d'actions/i.test(m[0])) return null;
  const part = amountOf(m.groups.part);
  const whole = amountOf(m.groups.whole);
  if (!Number.isFinite(part) || !Number.isFinite(whole) || whole <= 0 || part >= whole) return null;
  return `${text.slice(0, m.index)}${Math.round((1000 * part) / whole) / 10}%${text.slice(m.index + m[0].length)}`;
}

/**
 * New shares subscribed against the capital the same sentence says results ('The Fund will subscribe for 6,000 new
 * shares, after which the issued share capital will be 10,000 shares', 'Le fonds souscrira 6 000 actions nouvelles ; le
 * capital sera alors composé de 10 000 actions'): the subscriber holds at least that part, written as its holding
 * ('will hold 60%'). A founder's subscription tops up shares already held, so it is left as written.
 */
const subscribed = new RegExp(String.raw`\b(?:will subscribe for|shall subscribe for|subscribes for|is to subscribe for|souscrira(?: [a\u00e0])?|souscrit(?: [a\u00e0])?)\s(?<held>${count})\s(?:(?:new|nouvelles|ordinary|ordinaires|preferred|preference|(?:series|class|cat[e\u00e9]gorie) [a-z]) ){0,2}(?:shares|actions|titres)(?: nouvelles| ordinaires| de pr[e\u00e9]f[e\u00e9]rence)?`, 'i');
const capitalAfterIssue = new RegExp(String.raw`\b(?:share capital|capital social|capital|the company)\b[^.\d]{0,30}?\b(?:will be|will comprise|will consist of|will have|will then be|will then comprise|sera (?:alors |ainsi )?(?:compos[e\u00e9]|divis[e\u00e9]|constitu[e\u00e9]|port[e\u00e9] [a\u00e0])|se composera|comprendra)\s(?:de |d'|of )?(?<total>${count})\s(?:(?:ordinary|issued|ordinaires) )?(?:shares|actions|titres)\b`, 'i');
const founderBefore = /\b(co-?founders?|founders?|fondat\w+|cofondat\w+|co-fondat\w+)\b/i;
function subscriptionAsStake(text: string): string | null {
  const m = subscribed.exec(text);
  const total = capitalAfterIssue.exec(text)?.groups?.total;
  if (!m?.groups?.held || !total || founderBefore.test(text.slice(0, m.index))) return null;
  const held = statedNumber(m.groups.held);
  const whole = statedNumber(total);
  if (!Number.isFinite(held) || !Number.isFinite(whole) || whole <= 0 || held >= whole) return null;
  const stake = Math.round((1000 * held) / whole) / 10;
  return `${text.slice(0, m.index)}${/^sousc/i.test(m[0]) ? `d\u00e9tiendra ${stake} %` : `will hold ${stake}%`}${text.slice(m.index + m[0].length)}`;
}

/** The sentence with each share count after the stated total written as a percentage of it; null when it states no total or no count. */
export function countsAsStakes(written: string): string | null {
  const subscription = subscriptionAsStake(written);
  if (subscription) return subscription;
  // A part of its total read first; the counts after a stated total, if any, then read in what remains.
  const pair = partAsStake(written);
  const text = pair ?? written;
  const total = totalShares.exec(text);
  const totalCount = total?.groups?.total;
  if (!total || !totalCount) return pair;
  const whole = statedNumber(totalCount);
  if (!Number.isFinite(whole) || whole <= 0) return pair;
  const start = total.index + total[0].length;
  let changed = false;
  const rest = text.slice(start).replace(laterCount, (figure: string) => {
    const shares = statedNumber(figure);
    if (!Number.isFinite(shares) || shares >= whole || /^(19|20)\d\d$/.test(figure)) return figure;
    changed = true;
    return `${Math.round((1000 * shares) / whole) / 10}%`;
  });
  return changed ? text.slice(0, start) + rest : pair;
}

/**
 * The company's total of shares said on its own line or sentence, apart from any holding: 'Total issued share
 * capital: 11,400,000 shares of all classes', 'There are 8,000,000 shares in issue', 'Le capital social est divis\u00e9
 * en 2 000 000 actions'. A register extract or a memo often gives it so, and each holding in a sentence of its own.
 */
const totalAlone = new RegExp(String.raw`\b(total (issued |outstanding )?(share capital|shares|number of shares|des actions|du capital|nombre d'actions)|(issued|outstanding) share capital|capital social|share capital|nombre total d'actions)\b[^.;\d]{0,40}?(?<total>${count}) (ordinary |issued |voting |common )?(shares|actions|titres|parts)\b|(?<![\d.,])(?<total2>${count}) (ordinary |issued |voting |common )?(shares|actions|titres|parts)( ordinaires)? (in issue|issued and outstanding|outstanding|emises|en circulation)\b`, 'i');
/** One holder's count in a sentence of its own: 'Zenith Growth Fund I LP holds 6,120,000 Series B preference shares', 'd\u00e9tient 620 000 actions' (the text as written, accents kept). */
const heldCount = new RegExp(String.raw`\b(holds?|owns?|held|d[eé]tien(nen)?t|poss[eè]de(nt)?|will hold|d[eé]tiendra)\s(?:about |some |environ )?(?<held>${count})\s((?:[a-z-]+ ){0,3})(shares|actions|titres|parts)\b`, 'gi');

/** The total of shares a document states once, apart from any holding, or null when it states none or two that differ. */
export function statedShareTotal(texts: readonly string[]): number | null {
  const totals = new Set<number>();
  for (const text of texts) {
    const m = totalAlone.exec(text);
    const figure = m?.groups?.total ?? m?.groups?.total2;
    const value = figure ? statedNumber(figure) : NaN;
    if (Number.isFinite(value) && value > 0) totals.add(value);
  }
  return totals.size === 1 ? [...totals][0] ?? null : null;
}

/**
 * A sentence of holdings in share counts that names no total, read against the total the document states elsewhere:
 * each count held below it written as its percentage, as countsAsStakes does within one sentence; null when none.
 */
export function countsAgainstTotal(text: string, whole: number): string | null {
  if (totalShares.test(text) || totalAlone.test(text)) return null;
  let changed = false;
  const restated = text.replace(heldCount, (clause: string, ...args: unknown[]) => {
    const groups = args[args.length - 1] as { held?: string };
    const shares = statedNumber(groups.held ?? '');
    if (!Number.isFinite(shares) || shares >= whole) return clause;
    changed = true;
    return clause.replace(groups.held ?? '', `${Math.round((1000 * shares) / whole) / 10}%`);
  });
  return changed ? restated : null;
}
