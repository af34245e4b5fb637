/**
 * A form's question answered no, in its own line ('Litigation: none', 'Any sanction? No.') or on the line after it: 'D1. Pending or threatened litigation?' then 'None pending.',
 * 'Related-party transactions?' then 'None. No director...', 'Q2. La société a-t-elle des conventions réglementées ?'
 * then 'R2. Néant.', 'Any regulatory sanction?' then 'A: No, never.' The question names a risk only to ask about it,
 * and its answer denies it: the question is no flag. The answer is read on its own, so 'No, but a supplier has
 * threatened to sue' still flags from its own words. Reads folded text (lower case, no accents).
 */
import { answerLabelOnly, answerLabelWords } from './question-answers';
import type { SentenceFacts } from './sentence-facts';

/** A form's answer of nothing: 'Pending or threatened litigation: none.', 'Related-party contracts: nil', 'Litiges : néant.', its answer quoted or not ('Conventions : « Néant.'). */
// A form's question answered no in the same line: 'Has the company been sanctioned by any regulator? No.'
// A checklist may set its answer after a spaced dash instead of a colon: 'Litigation, current or threatened — None.',
// 'Any claim, current or threatened? — No.', 'Litiges en cours – Néant.' (a hyphen inside a word, 'non-compete', is no separator);
// a table's row sets it in the next cell: '4 | Do any former employees hold shares? | No.', '2;Des conventions ont-elles été conclues ?;Non.'.
const answerMark = String.raw`(?::|\s[-\u2013\u2014])`;
const noneLabelled = new RegExp(String.raw`^[^:]{1,80}${answerMark}\s*[\u00ab"\u201c']?\s*(none|nil|n\/a|no|non|neant|aucune?|nothing|not applicable|sans objet)\s*[.;]?\s*[\u00bb"\u201d']?$|^[^?]{1,160}\?\s*(?:[-\u2013\u2014|;]\s*)?(none|nil|no|non|neant|aucune?|nothing|never|jamais)\s*[.;]?$`);
/**
 * A table's row read again with its header ('Item: 4, Question: Do any former employees hold shares?, Answer: No. One
 * adviser's options lapsed ...', or a semicolon export's header joined to its first row, '...détiennent-ils des titres ?;Non.
 * Aucun associé ...'): the answer opens on its denial and a stop; what follows it is read in the written row.
 */
const rowDenied = /^[^?]{1,200}\?[,;|]?\s*(?:[a-z' ]{1,20}:\s*)?(none|no|non|neant|aucune?|nil)\s*[.;](\s|$)/;
export const answeredNone = (s: SentenceFacts) => noneLabelled.test(s.lower) || (s.derived === true && rowDenied.test(s.lower));

/** A question: the sentence closes on its question mark. */
const question = /\?\s*$/;
/**
 * An answer whose first clause is a denial of a word or three: 'None pending.', 'Non.', 'Néant.', 'A: No known
 * claims.', 'R1 : Aucune.', 'Nil', 'Not applicable.' A longer first clause ('No director or shareholder supplies...')
 * still opens on its denial.
 */
const denial = new RegExp(String.raw`^\W*(?:${answerLabelWords})?(none|nil|no|non|neant|aucune?|nothing|never|jamais|not applicable|n\/a|sans objet)\b(?![-'])`);

/** Each written question whose next written sentence answers it with a denial, skipping a label the splitter cut from its answer (question-answers.ts). */
export function questionsAnsweredNo(sentences: readonly SentenceFacts[]): SentenceFacts[] {
  const written = sentences.filter((s) => !s.derived);
  const answerAfter = (i: number) => (answerLabelOnly.test(written[i + 1]?.lower ?? '') ? written[i + 2] : written[i + 1]);
  return written.filter((s, i) => question.test(s.lower) && denial.test(answerAfter(i)?.lower ?? ''));
}
