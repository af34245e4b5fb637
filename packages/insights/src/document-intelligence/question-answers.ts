/**
 * Questions and their answers, as forms, due-diligence questionnaires, accelerator applications and investor
 * Q&A write them: 'What was your revenue last month? R185k.', 'Monthly net burn? Around R240k.', 'Quel est
 * votre chiffre d'affaires mensuel ? Environ 1,2 M FCFA.'. The question names what is measured and the answer
 * holds the figure, so neither sentence alone says 'revenue is R185k'. Each such pair is read a second time as
 * one statement ('What was your revenue last month: R185k.'), a derived sentence like a table row read with
 * its header.
 *
 * Only an answer that OPENS on a figure (after at most a hedge: 'around', 'about', 'environ', 'près de') is
 * joined: 'Do we have a going-concern problem? No.' and 'Why now? Because ...' stay as written, so a yes/no
 * question is never turned into an assertion. A question that asks yes or no ('Is churn above 5%? 3.2%.') is
 * not joined either: its own words ('above 5%') are the asker's, not the company's.
 */
/** What these readers need of a sentence (sentence-facts.ts's SentenceFacts has it; not imported: that module calls this one). */
type ReadSentence = { text: string; lower: string; money: readonly unknown[]; percents: readonly unknown[]; derived?: boolean };

const endsAsQuestion = /\?\s*$/;
/** A yes/no question opens on its auxiliary ('Is', 'Do you', 'Avez-vous', 'Est-ce que', 'Y a-t-il'), after its number if any ('Q12.', 'C.4', '3.2)'). */
const openingAuxiliary = /^\W*(?:[a-z]{0,3}\.?\s?\d{1,3}(?:\.\d{1,3})*[.):]?\s+)?(is|are|was|were|do|does|did|has|have|had|can|could|will|would|should|est-ce|avez|etes|y a-t-il|existe-t-il|disposez|pouvez|a-t-elle|ont-ils|sont-ils|est-il|est-elle)\b/;
/**
 * French asks yes or no by inverting its verb after the subject: 'La société a-t-elle des dettes échues ?', 'Les
 * covenants sont-ils respectés ?', 'D'anciens salariés détiennent-ils des titres ?'. A verb joined to its pronoun
 * ('-t-il', '-elle', '-ils', '-on') in a question is that form; a wh-word before it ('Quel est...', 'Pourquoi le
 * chiffre d'affaires a-t-il baissé ?') makes it a question about a fact, read as written.
 */
const invertedVerb = /\b[a-z]+-(t-)?(il|elle|ils|elles|on)\b/;
const whWord = /\b(quel(le)?s?|pourquoi|comment|combien|quand|que|qu'|lequel|laquelle)\b/;
const asksYesOrNo = (lower: string) => openingAuxiliary.test(lower) || (invertedVerb.test(lower) && !whWord.test(lower.slice(0, lower.search(invertedVerb))));
/**
 * A form's label before an answer: 'A:', 'R :', 'Answer:', 'Réponse :', 'Rép.', numbered as its question is ('R2.',
 * 'A1 :'), on the folded text. The one reading of it: every reader of a form's answers (question-denied.ts,
 * litigation-state.ts, not-flag-readings.ts, competitors-answered.ts, customer-names.ts) builds on `answerLabelWords`.
 * A rand amount is no numbered label ('R15.5m', 'R12-15k'): a number's mark is never followed by a digit.
 */
const answerLabelName = String.raw`(?:r|a|answer|reponse|rep)`;
export const answerLabelWords = String.raw`${answerLabelName}(?:\d{1,2}\s?[.:)-](?!\d)|\s?[.:)-])\s*`;
export const answerLabel = new RegExp(String.raw`^\W*${answerLabelWords}`);
/** An answer's label left alone when the splitter cut it from its answer ('R4.' then 'Aucune procédure en cours.'), its mark maybe dropped ('R4'). */
export const answerLabelOnly = new RegExp(String.raw`^\W*${answerLabelName}\d{0,2}\s?[.:)-]?\s*$`);
/** The answer opens on a figure, maybe after its label and a hedge word: a currency sign or code, or a digit. */
const opensOnFigure = /^\W{0,2}(?:(?:around|about|approximately|approx\.?|roughly|nearly|close to|some|environ|pres de|quelque|autour de|a peu pres)\s+)?(?:[a-z]{1,3}\s?)?[$\u20A6\u20AC\u00A3\u20B5]?\s?\d/;
const maxAnswerLength = 160;

export function answeredQuestions<S extends ReadSentence>(written: readonly S[], facts: (sentence: string) => S): S[] {
  const out: S[] = [];
  for (let i = 1; i < written.length; i += 1) {
    const question = written[i - 1];
    const answer = written[i];
    if (!question || !answer || question.derived || !endsAsQuestion.test(question.lower) || asksYesOrNo(question.lower)) continue;
    const label = answerLabel.exec(answer.lower)?.[0].length ?? 0;
    if (answer.lower.length > maxAnswerLength || (answer.money.length === 0 && answer.percents.length === 0) || !opensOnFigure.test(answer.lower.slice(label))) continue;
    out.push({ ...facts(`${question.text.replace(/\s*\?\s*$/, '')}: ${answer.text.slice(label)}`), derived: true });
  }
  return out;
}

/**
 * A yes/no question asserts nothing: 'Is your runway under 6 months?', 'Has any founder left?', 'Y a-t-il un
 * litige en cours ?' name a flag only as the asker's hypothesis, so they are not read for flags or figures,
 * like a hedged clause. Unless the next sentence answers yes ('Yes, in March.', 'Oui.'): then the question is
 * what the company affirms, and it is read as written. A wh-question ('Why did revenue fall 30%?') is read as
 * written too: it presupposes its fact.
 */
// The answer may carry its form's label first: 'R. Oui.', 'A: Yes', 'Answer: yes', 'Réponse : oui'.
const answersYes = (lower: string) => /^\W*(yes|yep|oui|affirmative|correct|indeed|en effet)\b/.test(lower.slice(answerLabel.exec(lower)?.[0].length ?? 0));

export function withoutOpenQuestions<S extends ReadSentence>(sentences: readonly S[]): S[] {
  // A layout reader's copy of a question (' 5.1 Existe-t-il des litiges en cours ?') asks as the question does.
  return sentences.filter((s, i) => !endsAsQuestion.test(s.lower) || !asksYesOrNo(s.lower) || (!s.derived && answersYes(sentences[i + 1]?.lower ?? '')));
}
