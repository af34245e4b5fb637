/**
 * A topic named without a claim that the problem exists: a checklist or tracker row answered 'None' or still awaiting
 * its answer ('4 | Regulatory sanctions or investigations | None', 'L1 Pending or threatened claims, litigation
 * Open Awaiting counsel's confirmation', 'J-07 | Conventions réglementées | Néant.'), a letter's subject line
 * ('Subject: Related parties and shareholder matters', 'Objet : Demande de confirmation – litiges et contentieux'),
 * and, for the litigation rule, the wording of contracts and audits that names disputes only as a procedure: an
 * arbitration clause, a dispute supposed in the sentence's opening condition ('If a merchant sued...', 'En cas de
 * différend...'), an auditor's inquiries 'concerning litigation and claims'. Each names its subject to ask about it or
 * to say how it would be handled; a dispute said to be under way in the same sentence still flags.
 * Reads folded text (lower case, no accents).
 */
import { assertedMatch } from './assertion';
import { withoutResolutionClauses } from './litigation-state';
import { answerLabelOnly } from './question-answers';
import type { SentenceFacts } from './sentence-facts';
import { withoutTopicDescribed } from './topic-described';
import { blank } from '../text/blank';

/** A verb that makes a label a statement: what it names happened or is so. */
const statingVerb = /\b(is|are|was|were|has|have|had|will|shall|est|sont|ont|etait|etaient|sera|seront|a ete|ont ete|n'a|n'ont|n'est|sued|filed|brought|received|imposed|fined|suspended|revoked|reclame\w*|assigne\w*|detien\w*|holds?|owns?)\b/;
/** An answer of nothing: 'None', 'Nil', 'N/A', 'Néant.', 'Sans objet', 'Aucun', 'Not applicable'. */
const noneAnswer = /^(none|nil|n\/a|na|no|non|neant|sans objet|aucune?|nothing|not applicable|rien)\W*$/;
/**
 * An answer still to come: the row is a request, not a finding. 'Awaiting counsel's confirmation', 'To be provided',
 * 'Requested', 'TBC', 'En cours de collecte', 'À fournir', 'En attente du conseil'. A bare 'Open' or 'Pending' could be a
 * case's own state in a litigation register, so it is not read as one.
 */
const awaitedAnswer = /^(awaiting\b.*|to be (provided|confirmed|uploaded|supplied|sent|shared|discussed|received)\b.*|requested\W*|tbc|tbd|not yet (provided|received)\W*|a (fournir|confirmer|transmettre|communiquer)\b.*|demandee?s?\W*|en attente\b.*|en cours de (collecte|preparation|recueil|revue|verification|transmission)\b.*|non (encore )?(fournie?s?|recue?s?|transmise?s?)\W*)$/;
/** The cells of a row: split on a pipe, a tab or a run of two spaces; a derived row's 'header: value' pairs. */
const cellBreak = /\s*\|\s*|\t+|\s{2,}|,\s(?=[a-z' ]{1,20}:\s)/;
/** A row's reference before its label: '4 ', 'D1. ', 'Q 7.1 ', 'R-12 '. */
const rowReference = /^\W*[a-z]{0,4}[-. ]?\d[\d.]*[a-z]?[.)]?\s/;
/** What may separate a row's label from its answer when the row is written with a colon (a derived row). */
const lastColon = /:\s*([^:]*)$/;

/**
 * A checklist, tracker or request-list row whose answer (its last cell) is none or still awaited, and whose label
 * states nothing (no verb). The label names the topic asked about; 'Pending or threatened litigation | Yes. Suit ...'
 * and 'Litigation: one claim by a former distributor' answer with a finding and still flag.
 */
export function rowAnsweredNoneOrAwaited(s: SentenceFacts): boolean {
  const lower = s.lower.trim();
  const cells = lower.split(cellBreak).map((c) => c.trim()).filter((c) => c !== '' && c !== '-');
  const colon = lastColon.exec(lower);
  // A derived row's last pair keeps its header ('Réponse: Néant.'): the answer is its value.
  const answer = ((cells.length >= 2 ? cells.at(-1) : colon?.[1]?.trim()) ?? '').replace(/^[a-z' ]{1,20}:\s*/, '');
  // A pair read across a form's lines may hold only the answer's own label ('Litiges ... en cours: R4.'): nothing answered there.
  if (answer === '' || (!noneAnswer.test(answer) && !awaitedAnswer.test(answer) && !answerLabelOnly.test(answer))) return false;
  const label = lower.slice(0, lower.lastIndexOf(answer));
  // Past its reference ('4', 'J-07', 'Ref: L1,'), a label with a figure is a table's data row ('Acme | 62% | None'): its
  // 'None' answers one column, not the row.
  const labelBody = cells.length >= 2 ? label.slice(label.indexOf(cells[0] ?? '') + (cells[0]?.length ?? 0)) : label.replace(rowReference, '');
  return label.trim() !== '' && !statingVerb.test(label) && !/\d/.test(labelBody);
}

/**
 * A letter's or memo's subject line: 'Subject: Related parties and shareholder matters - year ended 30 June 2025',
 * 'Objet : Demande de confirmation – litiges et contentieux au 31 décembre 2025', 'RE: Litigation update request'. It
 * names what the letter is about and states nothing of it: no verb, no party set against the company ('against',
 * 'contre', 'v.'). The letter's body says what there is.
 */
const subjectLabel = /^\W*(subject|re|objet|concerne|object|ref(erence)?)\s?:\s*/;
// A case file, a court or a party set against another names one dispute: 'Objet : dossier Tribunal de première instance de Yaoundé'.
const partiesOpposed = /\b(against|contre|vs?|c)\b\.?(?=\s)|\bc\/|\bversus\b|\b(dossier|affaire|case|suit|claim|tribunal|court|cour|juridiction|proceedings?|instance)\b/;
export function isSubjectLine(s: SentenceFacts): boolean {
  const label = subjectLabel.exec(s.lower);
  if (!label || s.derived) return false;
  const rest = s.lower.slice(label[0].length);
  return rest.length <= 160 && !statingVerb.test(rest) && !partiesOpposed.test(rest);
}

/**
 * A question that only lists topics, with no verb and no wh-word: 'Litiges, procédures collectives, contrôles en cours ?',
 * 'Pending litigation, claims or regulatory inspections?', 'Related-party transactions?'. It asks whether there are
 * any, like a checklist's line; its answer, if it says one, flags from its own words. 'Why was the company sued?' and
 * 'Is the lawsuit settled?' have verbs and are read as the other readers read them.
 */
const questionVerb = /\b(what|why|how|when|where|which|who|whom|whose|do|does|did|can|could|would|should|may|might|must|quel\w*|pourquoi|comment|combien|quand|qui|que|qu'|avez|etes|peut|peuvent|doit|existe|y a|fait|font)\b|-(t-)?(il|elle|ils|elles|on)\b/;
export function isTopicQuestion(s: SentenceFacts): boolean {
  return !s.derived && /\?\s*$/.test(s.lower) && s.lower.split(/\s+/).length <= 14 && !statingVerb.test(s.lower) && !questionVerb.test(s.lower);
}

/**
 * A dispute said to be under way: begun, filed, served or pending. Wording that names disputes only as a procedure
 * yields to it, so 'arbitration under the ICC Rules was commenced by the distributor' still flags.
 */
const disputeUnderWay = /\b(referred|submitted|(a|ont|avons) (soumis|porte|renvoye)|registered|commenced|initiated|filed|brought|lodged|started|launched|served|pending|ongoing|under way|underway|has begun|received a|engagee?s?|introduite?s?|initiee?s?|en cours|pendante?s?|a saisi|ont saisi|a ete saisie?|nous a assigne\w*|a assigne\w*)\b/;
/**
 * Disputes named as a contract's mechanism: an arbitration or dispute-resolution clause ('the platform terms include an
 * arbitration clause', 'clause compromissoire'), arbitration under rules or at a seat ('arbitration under the
 * Arbitration Act', 'arbitrage CCJA'), disputes referred to arbitration ('refers disputes to arbitration at the CCJA').
 */
// The clause's forum may follow it in brackets ('an arbitration clause (Nairobi Centre for International Arbitration)'), and a forum is named for arbitration ('the CCJA's Court of Arbitration').
const disputeMechanism = /\b(((arbitration|dispute[- ]resolution|jurisdiction|arbitrage|mediation) (clauses?|agreements?|provisions?|rules)|clauses? (compromissoires?|d'arbitrage|attributives? de (juridiction|competence)|de reglement des (differends|litiges)))( \([^()]{0,80}\))?|(centre|center|court|chamber|institute|cour|chambre)( [a-z]+){0,4} (d'|de l'|of |for )(international |commercial )?(arbitration|arbitrage)|(the |le |la |l')?(seat|place|venue|language|siege|lieu|langue) (of the |of |de l'|de la )(arbitration|arbitrage)|(arbitration|arbitrage) (under|in accordance with|pursuant to|at|before|seated in|conformement (au|a la)|selon|sous l'egide|devant) [^.;,]{0,60}|(refers?|submits?|subject|renvoie|soumet|soumis|soumise?s?) (all |any |the |tout |tous |les )?(disputes?|claims?|differends?|litiges?)? ?(to|a) (binding |final |l')?(arbitration|arbitrage)( [^.;,]{0,60})?)/g;
/**
 * A sentence that opens by supposing a dispute: 'In the event of a dispute...', 'Should any dispute arise...', 'If a
 * merchant sued over a chargeback loss, ...', 'En cas de différend relatif au contrat, ...', 'Si un client assignait la
 * société, ...'. The whole sentence says what would follow from it.
 */
const supposedDispute = /(?:^|[.:;]\s)\W*(\d[\d.]*\s*)?(article \d+[^a-z]*)?(in the event (of|that)|in case of|if|should|where|whenever|en cas de|dans le cas (ou|d'un)|si|lorsqu'|au cas ou)\b[^.;]{0,60}\b(disputes?|claims?|sued|sues|sue|differends?|litiges?|contestations?|arbitrations?|assign\w+|poursui\w+)\b/;
/**
 * An auditor's or a firm's inquiry about disputes in general: 'we have made inquiries of management and of external
 * counsel concerning litigation and claims', 'demande de confirmation des litiges et contentieux', 'we requested legal
 * letters in respect of litigation'. The topic asked about, not a dispute found.
 */
const inquiryAbout = /\b(inquir\w+|enquir\w+|confirmations?|requests?|requested|legal letters?|circularisation|demandes? de confirmation|demandes? d'information|interrog\w+)\b[^.;]{0,90}?\b(concerning|regarding|about|on|as to|in respect of|relating to|of|sur|concernant|relatives? (aux|a)|des|de|du|-|\u2013|\u2014)\s+(any |all |pending or threatened |possible |potential |les |eventuels )?(litigation|claims|disputes|legal matters|litiges|contentieux|procedures)( and claims| and litigation| et contentieux| et litiges| ou contentieux)?/g;

/**
 * A request to confirm what a case has come to: 'Jacaranda's lawyers want written confirmation on (1) the old Labour Court
 * case, (2) ...', 'Notre comité souhaite une confirmation écrite sur (1) la procédure engagée par X devant le tribunal de Y'.
 * What follows asks, as 'Is it closed?' would: it is blanked to the sentence's end, and the answer tells the case's state.
 */
const confirmationAsked = /\b(want|wants|wanted|need|needs|needed|request|requests|requested|ask|asks|asked|seek|seeks|would like|souhaite|souhaitent|souhaitons|demande|demandent|demandons|voudrait|voudraient|voudrions|veut|veulent|attend|attendent|attendons)\b[^.;?]{0,40}?\b(confirmations?)\b[^.;?]*/g;

/** The sentence with its dispute wording that names no dispute blanked out, position for position; a dispute under way keeps it all. */
export function withoutDisputeProcedures(written: string): string {
  // A clause that says how disputes shall be settled is read first (litigation-state.ts), as the rule reads it.
  const lower = withoutResolutionClauses(written);
  // From the condition on, what the sentence says follows from the dispute supposed (a heading may come before it).
  // A dispute denied under way ('no merchant has ever brought a claim') or supposed ('if a claim is filed') is none.
  const underWay = assertedMatch(lower, disputeUnderWay) !== null;
  const supposed = supposedDispute.exec(lower);
  if (supposed && !underWay) {
    const stop = lower.slice(supposed.index + supposed[0].length).search(/[.;](\s|$)/);
    const end = stop < 0 ? lower.length : supposed.index + supposed[0].length + stop;
    return lower.slice(0, supposed.index) + blank(lower.slice(supposed.index, end)) + lower.slice(end);
  }
  const kept = lower.replace(inquiryAbout, blank).replace(confirmationAsked, blank);
  return underWay ? kept : kept.replace(disputeMechanism, blank);
}

/** The sentence as a rule reads it once wording that only names or describes the rule's topic is blanked out (topic-described.ts). */
// A cheap test first: most sentences name no dispute, and the patterns above are long.
const disputeWord = /arbitra|disput|differend|litig|contentieux|claim|\bsu(e|ed|es|ing)\b|assign|poursui|proce|confirmation/;
export function withoutTopicOnly(ruleId: string, lower: string): string {
  if (ruleId === 'litigation') return disputeWord.test(lower) ? withoutDisputeProcedures(lower) : lower;
  return withoutTopicDescribed(ruleId, lower);
}

/**
 * The facts a rule reads (clause-scope.ts may have blanked hedged clauses already) with the topic-only wording blanked
 * too. The wording is found on the sentence as written: a condition blanked first ('en cas de') would hide what it
 * supposes.
 */
export function readWithoutTopicOnly(ruleId: string, written: SentenceFacts, facts: SentenceFacts): SentenceFacts {
  const read = withoutTopicOnly(ruleId, written.lower);
  if (read === written.lower) return facts;
  let lower = '';
  for (let i = 0; i < facts.lower.length; i += 1) lower += read[i] === ' ' && written.lower[i] !== ' ' ? ' ' : facts.lower[i];
  return { ...facts, lower };
}
