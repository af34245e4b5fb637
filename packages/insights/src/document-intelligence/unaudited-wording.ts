/**
 * Accounts said to be unaudited in ways the audit rule's words (red-flag-rules.ts) miss: the French 'n'ont fait l'objet
 * ni d'un audit ni d'une revue limitée' (a double 'ni' for 'neither ... nor'), and the same words broken by a scan's
 * text recognition ('have not been aud ited', 'Comptes non au dités'): the sentence is read again with its spaces
 * removed, so a word cut in two reads whole ('Im possibilité d'exprimer une opi nion', 'n'ex primons pas d'opi nion'
 * being a report that gives no opinion). Only words that say the accounts were not audited or no opinion given are read that way; a
 * compacted text has no word boundaries, so the words are long enough not to occur by chance.
 */
import { assertedMatch, isHedgedAt } from './assertion';

// 'ils n'ont fait l'objet d'aucun audit', 'have not been subject to any audit': no audit at all, said of the accounts.
const neitherAudited = /\bn'(ont|a) fait l'objet ni d'(un audit|une certification|une revue)\b|\bni (audite|certifie)e?s? ni (revu|certifie|audite)e?s?\b|\bn'(ont|a) fait l'objet d'aucun(e)? (audit|certification|revue|controle)\b|\b(have|has|were|was) not (been )?subject(ed)? to (an |any )?(external |statutory )?audit\b|\b(not|never|neither) (yet )?(been )?(reviewed|examined|verified|certified) (or|nor) audited\b/;
const compactedUnaudited = /(have|has|were|was|are|is|had)(not|never)(yet)?(been)?audited|unaudited|(comptes|etats|etatsfinanciers)nonaudite|n'(ont|a)(pas|jamais)(encore)?ete(audite|certifie)|(impossibilite|refus)d'exprimer(une|d')opinion|n'exprimonspasd'opinion|disclaimerofopinion|(do|does|did)notexpressan(audit)?opinion/;

/**
 * The audit not done yet, said of the statements' state or of the auditor's report: 'the FY2025 financial statements
 * remain unaudited', 'les comptes 2025 restent à certifier', 'the statutory auditor has not yet issued a report', 'le
 * commissaire aux comptes n'a pas encore émis son rapport' (or 'commencé ses travaux', 'has not yet started its fieldwork'), 'the audit report has not yet been signed', a list's 'Audit
 * report not issued', 'no audit report is available for the latest year'. A fact in any
 * document, minutes included (legal-audit.ts reads it too).
 */
const auditor = String.raw`(auditors?|statutory auditors?|external auditors?|commissaires? aux comptes|auditeurs?( externes?)?|cabinet d'audit)`;
const auditReport = String.raw`((audit|auditor'?s?) (report|opinion)|rapport (d'audit|du commissaire aux comptes|des commissaires aux comptes|de certification|general))`;
const stillUnaudited = new RegExp(String.raw`\b(financial statements|accounts|etats financiers|comptes)\b[^.;]{0,40}\b(remains?|are still|is still|stay|restent|reste|demeurent|demeure|sont toujours|sont encore) (unaudited|non (audite|certifie)e?s?|a (auditer|certifier)|pas (encore )?(audite|certifie)e?s?)\b` +
  String.raw`|\b${auditor}\b[^.;]{0,40}\b((has|have) not (yet )?(issued|signed|delivered|released|completed|finished|started|begun|commenced)|(has|have) yet to (issue|sign|deliver|release|complete|start|begin)|n'(a|ont) (pas )?(encore )?(emis|rendu|signe|delivre|remis|depose|finalise|termine|commence|debute|entame)) (its |his |her |their |a |an |the |any |son |sa |le |un |leur |ses )?(audit )?(report|opinion|audit|rapport|certification|mission|travaux|work|fieldwork)\b` +
  // Not yet put before the auditor: 'comptes arrêtés par la gérance, non encore soumis au commissaire aux comptes', 'not yet submitted to the auditors'.
  String.raw`|\b(non|pas|not) (encore |yet )?(been )?(soumise?s?|presentee?s?|transmise?s?|remise?s?|submitted|presented|sent|provided) (au |aux |a l'|to (the |our )?)(external |statutory )?${auditor}\b` +
  // To be sent to the auditor, or the auditor's engagement not begun: 'ils seront transmis au commissaire aux comptes', 'whose engagement for 2024 has not yet started'.
  String.raw`|\b(seront|sera|will be|are to be|is to be) (transmise?s?|soumise?s?|remise?s?|sent|submitted|provided) (au |aux |a l'|to (the |our )?)(external |statutory )?${auditor}\b` +
  String.raw`|\b${auditor}\b[^.;]{0,20}\b(dont|whose) (la |sa |les |ses |the |its |his |her |their )?(mission|travaux|audit|engagement|work|fieldwork)\b[^.;]{0,40}\b(n'(a|ont) pas (encore )?(commence|debute|demarre)|(has|have) not (yet )?(begun|started|commenced))\b` +
  // The audit itself not begun or not finished: 'the statutory audit for FY2024 has not yet begun', "l'audit des comptes 2024 n'a pas encore commencé".
  String.raw`|\b(statutory |external |annual )?(audit|audit des comptes|audit legal)\b[^.;]{0,30}\b((has|have) not (yet )?(begun|started|commenced|been (completed|carried out|performed|done|finali[sz]ed))|is not yet (complete|completed|finished|done|under way)|(has|have) yet to (begin|start|be completed)|n'(a|est) pas (encore )?(commence|debute|demarre|ete (realise|effectue|mene|acheve|termine))|n'est pas (encore )?(acheve|termine))\b` +
  String.raw`|\b${auditReport}\b[^.;]{0,30}\b(has not (yet )?been|is not yet|(still )?not (yet )?|n'a pas (encore )?ete|n'est pas encore|(toujours )?(pas encore|non) )(issued|signed|delivered|available|emise?|signee?|delivree?|remise?|finalisee?|disponible)\b`);
/**
 * The auditor's own letter saying it has given no opinion, or could not finish the audit: 'we have not been able to complete
 * our audit, and accordingly we have not issued an opinion', 'the auditor issued no opinion on the 2024 accounts', 'nous
 * n'avons pas pu achever nos travaux et n'avons pas émis d'opinion'. An opinion given ('has issued an unmodified opinion')
 * says nothing of the kind.
 */
const opinionNotGiven = /\b(ha(ve|s) not (yet )?(issued|given|expressed|signed|rendered|delivered) (an?|our|its|their|any) (audit )?opinion|(issued|gave|expressed|has given|has issued|have given|have issued) no (audit )?opinion|(have|has) not been able to (complete|finish|conclude|finali[sz]e) (our|its|their|the) audit|n'(avons|a|ont) pas (encore )?(emis|exprime|formule|rendu|donne|delivre) (d'|d'une |une |notre |son |leur )?opinion|n'(avons|a|ont) pas (encore )?pu (achever|terminer|finaliser|mener a (son |leur |notre )?terme) (notre|nos|son|ses|leur|leurs|l') ?(audit|mission|travaux))\b/;
/** 'no audit report is available for the latest year', "aucun rapport d'audit n'a encore été émis": the denial is the fact, read unless hedged. */
const noReportYet = new RegExp(String.raw`\b(no|aucun) ${auditReport}\b[^.;]{0,30}\b((is|has been|was|exists?)( yet)? |n'(est|a) (encore )?(ete )?)(available|issued|signed|disponible|emis|signe|remis)\b`);

/** The audit is said not done yet, asserted: a fact of this company's accounts. */
export function auditNotYetDone(lower: string): boolean {
  const none = noReportYet.exec(lower);
  return assertedMatch(lower, stillUnaudited) !== null || (none !== null && !isHedgedAt(lower, none.index)) || assertedMatch(lower, opinionNotGiven) !== null;
}

/**
 * A modified opinion as a scan cuts its words ('Qual ified Opin ion', 'Opi nion avec ré serve', 'sous ré serve de
 * l'inci dence éven tuelle'): read with the spaces removed, as 'non au dités' is above. An unqualified opinion
 * ('unqualifiedopinion') and a denial just before ('no qualified opinion', 'sans réserve') are none. Written whole,
 * the words are auditModified's (red-flag-rules.ts) to weigh.
 */
const compactedModified = /(?<!un)qualifiedopinion|adverseopinion|opinionavecreserve|opiniondefavorable|exceptforthepossibleeffects|sousreservedel'incidence|refusdecertifier/;
const compactedNoneBefore = /(no|not|never|sans|pas|aucune?|jamais)[a-z']{0,6}$/;
const modifiedWrittenWhole = /\b(qualified|adverse) opinion\b|\bopinion (avec reserve|defavorable)\b|\bexcept for the possible effects\b|\bsous reserve de l'incidence\b|\brefus de certifier\b/;
export function modifiedOpinionCompacted(lower: string): boolean {
  // Cheap first: a piece one of the words keeps however it is cut ('Opi nion', 'ré serve', 'ex cept'), then the words written whole.
  if (!/opi|qual|adver|cept|serv|certi/.test(lower) || modifiedWrittenWhole.test(lower)) return false;
  const compact = lower.replace(/\s+/g, '');
  const m = compactedModified.exec(compact);
  return m !== null && !compactedNoneBefore.test(compact.slice(Math.max(0, m.index - 12), m.index));
}

/** The sentence says the accounts were not audited, in one of the ways above. */
export const unauditedWording = (lower: string): boolean => neitherAudited.test(lower) || compactedUnaudited.test(lower.replace(/\s+/g, '')) || auditNotYetDone(lower);

/**
 * The auditor's report said to carry a qualification, as a management letter or a board note tells it: 'notre rapport
 * sur les comptes annuels comporte une réserve sur ce poste', 'le rapport du commissaire aux comptes contenait deux
 * réserves', 'our report on the financial statements contains a qualification'. Said as done, not as what the report
 * will carry (a warning, often under a condition: 'si ..., notre rapport comportera une réserve'). A reserve of the
 * balance sheet ('une réserve légale') is no qualification; a denial ('ne comporte aucune réserve') matches nothing.
 */
const reportCarriesReservation = new RegExp(String.raw`\b(notre rapport|our report|${auditReport}|rapport (sur les comptes|general|de l'auditeur)|report on the (financial statements|accounts|annual accounts))\b[^.;]{0,60}?\b(comporte|comportait|contient|contenait|inclut|incluait|est assortie?|etait assortie?|contains|contained|includes|included|carries|carried) (d'une |de deux |de |une |des |deux |trois |plusieurs |a |an |one |two |three |several )(reserves?|qualifications?|reservations?)\b(?! (legales?|statutaires?|facultatives?|de (propriete|reevaluation|change|capacite|liquidite)|d'audit)\b)`);
export const reservationInReport = (lower: string): boolean => assertedMatch(lower, reportCarriesReservation) !== null;
