/**
 * Cash and burn said with bare figures, as a chat says them once everyone knows the currency (folded text):
 * 'j'ai regardé le compte ce matin, on est à 38 M' or 'et on a combien en banque ?' answered '300 000, avec 60 000
 * de sorties nettes par mois'; 'we've got about 40m left in the bank', 'on sort environ 9 M par semaine en net',
 * 'net burn 40k this month'. A bare figure carries a scale word ('38 M', '40k') or groups its thousands ('300 000'),
 * so it is an amount, not a count. The burn's period is a month unless the sentence says a week.
 */
import { statedNumber } from './layout-cells';
import { isModalAt } from './assertion';
import type { SentenceFacts } from './sentence-facts';

const bareFigure = /(?<![\w.,$\u20AC\u00A3\u20A6\u20B5])(\d+(?:[.,]\d+)?)\s?(k|m|mn|md|millions?|milliards?)\b(?!\s?%)|(?<![\w.,])(\d{1,3}(?:[ \u00A0\u202F]\d{3})+)(?![\d%]|[.,]\d)/g;
const scaleOf: Record<string, number> = { k: 1e3, m: 1e6, mn: 1e6, million: 1e6, millions: 1e6, md: 1e9, milliard: 1e9, milliards: 1e9 };

interface Bare { value: number; at: number; end: number }
function bareFigures(lower: string): Bare[] {
  return [...lower.matchAll(bareFigure)].map((m) => ({
    value: m[3] ? Number(m[3].replace(/[ \u00A0\u202F]/g, '')) : statedNumber(m[1] ?? '') * (scaleOf[m[2] ?? ''] ?? 1),
    at: m.index, end: m.index + m[0].length,
  }));
}

/** Money going out net: 'sorties nettes', 'on sort', 'net burn', 'we're burning', 'on brûle', 'consommation nette'. */
const outWords = /\b(net burn|burn( net| rate)?|burning|we burn|brul(e|ons|ent)|on brule|(sorties?|decaissements?) (nettes?|de tresorerie)|on sort|we('re| are)? (spending|losing) net|consommation nette|net outflows?)\b/;
const periodAfter = /^[^.;?\d]{0,30}?\b(?:(a|per|each|every|par|chaque|\/) ?(?<unit>month|mois|week|semaine)\b|(?<adj>monthly|mensuel\w*|weekly|hebdo\w*))/;
const weeksPerMonth = 52 / 12;

/** The month's net outflow a sentence states with a bare figure and its period; 0 when it states none. */
function bareBurnOf(s: SentenceFacts): number {
  if (s.money.length > 0 || s.projected) return 0;
  const out = outWords.exec(s.lower);
  if (!out || isModalAt(s.lower, out.index)) return 0;
  const outEnd = out.index + out[0].length;
  const figures = bareFigures(s.lower);
  // The figure after the words ('on sort environ 9 M par semaine'), else the one just before them that they qualify ('60 000 de sorties nettes par mois').
  const after = figures.find((f) => f.at >= outEnd && f.at - outEnd <= 30);
  const before = figures.find((f) => f.end <= out.index && /^\s?(de |d'|of |in )$/.test(s.lower.slice(f.end, out.index)));
  for (const f of [after ?? before].filter((x): x is Bare => x !== undefined)) {
    const period = periodAfter.exec(s.lower.slice(f.end)) ?? periodAfter.exec(s.lower.slice(outEnd));
    const unit = period?.groups?.unit ?? period?.groups?.adj ?? '';
    if (/^(week|semaine|weekly|hebdo)/.test(unit)) return f.value * weeksPerMonth;
    // A burn is quoted per month by convention: 'net burn 40k this month', 'burn net novembre 7 M'.
    if (period || /\b(net burn|burn)\b/.test(out[0])) return f.value;
  }
  return 0;
}

/** The first monthly burn stated with a bare figure; 0 when there is none. */
export function bareBurn(sentences: readonly SentenceFacts[]): number {
  for (const s of sentences) {
    const burn = bareBurnOf(s);
    if (burn > 0) return burn;
  }
  return 0;
}

/** The account looked at: 'le compte', 'en banque', 'in the bank', 'la tréso', 'cash'. */
const cashPlace = /\b((le|notre|the|our) (compte|account)|en banque|a la banque|in the bank|bank balance|la treso(rerie)?|cash (in hand|left|position)|cash)\b/;
const notHeld = /\b(rais(e|ed|ing)|lev(ee|er)|round|pret|loan|dette|debt|echeance|facture|invoice|commissions?|ca|revenue|sales|chiffre)\b/;
/** A question about the cash: 'on a combien en banque ?', 'how much cash do we have?', 'et la tréso ?'. */
const cashQuestion = /\b(combien|how much|what'?s)\b[^?]{0,30}\b(banque|bank|compte|account|cash|treso\w*|caisse)\b[^?]{0,20}\?|\b(la treso(rerie)?|cash|le solde)\s?\?/;
/** A message opening on a figure, after its time and sender: '[09:16] Samia : 300 000, avec ...'. */
const answerFigure = /^\W*(\[[^\]]{0,25}\]\s*)?([a-z][a-z .'-]{0,30}\s?:\s*)?(?=\d)/;

/** Cash held said with a bare figure: after the account's name in one message, or answering a question about it. */
export function bareCash(sentences: readonly SentenceFacts[]): { amount: number; sentence: SentenceFacts } | null {
  const written = sentences.filter((s) => !s.derived && !s.projected);
  for (const [i, s] of written.entries()) {
    if (s.money.length > 0) continue;
    const previous = written[i - 1];
    if (previous && cashQuestion.test(previous.lower) && answerFigure.test(s.lower)) {
      const first = bareFigures(s.lower)[0];
      if (first && first.at <= (answerFigure.exec(s.lower)?.[0].length ?? 0) && !isModalAt(s.lower, first.at)) return { amount: first.value, sentence: s };
    }
    const place = cashPlace.exec(s.lower);
    if (!place || notHeld.test(s.lower) || isModalAt(s.lower, place.index)) continue;
    const placeEnd = place.index + place[0].length;
    const figure = bareFigures(s.lower).find((f) => f.at >= placeEnd && f.at - placeEnd <= 40);
    if (figure && bareBurnOf(s) === 0) return { amount: figure.value, sentence: s };
  }
  return null;
}

/**
 * A cash-flow table's closing cash row in bare cells, its currency and scale in a caption ('13-week cash view ...,
 * GHS '000' over 'Closing cash 1,596 1,551 1,504 1,460'; '(en milliers de FCFA)' over 'Trésorerie de clôture 820 610'):
 * the last column is the cash held at the end of the table's last period.
 */
const closingRow = /^\W*(closing (cash|balance)|cash (at|at the) end( of (the )?(period|week|month))?|ending cash( balance)?|tresorerie (de cloture|de fin de periode|finale|fin de (mois|semaine|periode))|solde (de cloture|final|de fin de periode))\b[^a-z]*$/;
const codes = String.raw`(usd|eur|gbp|ghs|kes|ngn|zar|mad|egp|xof|xaf|fcfa|tnd|rwf|ugx|tzs|zmw|etb)`;
const captionScale = new RegExp(String.raw`\b${codes}\s?('000|000s|k|m|thousands?|millions?)(?![\w'])|\b(?:in |en )?('000|thousands|millions|milliers|millions)\s(?:of |de |d')?${codes}\b`);
const captionScales: Record<string, number> = { "'000": 1e3, '000s': 1e3, k: 1e3, thousand: 1e3, thousands: 1e3, milliers: 1e3, m: 1e6, million: 1e6, millions: 1e6 };
const cellFigure = /(?<![\w.,])\d{1,3}(?:,\d{3})*(?:\.\d+)?(?![\w.,])/g;

export function closingCashRow(sentences: readonly SentenceFacts[]): { amount: number; currency: string; sentence: string } | null {
  const caption = sentences.map((s) => captionScale.exec(s.lower)).find((m) => m !== null);
  if (!caption) return null;
  const code = (caption[1] ?? caption[4] ?? '').toUpperCase();
  const scale = captionScales[caption[2] ?? caption[3] ?? ''] ?? 1;
  const row = sentences.find((s) => !s.derived && !s.projected && s.money.length === 0 && closingRow.test(s.lower));
  const cells = row ? [...row.lower.matchAll(cellFigure)] : [];
  const last = cells[cells.length - 1];
  if (!row || cells.length < 2 || !last) return null;
  return { amount: Number(last[0].replace(/,/g, '')) * scale, currency: code === 'FCFA' ? 'XOF' : code, sentence: row.text };
}
