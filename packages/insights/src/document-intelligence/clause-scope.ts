/**
 * What a sentence asserts, clause by clause, for every rule class at once (decision 0036, amendment of
 * 2026-11-27: negation, modality and time for every class). A sentence
 * is cut into clauses at ';', ', ' and 'but / mais'; a clause that does not state a present fact is blanked
 * (replaced by spaces, so positions hold) before the rules read the sentence:
 * - a hypothesis: 'if / si / unless / en cas de', or a conditional or possible verb ('could', 'would',
 *   not 'could not', which states what did not happen,
 *   'might', 'may', 'pourrait', 'risque de', French '-rait' forms): 'If fertiliser prices doubled, our
 *   gross margin could turn negative';
 * - an expectation or a plan: 'expects to', 'plans to', 'intends to', 'envisage de', 'prévoit de'
 *   ('We expect to breach the leverage covenant'), and its denial ('we do not expect ... tenfold');
 * - a state the sentence says is over: a clause dated earlier than a later clause that says what holds
 *   now ('messy in 2022 ...; reconciled in 2023 and now clean', 'certifiés avec réserve en 2022 ; sans
 *   réserve en 2024').
 * Each rule says which of these apply to it (`SentenceRule.assertion`): projections are expectations by
 * nature, a departure may be announced, a runway read under 'if we do not raise' is the status quo's.
 */
import { parseMoney, parsePercents } from './money';
import { fractionPercents } from './number-words';
import type { SentenceFacts } from './sentence-facts';

/**
 * Which clauses a rule reads. 'state': no hypothesis, expectation or state said to be over. 'figure': no
 * hypothesis (the rule reads its figures in time order itself). 'dated': no state said to be over (a
 * going-concern note is worded as a possibility: 'may cast significant doubt'). 'projection': only a denied
 * expectation is left out. 'self': every clause (the rule reads its own scope).
 */
export type AssertionScope = 'state' | 'figure' | 'dated' | 'projection' | 'self';

// A cause is its own clause: 'margin fell to 31% because prices rose faster than we could reprice' keeps its fall.
// A second verb joined by 'and' that opens on a modal is its own clause: 'Equator holds 56% and may appoint three directors' states the 56%.
// A colon that opens an explanation ends a clause: 'the FY2024 accounts have not been audited: management expects to
// appoint an auditor after the round' keeps its fact.
const clauseBreak = /;|,\s|\s?:\s|\s(but|mais|whereas|alors que|tandis que|because|parce que|puisque)\s|\s(and|et)\s(?=(may|might|could|would|should|pourr\w+)\b)/g;
// 'could not be verified' and 'in May' are facts; the '-rait' forms are French conditionals ('retrait', 'extrait' are nouns).
// 'whether / if' after 'know', 'unclear' and the like asks a question ('we do not know if the regulator will ...',
// 'on ne sait pas encore si l'ARCEP ...'): an indirect question, not a supposition.
// 'Key facts the board should note: ...', 'what investors should know': a lead that points at facts, not a supposition.
const hypothesis = /\b((?<!\b(know|knows|known|sure|certain|unclear|uncertain|ask|asked|decide|decided|determine|clear) )if|unless|should(?! (note|know|be aware|bear in mind|keep in mind)\b)|could(?! not)|would(?! not)|might|(?<!in )may(?! \d| (19|20)\d\d)|(?<!\b(sait|savons|savent|savoir|ignore|ignorons|ignorent|demande|demandons|determiner|verifier|decider|incertain|clair|encore|pas) )si|s'il|sauf si|a moins que|en cas d[e']|pourr\w+|risqu\w+ de|(?!(?:retrait|portrait|attrait|extrait|abstrait|distrait)\b)\w{3,}(rait|raient))\b/;
// A plan a customer is on ('selling solar on a pay-by-the-day plan to households') is a noun, no intention.
const expectation = /\b(expects? to|expected to|(?<!\b(on|under) (a|an|the|our|their|its) ([a-z-]+ ){0,2})plans? to|planning to|intends? to|aims? to|hopes? to|anticipates?|envisag\w+|prevoi\w* de|prevoyons de|projette de|compt\w+ (de )?\w+er\b|a l'intention de)\b/;
const deniedExpectation = /\b((do|does|did) not|don't|doesn't|never) (expect|plan|forecast|project|anticipate|intend|aim)|\bn[e'] ?(prevoy\w+|envisag\w+|vis\w+|compt\w+|anticip\w+) (pas|jamais)\b/;
/**
 * An indirect question's own verbs are what is asked, not a supposition of the sentence: 'it is not yet clear whether
 * patient records may be hosted abroad', 'nul ne sait si l'activité pourra continuer'. The clause states the doubt.
 */
const indirectQuestion = /\b(unclear|not (yet )?(clear|known|certain|decided)|uncertain|(do|does|did) not (yet )?know|cannot (yet )?(tell|say)|(has|have) not (yet )?(said|specified|clarified|decided)|ne sa(it|is|vons|vent) pas|ignor(e|ons|ent)|n'(a|ont) pas (encore )?(precise|indique|tranche|decide)|incertain)\b[^;]{0,20}\b(whether|if|si|s'il)\b/;
const yearIn = /(?<!\d)(19|20)\d\d(?!\d)/g;
const holdsNow = /\b(now|today|currently|since|no longer|removed|resolved|reconciled|cleared|settled|lifted|repaid|clean|unqualified|up to date|desormais|aujourd'hui|actuellement|depuis|levee?s?|reglee?s?|sans reserve|a jour|apuree?s?|rapprochee?)\b/;
const marker = /\b(competitors?|rivals?|concurrente?s?|if|unless|should|could|would|might|may|si|s'il|sauf|moins|cas|pourr\w+|risqu\w+|\w{3,}raient|(?!(?:retrait|portrait|attrait|extrait|abstrait|distrait)\b)\w{3,}rait|expect\w*|plan\w*|intend\w*|aim\w*|hope\w*|anticipat\w+|envisag\w+|prevo\w+|projette|compt\w+|intention)\b|(19|20)\d\d\D+(19|20)\d\d/;

interface Clause { start: number; end: number; text: string; years: number[] }

function clausesOf(lower: string): Clause[] {
  const out: Clause[] = [];
  let start = 0;
  clauseBreak.lastIndex = 0;
  for (let m = clauseBreak.exec(lower); ; m = clauseBreak.exec(lower)) {
    const end = m ? m.index : lower.length;
    const text = lower.slice(start, end);
    out.push({ start, end, text, years: [...text.matchAll(yearIn)].map((y) => Number(y[0])) });
    if (!m) break;
    start = m.index + m[0].length;
  }
  return out;
}

/**
 * A competitor's own clause: 'Unlike our two largest competitors, whose sales fell by about 20% last year, we grew
 * revenue by 35%', 'contrairement à nos concurrents, dont les ventes ont reculé'. The relative clause after a competitor
 * tells its news, not the company's (other-company.ts reads a sentence wholly about another company).
 */
const endsOnCompetitor = /\b(competitors?|rivals?|concurrente?s?)\s*$/;
const relativeOpening = /^\s*(whose|which|who|dont|qui|lesquels|lesquelles)\b/;
const competitorsClause = (clauses: readonly Clause[], i: number) => relativeOpening.test(clauses[i]?.text ?? '') && endsOnCompetitor.test(clauses[i - 1]?.text ?? '');

function blankedRanges(lower: string, scope: AssertionScope): Clause[] {
  const clauses = clausesOf(lower);
  const latestYear = Math.max(0, ...clauses.flatMap((c) => c.years));
  const laterNow = (i: number) => clauses.slice(i + 1).some((c) => holdsNow.test(c.text) && (c.years.length === 0 || Math.max(...c.years) === latestYear));
  // The question runs on past an aside, to the sentence's end or a semicolon: 'nous ignorons si notre modèle, adossé à
  // une banque, restera autorisé ou s'il faudra ...' asks all of it.
  const asked = clauses.findIndex((c) => indirectQuestion.test(c.text));
  const stillAsked = (i: number) => asked >= 0 && i > asked && !lower.slice(clauses[asked]?.end ?? 0, clauses[i]?.start ?? 0).includes(';');
  return clauses.filter((c, i) => {
    if (deniedExpectation.test(c.text) || competitorsClause(clauses, i)) return true;
    if (scope === 'projection') return false;
    if (scope !== 'dated' && hypothesis.test(c.text) && !indirectQuestion.test(c.text) && !stillAsked(i)) return true;
    if (scope === 'state' && expectation.test(c.text)) return true;
    return (scope === 'state' || scope === 'dated') && c.years.length > 0 && Math.max(...c.years) < latestYear && laterNow(i);
  });
}

const blank = (text: string, ranges: readonly Clause[]) => {
  let out = text;
  for (const r of ranges) out = out.slice(0, r.start) + ' '.repeat(r.end - r.start) + out.slice(r.end);
  return out;
};

const cache = new WeakMap<SentenceFacts, Map<AssertionScope, SentenceFacts>>();
/** Sentences with no marker: every rule asks, so the marker is tested once a sentence, not once a rule. */
const unmarked = new WeakSet<SentenceFacts>();

/** The sentence as a rule of `scope` reads it: the same facts when every clause asserts, else with the others blanked. */
export function assertedFacts(sentence: SentenceFacts, scope: AssertionScope): SentenceFacts {
  if (scope === 'self' || unmarked.has(sentence)) return sentence;
  let byScope = cache.get(sentence);
  if (!byScope) {
    if (!marker.test(sentence.lower)) { unmarked.add(sentence); return sentence; }
    byScope = new Map();
    cache.set(sentence, byScope);
  }
  const known = byScope.get(scope);
  if (known) return known;
  const ranges = blankedRanges(sentence.lower, scope);
  let facts = sentence;
  if (ranges.length > 0) {
    const text = blank(sentence.text, ranges);
    const lower = blank(sentence.lower, ranges);
    facts = { ...sentence, text, lower, money: parseMoney(text, sentence.signCountry), percents: [...parsePercents(text), ...fractionPercents(lower)] };
  }
  byScope.set(scope, facts);
  return facts;
}
