/**
 * What a legal document says of the company's audit (red-flags.ts reads it for legal documents only): the statements
 * named as never audited, an opinion said modified or not given, or the audit's own state said with a verb, as facts and
 * not as a report the document asks for. Reads folded text.
 */
import { assertedMatch } from './assertion';
import { auditModified, statementsNotAudited } from './red-flag-rules';
import { excerpt, type SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';
import { auditNotYetDone } from './unaudited-wording';

/**
 * The audit's own state said with a verb ('the audit has not started', 'these have not been audited', 'n'ont pas fait
 * l'objet d'un audit'); the bare adjective ('these accounts are unaudited') is left to the statement rule, since a legal
 * text uses it for the reports it asks for.
 */
// The audit's work may be named ('audit fieldwork not yet started').
const auditNotDone = /\baudit (fieldwork |work )?(is |has )?(not yet|still not|not) (been )?(complete|completed|finished|started)\b|\b(not|never) (yet )?(been )?audited\b|\bn'(ont|a) (pas|jamais) (encore )?(ete (audite|certifie)e?s?|fait l'objet d'(un audit|une certification))\b|\b(have|has) not (yet )?been subject(ed)? to (an |any )?audit\b/;
// 'shall deliver unaudited quarterly accounts', 'la société s'engage à remettre des comptes non audités': an obligation, not a fact.
const auditObligation = /\b(shall|must|undertakes? to|agrees? to|will (deliver|provide|furnish|send|supply)|is to (deliver|provide)|s'engage\w* a|doit|doivent|devra|devront)\b/;

/**
 * A legal document (a due-diligence note) that says the financial statements were not audited: the audit rule reads
 * decks, plans and statements only, since a term sheet's 'unaudited quarterly accounts' asks for a report; here only
 * the fact said outright counts.
 */
export function unauditedInLegalText(sentences: readonly SentenceFacts[]): RiskFlag | null {
  // Besides the statements named as unaudited, an opinion said modified or not given ('the auditor's report contains a
  // qualified opinion', 'we will not be in a position to issue an opinion') and the audit's own state ('the audit has
  // not started', 'these have not been audited'), said as facts of this company's accounts.
  const said = sentences.find((s) => assertedMatch(s.lower, statementsNotAudited) || (!s.derived && !auditObligation.test(s.lower) && ((assertedMatch(s.lower, auditModified) ?? assertedMatch(s.lower, auditNotDone)) !== null || auditNotYetDone(s.lower))));
  return said ? {
    ruleId: 'audit-opinion', category: 'financial-health', title: 'Accounts are unaudited or the audit opinion is modified', severity: 'low', evidence: excerpt(said.text), occurrences: 1,
    recommendation: 'Provide audited accounts, or explain the qualification and how it was resolved.',
  } : null;
}
