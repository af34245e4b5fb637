/**
 * Churn from counts rather than a rate (folded text): customers at the start of a period (or the base it opened
 * with: 'we started 2024 with 1,000 paying shops') and those lost in it, in a table row or a sentence. 'January: Subscribers at start 4,000, Cancellations 260' (6.5% that
 * month), 'Sur 800 abonnés au 1er janvier, 60 ont résilié au cours du mois' (7.5%). The period is a month
 * when the text names a month or says 'month'/'mois', a year when it says 'year'/'an'; with neither,
 * no rate is read.
 */
const people = String.raw`(subscribers?|customers?|clients?|users?|members?|accounts?|merchants?|schools?|shops?|stores?|outlets?|clinics?|pharmacies|restaurants?|farmers?|retailers?|abonnes?|utilisateurs?|membres?|comptes?|marchands?|boutiques?|magasins?|cliniques?|commercants?|agriculteurs?|ecoles?|points de vente)`;
const number = String.raw`(\d{1,3}(?:[, \u00A0\u202F]\d{3})+|\d+)`;
/** The base: 'subscribers at start 4,000', 'customers at the start of the month: 800', 'sur 800 abonnés', '800 abonnés au 1er janvier'. */
const baseAfter = new RegExp(String.raw`\b${people}( (at|au) (the )?(start|beginning|debut|opening)( of (the )?(month|period|year|quarter))?| opening| (au|at) 1er \w+)?\s?:?\s${number}\b`);
const baseBefore = new RegExp(String.raw`\b(sur|of|out of|from) (the |les |nos |our )?${number} ${people}\b`);
/** The base a period opened with: 'We started 2024 with 1,000 paying shops', 'commencé l'année avec 1 200 boutiques abonnées'. */
const baseOpened = new RegExp(String.raw`\b(started|began|opened|entered|commence\w*|debute\w*|demarre\w*|entame\w*)\b[^.;]{0,25}\b(with|avec) ${number} ([a-z]+ )?${people}\b`);
/** The lost: 'cancellations 260', 'churned: 45', '60 ont résilié', '45 cancelled', 'résiliations 58'. */
const lostAfter = new RegExp(String.raw`\b(cancell?ations?|churned|lost|cancell?ed|departures|resiliations?|desabonnements?|departs|perdu|perdus)\s?:?\s${number}\b`);
const lostBefore = new RegExp(String.raw`\b${number} (of them |d'entre eux )?(have |ont |had )?(cancell?ed|churned|left|resilie\w*|ont resilie|sont partis|se sont desabonnes|stopped paying|quit)\b`);
const monthly = /\b(month|monthly|mois|mensuel\w*|january|february|march|april|june|july|august|september|october|november|december|janvier|fevrier|mars|avril|juin|juillet|aout|septembre|octobre|novembre|decembre)\b/;
const yearly = /\b(year|annual|annuel\w*|an|annee)\b/;
const twelveMonths = /\b(12|twelve|douze) (months|mois)\b/;

const toNumber = (written: string) => Number(written.replace(/[, \u00A0\u202F]/g, ''));

/** The share lost of those at the start, with its period; null when the sentence gives no such pair. */
export function churnFromCounts(lower: string): { percent: number; period: 'month' | 'year'; at: number } | null {
  const opened = baseOpened.exec(lower);
  const base = opened ? null : baseAfter.exec(lower);
  const baseFirst = opened || base ? null : baseBefore.exec(lower);
  const lost = lostAfter.exec(lower) ?? lostBefore.exec(lower);
  if ((!opened && !base && !baseFirst) || !lost) return null;
  const start = toNumber(opened ? opened[3] ?? '' : base ? base[base.length - 1] ?? '' : baseFirst?.[3] ?? '');
  const gone = toNumber(lostAfter.test(lower) ? lost[2] ?? '' : lost[1] ?? '');
  if (!(start > 0) || !(gone > 0) || gone >= start) return null;
  // 'in twelve months', 'sur 12 mois' is a year.
  // A base a year opened with ('started 2025 with ...', 'commencé l'année avec ...') is counted over that year, whatever month ends it.
  const openedYear = opened !== null && /(?<!\d)20\d\d(?!\d)|\b(the year|this year|l'annee|cette annee)\b/.test(opened[0]);
  const period = openedYear || twelveMonths.test(lower) ? 'year' : monthly.test(lower) ? 'month' : yearly.test(lower) ? 'year' : null;
  return period ? { percent: (100 * gone) / start, period, at: Math.min(opened?.index ?? base?.index ?? baseFirst?.index ?? 0, lost.index) } : null;
}
