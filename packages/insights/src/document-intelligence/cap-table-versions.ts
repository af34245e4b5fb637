/**
 * A cap table's sources said to disagree in the lines after it is named, as a chat or a memo says it with no cap-table
 * word in the line itself: 'le fonds veut la cap table propre' then 'on a trois versions excel qui disent pas la même
 * chose'; 'lawyers want the cap table by Friday' then 'Carta says 1,340,221 shares, the filing says 1,200,000 and my
 * sheet says 1,412,000'. Versions (or a workbook's tabs) that do not say the same thing or agree, two sources that give
 * different share counts, or the table called not reconciled by a pronoun, in the sentence naming the cap table or one
 * of the next three written ones. Same counts, or a denial, raise nothing.
 * Reads folded text.
 */
import { assertedMatch } from './assertion';
import { statedNumber } from './layout-cells';
import type { SentenceFacts } from './sentence-facts';

const capTableNamed = /\b(cap(itali[sz]ation)? tables?|table de capitalisation|tableau de capitalisation|(share|quota|members'?|shareholders'?) registers?|registers? of (members|shareholders|quota-?holders)|investor schedule|registre des (titres|actionnaires|associes|parts|mouvements de titres)|carta|shareholding( table)?|actionnariat)\b/;
/** 'trois versions excel qui disent pas la même chose', 'three spreadsheets that don't show the same numbers'. */
// Or tabs of one workbook that do not agree: 'the one in the data room has three tabs and they don't agree', 'trois onglets qui ne concordent pas'.
const versionsDiffer = /\b(two|three|four|several|multiple|\d|deux|trois|quatre|plusieurs) (different |differentes )?(versions|copies|spreadsheets?|sheets|tabs|fichiers|tableaux|excels?|onglets|feuilles)\b[^.;]{0,40}\b((ne )?(disent|donnent|racontent|affichent|montrent) pas (la meme chose|les memes (chiffres|nombres|totaux))|(don't|do not|never) (say|show|give) the same( thing| numbers?| figures?| totals?)?|(say|show|give) different (things|numbers|figures|totals)|(they|which|that) (don't|do not|never|did not|didn't) (agree|match|tally|reconcile)|(qui|ils|elles) ne (concordent|correspondent|collent|s'accordent) pas)\b/;
/**
 * The cap table just named, answered by a pronoun that says it is not reconciled: 'can we get a cap table we can rely
 * on?' then 'Honestly, it isn't reconciled.', 'la table de capitalisation ?' then 'Franchement, elle n'est pas à jour.'
 * The pronoun opens its clause (after a speaker's name or a word of candour), so 'it' is the table the line before named.
 */
const pronounNotReconciled = /(?:^|[:;,]\s?)\W*(?:(?:honestly|frankly|to be honest|well|no|sadly|franchement|honnetement|bon|non|helas)\s?,?\s)?(it|this one|that one|elle|celle-ci|ca)\s(isn't|is not|wasn't|was not|hasn't been|has not been|has never been|was never|n'est pas|n'a (pas|jamais) ete|n'est toujours pas)\s(yet |fully |encore |totalement |entierement )?(reconciled|up to date|reconciliee|rapprochee|a jour)\b/;
/**
 * The records just named, taken up by a pronoun or by their difference, said not to agree or not settled: 'They differ by
 * 4 200 shares ...; we have not yet been able to reconcile them', 'They do not tell the same story', 'I could not make the two agree', 'The two do not agree and we have not yet traced the
 * difference', "L'écart de 3 400 actions n'a pas pu être rapproché à ce jour", 'la société n'a pas été en mesure
 * d'expliquer l'écart'. The subject opens its clause, so it is the records of the line before.
 */
const recordsTakenUp = /(?:^|[:;]\s?)\W*(they|the two|both|these two|ils|elles|les deux)\s(differ|disagree|diverge|(do not|don't) (yet )?(agree|match|tally|tell the same story)|ne (concordent|correspondent) pas|divergent|different)\b|\b(not (yet )?(been )?able to|unable to|cannot|could not|can't|couldn't) (reconcile (them|the two|both)|make (them|the two|both) (agree|match|tally))\b|(?:^|[:;,]\s?)\W*(the|this|that|l')\s?([\d,.\u00A0\u202F ]+ (shares? )?)?(difference|gap|discrepancy|ecart)\b[^.;]{0,80}? (has not|have not|had not|was not|is not|n'a pas|n'a toujours pas|n'est pas) (yet |encore )?(been |pu etre |ete |pu )?(reconciled|explained|traced|resolved|accounted for|rapproche|explique|reconcilie|resolu)e?\b|\b(not (yet )?(been )?able to|unable to|cannot|could not) (explain|trace|account for) the (difference|gap|discrepancy)\b|\bn'(a|ont) pas (ete en mesure d'|pu )(expliquer|rapprocher|reconcilier) l'ecart\b/;
/** A source giving a count: 'Carta says 1,340,221 shares', 'le registre indique 12 000'. */
const sourceSays = /\b(says|shows|gives|dit|indique|affiche|donne)\s+(\d{1,3}(?:[,.\u00A0\u202F ]\d{3})+|\d{3,})\b/g;
const shareWords = /\b(shares|actions|titres|parts)\b/;

/** Two sources in the sentence give different share counts. */
function countsDiffer(lower: string): boolean {
  if (!shareWords.test(lower)) return false;
  const counts = new Set([...lower.matchAll(sourceSays)].map((m) => statedNumber(m[2] ?? '')));
  return counts.size >= 2;
}

/**
 * An aside set off by dashes names the versions and is no part of what is said of them: 'three spreadsheets — one from
 * our first lawyer, one from our finance team — and they don't agree', 'trois fichiers – celui du notaire, le nôtre – qui ne concordent pas'.
 */
const withoutDashAsides = (lower: string) => lower.replace(/\s[\u2013\u2014]\s[^\u2013\u2014.;]{1,120}?\s[\u2013\u2014]\s/g, ' ');

/** The sentence after a mention of the cap table that says its sources disagree; null when none. */
export function capTableSourcesDisagree(sentences: readonly SentenceFacts[]): SentenceFacts | null {
  const written = sentences.filter((s) => !s.derived);
  for (const [i, s] of written.entries()) {
    if (!capTableNamed.test(s.lower)) continue;
    const said = written.slice(i, i + 4).find((near) => assertedMatch(withoutDashAsides(near.lower), versionsDiffer, false) !== null || (countsDiffer(near.lower) && assertedMatch(near.lower, sourceSays, false) !== null) || pronounNotReconciled.test(near.lower) || (near !== s && assertedMatch(near.lower, recordsTakenUp, false) !== null));
    if (said) return said;
  }
  return null;
}
