/**
 * No competitor, said as the answer to a question about competitors: '> 3. Qui sont vos concurrents au Gabon ?' then
 * 'Honnêtement, nous n'en avons pas.'; 'Who do you compete with?' then 'A: None, really.'; 'Who else does this?' then 'Nobody.' The answer's pronoun ('en',
 * 'any') stands for the competitors the question named, so no sentence alone says it. An answer that goes on to name
 * one ('none directly, but Wave ...', 'aucun, sauf les banques') is none. Reads folded text.
 */
import { isHedgedAt } from './assertion';
import { answerLabelWords } from './question-answers';
import { excerpt, type SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';

// Or asks who else does it: 'Who else does this?', 'Qui d'autre propose ce service ?'.
const competitorWords = /\b(concurrents?|concurrence|competitors?|competition|compete|rivals?)\b|\bwho else (does|offers|sells|provides|is doing|is offering|is selling|runs)\b|\bqui d'autre (fait|propose|offre|vend)\b/;
/**
 * The answer's opening: an answer mark or its speaker's name, a word of candour, then the denial. A call's notes name
 * the speaker by initial and surname or first name ('K. Dossou : Il n'y en a pas.', 'Koffi: None, really.').
 */
// The splitter blanks an honorific's full stop ('M. Sarr' reads 'm  sarr').
const speaker = String.raw`(?:[a-z]\.?\s{1,2})?[a-z][a-z'-]+(?:\s[a-z]\.)?\s?:\s*`;
const noneAnswer = new RegExp(String.raw`^\W*(${answerLabelWords}|${speaker})?((honnetement|franchement|sincerement|honestly|frankly|to be honest|truthfully|a vrai dire|en fait|in fact|actually|well|eh bien)\W+)?(nous n'en avons (pas|aucun)|on n'en a pas|il n'y en a (pas|aucun)|il n'en existe (pas|aucun)|(we have|we've got|there are|there is) none|(we|there) (don't|do not|doesn't|does not) (have|exist) any|we (don't|do not) have any|(there )?(aren't|are not) any|(none|aucune?|nobody|no one|personne)(?=\s*[.,;!]|\s*$)|pas de concurrents?)\b`);
/** A competitor conceded after the denial. */
const conceded = /\b(but|except|apart from|other than|besides|mais|sauf|hormis|a part|excepte|directly|directement)\b/;

export function noCompetitorsAnswered(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const written = sentences.filter((s) => !s.derived);
  for (const [i, s] of written.entries()) {
    // A question that names competitors: cheap tests first.
    if (!s.lower.includes('?') || !competitorWords.test(s.lower)) continue;
    const answer = written[i + 1];
    if (!answer) continue;
    const m = noneAnswer.exec(answer.lower);
    if (!m || isHedgedAt(answer.lower, m.index + m[0].length - 1) || conceded.test(answer.lower)) continue;
    return {
      ruleId: 'no-competition', category: 'competition', title: 'Claims to have no competition', severity: 'medium', evidence: excerpt(answer.text), occurrences: 1,
      recommendation: 'Name the alternatives customers use today (including doing nothing) and why they switch.',
    };
  }
  return null;
}
