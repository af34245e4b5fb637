/**
 * The founders' stake said in the first person by a founder, of themselves and a partner together: a founder's blog
 * ('Billet de blog de Mariam Touré, cofondatrice' ... 'Serge et moi en détenons ensemble 38 %'), a founder's e-mail
 * signed 'Arnaud Ondo Mba, cofondateur et président' ('Élodie et moi détiendrions 28 % du capital à nous deux'), a
 * call's transcript whose participants name the speaker a co-founder ('H. Ebongué : ... Mon associé et moi avons 32 % à
 * nous deux'), 'so together we are at roughly 31%'. The sentence rule sees no founder word there. The writer is a founder
 * when a short line (a byline, a signature, a participants' list) gives a name a founder's title; in a transcript the
 * speaker's own label must carry that name, so an investor's 'my partner and I' is not the founders'. The figure is the
 * pair's together (a word for together, or 'of the capital'), held now or after the conversion of notes already signed
 * ('détiendrions' with no 'si'); a stake supposed ('if we raise, Serge and I would hold 30%'), past ('held', 'détenions')
 * or denied is none. Reads folded text.
 */
import { isHedgedAt, isNegatedAt } from './assertion';
import { statedNumber } from './layout-cells';
import { foldText, type SentenceFacts } from './sentence-facts';
import { lowFounderOwnershipFlag } from './founder-stake-flag';
import type { RiskFlag } from './types';

/** A name then a founder's title: 'Chidi Eze, co-founder & CEO', 'Hervé Ebongué (cofondateur, CEO)'. */
const titledFounder = /((?:\p{Lu}[\p{Ll}'-]+\s){1,3}\p{Lu}[\p{Ll}'-]+)\s?[,(]\s?(?:[Cc]o-?[Ff]ounder|[Cc]o-?[Ff]ondat|[Ff]ondat|[Ff]ounder)/gu;
/** A transcript's or chat's speaker: 'h. ebongue : ', '[09:16] aminata : '. */
const speakerLabel = /^\W*(?:\[[^\]]{1,25}\]\s*([^:[\]]{1,40}?)|[a-z]\.\s?([a-z'-]{2,20}(?:[ -][a-z'-]{2,20})?))\s?:\s/;
/** The pair, or 'we' said together, then a holding verb in the present or the conditional, then the figure. */
const pairStake = /\b(?:[a-z'-]+ et moi|[a-z'-]+ and i|together,? we|ensemble,? nous|nous deux|we both|both of us)\b[^.;%\d]{0,50}?\b(?:en )?(detenons|detiendrions|avons|aurions|possedons|gardons|conservons|sommes a|hold|own|have|are at|are on|keep|would hold|would own)\b([^.;%\d]{0,40}?)(\d+(?:[.,]\d+)?)\s?%/;
const togetherWord = /\b(ensemble|a nous deux|together|between us|combined|conjointement|jointly|du capital|of the (company|capital|shares|equity))\b/;
/** The figure is a market's, a margin's or growth, not a stake: 'Serge et moi avons 30 % de parts de marché'. */
const notStake = /^\s?(?:de (?:parts? de )?marche|of the market|market share|de marge|margin|de croissance|growth|du chiffre|of revenue)\b/;
/** 'chacun', 'each': the figure is each partner's, not the pair's together. */
const each = /^\s?(?:chacun|chacune|each)\b/;
/** A stake supposed: 'si nous levons', 'if we raise', 'en cas de'. */
const supposed = /\b(si|s'il|if|should|in case|en cas de|une fois que|once)\b/;
/** The talk is of the company's equity near the figure. */
const equityTalk = /\b(capital|actions|parts|equity|shares?|stake|cap table|actionna\w+|pacte|dilu\w+|investors?|investisseurs?|fonds|funds?|levee|round|serie|series|conversion|bsa)\b/;

function founderNames(written: readonly SentenceFacts[]): Set<string> {
  const names = new Set<string>();
  for (const s of written) {
    if (s.text.length > 200) continue;
    titledFounder.lastIndex = 0;
    for (let m = titledFounder.exec(s.text); m; m = titledFounder.exec(s.text)) for (const word of foldText(m[1] ?? '').split(/\s+/)) names.add(word);
  }
  return names;
}

export function founderPairStake(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const written = sentences.filter((s) => !s.derived);
  const founders = founderNames(written);
  if (founders.size === 0) return null;
  let speaker: string | null = null;
  for (const [i, s] of written.entries()) {
    const label = speakerLabel.exec(s.lower);
    if (label) speaker = (label[1] ?? label[2] ?? '').trim();
    // In a conversation, the one speaking must be the founder the participants or the byline name.
    if (speaker !== null && !speaker.split(/[\s-]+/).some((word) => founders.has(word))) continue;
    const m = pairStake.exec(s.lower);
    if (!m || !togetherWord.test(s.lower)) continue;
    const after = s.lower.slice(m.index + m[0].length);
    const restrictive = /\bque\b/.test(m[2] ?? '');
    if (notStake.test(after) || each.test(after) || supposed.test(s.lower.slice(0, m.index + m[0].length)) || isHedgedAt(s.lower, m.index) || (!restrictive && isNegatedAt(s.lower, m.index + m[0].length - (m[3] ?? '').length))) continue;
    if (!written.slice(Math.max(0, i - 3), i + 3).some((w) => equityTalk.test(w.lower))) continue;
    const stake = statedNumber(m[3] ?? '');
    if (stake >= 40) continue;
    return lowFounderOwnershipFlag(stake, s);
  }
  return null;
}
