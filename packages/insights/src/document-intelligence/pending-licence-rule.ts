/**
 * The pending-licence rule: a licence, permit or approval the business needs applied for and not yet granted, read
 * in one sentence and its next ones (a grant said later ends the wait). Split from red-flag-rules-metrics.ts, whose
 * metricRules list holds it; the wording of applications and awaited decisions is in permit-application.ts.
 */
import { isHedgedAt, isNegatedAt } from './assertion';
import { grantedOnNaming, notAwaitingPermit, permitAwaited } from './permit-application';
import type { SentenceRule } from './sentence-rule';
import { blank } from '../text/blank';

const permitWords = String.raw`(licen[cs]es?|permits?|approvals?|registration|authori[sz]ation|no[- ]objection|certificat(e|ion)|clearance|sandbox admission|accreditation)`;
const pendingPermit = new RegExp(
  String.raw`\b((submitted|filed|lodged|made) (our |an |the )?application (for|to)|application for|awaiting|pending(?! (an?|the|its|our|their|further|completion|review|investigation|inspection|outcome|appeal)\b)|yet to (receive|obtain|secure|get|be granted)|(applied|applying|application) (to|with) [^.;]{0,50}? for|applied for|applying for|waiting (for|on)|(do not|don't|does not|doesn't) (yet )?(have|hold) (a|an|the|our|its)|not yet (have|hold|obtained|received)|in the process of (obtaining|applying|securing)|expect(s|ed)? to (receive|obtain|get|be granted)|seeking)\b[^.;]{0,80}\b${permitWords}` +
    String.raw`|\b${permitWords}\b[^.;]{0,40}\b(is |are |remains? )?(pending(?! (an?|the|its|our|their|further|completion|review|investigation|inspection|outcome|appeal)\b)|under review|not yet (granted|issued|approved|received)|(has|have) not (yet )?been (granted|issued|approved)|application (is |was )?(submitted|pending|under review|filed|lodged)|in progress|expected (in|by|next))` +
    String.raw`|\b(regulator|authority|central bank|commission|ministry|regulateur|autorite|banque centrale|ministere)\b[^.;]{0,30}\b(has not yet|have not yet|has yet to|is yet to|n'a pas encore|n'a toujours pas) (approved|granted|licensed|authori[sz]ed|cleared|approuve|autorise|delivre|accorde|valide)\b|\bnot yet (registered|licensed)\b|\b${permitWords}\b[^.;]{0,40}\b(for which|which) (we|the company|it) (has |have |had )?(applied|filed)\b` +
    String.raw`|\b(avons|a|ont) (depose|soumis|introduit|formule|adresse|transmis|presente) ([^.;]{1,80}? )?(une|un|notre|sa|son|leur|la|le) (demande|dossier) (d'|de |du )(agrement|licence|autorisation|permis|homologation|enregistrement)\b|\b(demande d'|dossier d'|demande de )?(agrement|licence|autorisation|permis|homologation|certification|enregistrement|concession d'occupation)\b[^.;]{0,90}\b(en cours d'instruction|en cours d'examen|(reste |demeure |toujours )?en (instance|suspens)|en cours d'etude|(toujours |encore )?a l'etude|(toujours |encore )?a l'examen|en attente|(pas encore|toujours pas|encore pas) (ete )?(obtenue?|delivree?|accordee?|octroyee?)|toujours attendue?|a ete deposee?|deposee? (aupres|en|le \d))` +
    String.raw`|\b${permitWords}\b[^.;]{0,60}\b(has been|have been|was|were|is being) (applied for|filed|submitted|lodged|requested)\b|\b${permitWords}\b[^.;]{0,60}\b(is |are )?(still )?awaited\b|\b(agrement|licence|autorisation|permis|homologation|enregistrement)\b[^.;]{0,100}\b(a ete|ont ete) (demandee?s?|sollicitee?s?|soumise?s?|introduite?s?)\b` +
    String.raw`|\b(application|dossier|demande)\b[^.;]{0,20}\b(has been|'s been|is|remains?|sits?|est|reste) (sitting )?(with|before|at|aupres (de|du|d')) (the |la |le |l')?[a-z]|\b${permitWords}\b[^.;]{0,30}\b(which|that) (we|the company|it) (filed|submitted|lodged|requested)\b|\b(when|once) (it|the (licen[cs]e|approval|permit)) (comes|come) through\b|\bprovisional (licen[cs]e|permit|approval|authori[sz]ation)\b|\b(licence|autorisation|agrement) provisoire\b|\b(reviews?|is reviewing|examines?|is examining|examine) (our|its|notre|sa) (full |complete |definitive )?(application|demande)\b|\bdans l'attente (de|du|d') ?(l'|la |le |notre )?(agrement|licence|autorisation|permis|homologation|decision)\b|\b(pas encore|toujours pas) (obtenu|recu)e? (l'|la |le |notre |son |un |une )?(agrement|licence|autorisation|permis|homologation)\b|\b(ne dispos\w+|n'avons|n'a|ne detien\w+) (toujours )?pas (encore )?(de l'|de la |du |de |d'|l'|la |le |notre )?(agrement|licence|autorisation|permis|homologation)\b|\b(attendons|en attente de|avons (demande|sollicite)|sollicitons)( toujours| encore)? (l'|la |le |notre |un |une )?(agrement|licence|autorisation|permis|homologation)\b` +
    // The permit named well before its state, as a long French sentence puts it ('Le visa du produit et notre agrément de
    // courtier, demandés en janvier 2025 à la Direction des Assurances ..., n'ont pas encore été délivrés').
    String.raw`|\b(agrements?|licences?|autorisations?|permis|visas?|homologations?|enregistrements?)\b[^.;]{0,140}\bn'(a|ont) (pas encore|toujours pas) ete (delivree?s?|accordee?s?|octroyee?s?|obtenue?s?|approuvee?s?)\b` +
    // A checklist's line: the permit, then its file's state ('Autorisation de la DPM : dossier déposé le 14 février, décision attendue').
    // The permit named by what the applicant asked, a letter's or a plan's condition ('sous réserve de l'autorisation sollicitée', 'subject to the licence applied for').
    String.raw`|\b(sous reserve de|subject to|until|jusqu'a|dans l'attente de|pending)\b[^.;]{0,20}\b(agrements?|licences?|autorisations?|permis|licen[cs]es?|permits?|approvals?|authori[sz]ations?) (sollicitee?s?|demandee?s?|applied for|requested|sought)\b` +
    String.raw`|\b(${permitWords}|agrements?|autorisations?|permis|homologations?|enregistrements?)\b[^.;:]{0,100}:[^.;]{0,100}\b(decision (attendue|expected|pending|awaited)|(awaiting|en attente d'une?|en attente de la) decision)\b`,
);
/**
 * The application, named apart from its permit, said to be still under review: '(a) the Authority granting the Company a
 * licence ... — the application was filed on 2 February 2024 and remains under review'. A permit must be named in the
 * sentence: a loan or a patent application is no licence.
 */
// A long application's name may stand between ('Your application dated 3 March 2025 to add Short-term Insurance: Personal Lines to your licence remains under consideration').
const applicationUnderReview = new RegExp(String.raw`\b(the |our |its |your |cette |la |notre |votre )?(application|demande|dossier)\b[^.;]{0,100}?\b(remains?|is still|are still|still|is|reste|demeure|est toujours|est)\s(under (review|consideration|examination)|pending|being (reviewed|processed|examined)|en (cours d'(examen|instruction)|instruction|attente))\b`);
// Or the regulator applied to, with no money sought: 'We applied to the Education and Training Authority in February'.
const namesPermit = new RegExp(String.raw`\b${permitWords}\b|\b(agrement|licence|autorisation|permis|homologation)\b|^(?![^]*\b(loans?|credit|grants?|funding|financing|finance facility|pret|financement|subvention)\b)[^]*\b(applied|application) (to|with) (the )?([a-z'-]+ ){0,5}(authority|regulator|commission|ministry|agency|council|central bank)\b`);
const grantedWithin = /\b(was|were|has been|have been|a ete|ont ete) (granted|issued|approved|awarded|accordee?s?|delivree?s?|obtenue?s?|octroyee?s?)\b/;
/**
 * A grant said after the application, unless denied ('n'a pas encore été accordé', 'has not yet been granted') or
 * still to come ('we cannot lend until it is approved', 'dès qu'elle sera accordée', 'waiting for the licence to be issued').
 */
function grantedLater(written: string): boolean {
  const rest = withoutReceipts(written);
  const m = grantedAfter.exec(rest);
  if (!m) return false;
  // 'no licence has been issued', 'aucune licence n'a été délivrée': the grant's subject denied.
  const before = rest.slice(Math.max(0, m.index - 40), m.index);
  return Boolean(!/\b(not|never|pas|jamais|yet to be|yet|to be|a etre|d'etre)( (encore|yet|ete|been))*\s*$/.test(before.slice(-24)) && !/\b(no|aucune?)\s+([a-z-]+\s+){1,3}(has|have|had|was|were|is|are)( yet)?( been)?\s*$/.test(before) && !/\baucune?\s+([a-z-]+\s+){1,3}n'(a|ont|est|etait)( (donc|encore|toujours|jamais))*( ete)?\s*$/.test(before) && !grantToCome.test(rest.slice(Math.max(0, m.index - 40), m.index)));
}
// A decision to grant: 'le Conseil a décidé d'accorder l'agrément sollicité', 'the board decided to grant the licence'.
const grantedAfter = /\b(granted|received|obtained|issued|approved|accepted|secured|awarded|came through|succeeded|was successful|a abouti|ont abouti|now (hold|have|licensed)|obtenue?|accordee?|delivree?|octroyee?|recue?|acceptee?|approuvee?|validee?|(decided|resolved|agreed) to (grant|issue|approve|award)|(decide|resolu|convenu) (d'accorder|de delivrer|d'octroyer|d'approuver|de valider))\b/;
/**
 * 'dossier déposé, accusé de réception reçu', 'acknowledgement received', 'récépissé obtenu', 'la réponse reçue le 30
 * juillet', 'we received a letter': a filing acknowledged or answered, no permit granted. Blanked (same length) so that a grant word in it does not end the wait.
 */
const filingReceived = /\b(accuses? de reception|avis de reception|acknowledge?ments?( of receipt)?|receipt of (the |our )?(application|filing)|recepisses?( de (depot|declaration))?|(la |sa |leur |une |the |a |their |its )(reponse|lettre|courrier|reply|response|letter))\s(recue?s?|received|obtenue?s?|obtained|issued|delivree?s?)\b|\b(received|recu) (a |an |une |un |their |its |sa |leur )(reply|response|letter|reponse|lettre|courrier)\b/g;
const withoutReceipts = (lower: string): string => lower.replace(filingReceived, blank);
const grantToCome = /\b(until|unless|once|when|before|after|pending|will|would|jusqu'a ce qu|tant qu|des qu|avant qu|lorsqu|quand|sera|seront)\b[^.;]{0,30}$/;
/** 'We considered applying for a licence but decided against it', 'nous avons renoncé à demander': no application at all. */
const applicationDropped = /\b(considered|thought about|looked into|explored|debated|envisaged|avons envisage|a envisage|avions envisage)\s+(\w+\s+){0,2}$|\b(decided against|decided not to|chose not to|dropped the idea|renonce\w*|abandonne\w*)\b/;

const takenAway = String.raw`(suspended|revoked|withdrawn|withheld|cancelled|canceled|sealed|suspendue?s?|retiree?s?|revoquee?s?|annulee?s?|scellee?s?)`;
const heldPermit = String.raw`(permits?|licen[cs]es?|authori[sz]ations?|approvals?|certificates?|registrations?|agrements?|autorisations?|permis|enregistrements?)`;
const permitTakenAway = new RegExp(String.raw`\b(${takenAway}\b[^.;]{0,60}\b${heldPermit}|${heldPermit}\b[^.;]{0,60}\b(was|were|has been|have been|is|are|a ete|ont ete|est|sont) ${takenAway})\b[^.;]*$`);
/** 'Le dossier ... n'est donc plus en instruction', 'the application is no longer pending': the wait said over. */
const noLongerPending = /\bn'(est|sont) (donc |desormais |aujourd'hui )?plus en (instruction|cours d'instruction|cours d'examen|attente|examen)\b|\bno longer (pending|under review|awaited)\b/;
const recordKept = /\b(secretary|registrar|records?|register|data room|on file|minute book)\b/;
const certificateOnFile = (lower: string, m: RegExpExecArray): boolean => /^certificat/.test(m[0]) && /\bfiled\b/.test(m[0]) && (grantedWithin.test(lower.slice(0, m.index)) || recordKept.test(lower.slice(m.index + m[0].length)));

/**
 * The authorities a line names by their own names: the word before the kind ('Health Professions Authority', 'Radiation
 * Protection Authority' give 'professions authority', 'protection authority'), or after it in French ('Autorité de
 * régulation' gives 'autorite regulation').
 */
const authorityNames = (lower: string): string[] => [
  ...[...lower.matchAll(/\b([a-z-]{3,}) (authority|agency|commission|council|board|regulator|directorate)\b/g)].map((m) => `${m[1]} ${m[2]}`),
  ...[...lower.matchAll(/\b(autorite|agence|commission|conseil|direction) (de |du |des |d')(la |l')?([a-z-]{3,})/g)].map((m) => `${m[1]} ${m[4]}`),
].filter((n) => !/^(the|a|an|our|its|this|that|same) /.test(n));
/**
 * A grant told later by another authority than the one applied to ('The licence for the scanner was granted by the
 * Radiation Protection Authority' after an application to the Health Professions Authority) is another permit's.
 */
function grantFromOtherAuthority(later: string, flagged: string): boolean {
  const granting = authorityNames(later);
  const applied = authorityNames(flagged);
  return granting.length > 0 && applied.length > 0 && !granting.some((n) => applied.includes(n));
}

/**
 * A licence, permit or approval the business needs is still pending. Read in time order: when
 * the sentence goes on to say it was granted ('applied in 2022 and granted in 2023'), it is not.
 */
export const pendingLicenceRule: SentenceRule = {
  id: 'pending-licence', category: 'regulatory', title: 'A licence or permit is still pending', assertion: 'figure',
  recommendation: 'Give the licence, the regulator, the filing date and the expected decision, and what the business can do until then.',
  test: (s) => {
    const m = pendingPermit.exec(s.lower) ?? permitAwaited(s.lower) ?? (namesPermit.test(s.lower) ? applicationUnderReview.exec(s.lower) : null);
    // 'No licence application is pending', 'we may apply for a licence', 'n'avons aucune demande en attente', a court's relief sought: not a licence awaited.
    if (!m || isNegatedAt(s.lower, m.index) || isHedgedAt(s.lower, m.index) || notAwaitingPermit(m[0]) || noLongerPending.test(s.lower)) return null;
    // 'The licence was granted on 4 May; the certificate has been filed with the company secretary': the grant's proof kept on file, no application.
    if (certificateOnFile(s.lower, m)) return null;
    // 'The inspectorate suspended the operating permit pending repairs', 'licence retirée en attendant la mise aux normes': a permit held and taken away until a condition is met, no grant awaited.
    const waitAt = m[0].search(/\b(pending|awaiting|en attente|dans l'attente)\b/);
    if (waitAt >= 0 && permitTakenAway.test(s.lower.slice(Math.max(0, m.index - 120), m.index + waitAt))) return null;
    if (applicationDropped.test(s.lower.slice(Math.max(0, m.index - 40), m.index)) || applicationDropped.test(s.lower.slice(m.index + m[0].length))) return null;
    // 'Our licence, applied for in 2023, was granted in 2025': a grant said outright may stand inside the match too.
    return grantedLater(s.lower.slice(m.index + m[0].length)) || grantedWithin.test(m[0]) || grantedOnNaming(m[0]) ? null : 'medium';
  },
  // 'We applied in October 2025.' then 'The Central Bank granted it in May 2026.': the grant, said next, ends the wait
  // (a grant still to come, 'until it is granted', is none: grantedLater).
  overLater: (later, flagged) => {
    if (grantFromOtherAuthority(later.lower, flagged.lower)) return false;
    const lower = withoutReceipts(later.lower);
    const at = lower.search(grantedAfter);
    return at >= 0 && grantedLater(lower) && !pendingPermit.test(lower) && !isHedgedAt(lower, at);
  },
};
