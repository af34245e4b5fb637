/**
 * A cap table's sources said to disagree in the lines after it is named, as a chat or a memo says it with no cap-table
 * word in the line itself: 'le fonds veut la cap table propre' then 'on a trois versions excel qui disent pas la même
 * chose'; 'lawyers want the cap table by Friday' then 'Carta says 1,340,221 shares, the filing says 1,200,000 and my
 * sheet says 1,412,000'. Versions that do not say the same thing, or two sources that give different share counts, in
 * the sentence naming the cap table or one of the next three written ones. Same counts, or a denial, raise nothing.
 * Reads folded text.
 */
import { assertedMatch } from './assertion';
import { statedNumber } from './layout-cells';
import type { SentenceFacts } from './sentence-facts';

const capTableNamed = /\b(cap(itali[sz]ation)? tables?|table de capitalisation|tableau de capitalisation|share register|registre des (titres|actionnaires|associes|mouvements de titres)|carta|shareholding table)\b/;
/** 'trois versions excel qui disent pas la même chose', 'three spreadsheets that don't show the same numbers'. */
const versionsDiffer = /\b(two|three|four|several|multiple|\d|deux|trois|quatre|plusieurs) (different |differentes )?(versions|copies|spreadsheets?|sheets|fichiers|tableaux|excels?)\b[^.;]{0,40}\b((ne )?(disent|donnent|racontent|affichent|montrent) pas (la meme chose|les memes (chiffres|nombres|totaux))|(don't|do not|never) (say|show|give) the same( thing| numbers?| figures?| totals?)?|(say|show|give) different (things|numbers|figures|totals))\b/;
/** A source giving a count: 'Carta says 1,340,221 shares', 'le registre indique 12 000'. */
const sourceSays = /\b(says|shows|gives|dit|indique|affiche|donne)\s+(\d{1,3}(?:[,.\u00A0\u202F ]\d{3})+|\d{3,})\b/g;
const shareWords = /\b(shares|actions|titres|parts)\b/;

/** Two sources in the sentence give different share counts. */
function countsDiffer(lower: string): boolean {
  if (!shareWords.test(lower)) return false;
  const counts = new Set([...lower.matchAll(sourceSays)].map((m) => statedNumber(m[2] ?? '')));
  return counts.size >= 2;
}

/** The sentence after a mention of the cap table that says its sources disagree; null when none. */
export function capTableSourcesDisagree(sentences: readonly SentenceFacts[]): SentenceFacts | null {
  const written = sentences.filter((s) => !s.derived);
  for (const [i, s] of written.entries()) {
    if (!capTableNamed.test(s.lower)) continue;
    const said = written.slice(i, i + 4).find((near) => assertedMatch(near.lower, versionsDiffer, false) !== null || (countsDiffer(near.lower) && assertedMatch(near.lower, sourceSays, false) !== null));
    if (said) return said;
  }
  return null;
}
