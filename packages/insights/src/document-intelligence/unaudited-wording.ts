/**
 * Accounts said to be unaudited in ways the audit rule's words (red-flag-rules.ts) miss: the French 'n'ont fait l'objet
 * ni d'un audit ni d'une revue limitée' (a double 'ni' for 'neither ... nor'), and the same words broken by a scan's
 * text recognition ('have not been aud ited', 'Comptes non au dités'): the sentence is read again with its spaces
 * removed, so a word cut in two reads whole. Only words that say the accounts were not audited are read that way; a
 * compacted text has no word boundaries, so the words are long enough not to occur by chance.
 */
import { assertedMatch } from './assertion';

const neitherAudited = /\bn'(ont|a) fait l'objet ni d'(un audit|une certification|une revue)\b|\bni (audite|certifie)e?s? ni (revu|certifie|audite)e?s?\b/;
const compactedUnaudited = /(have|has|were|was|are|is|had)(not|never)(yet)?(been)?audited|unaudited|(comptes|etats|etatsfinanciers)nonaudite|n'(ont|a)(pas|jamais)(encore)?ete(audite|certifie)/;

/**
 * The audit not done yet, said of the statements' state or of the auditor's report: 'the FY2025 financial statements
 * remain unaudited', 'les comptes 2025 restent à certifier', 'the statutory auditor has not yet issued a report', 'le
 * commissaire aux comptes n'a pas encore émis son rapport', 'the audit report has not yet been signed'. A fact in any
 * document, minutes included (legal-audit.ts reads it too).
 */
const auditor = String.raw`(auditors?|statutory auditors?|external auditors?|commissaires? aux comptes|auditeurs?( externes?)?|cabinet d'audit)`;
const auditReport = String.raw`((audit|auditor'?s?) (report|opinion)|rapport (d'audit|du commissaire aux comptes|des commissaires aux comptes|de certification|general))`;
const stillUnaudited = new RegExp(String.raw`\b(financial statements|accounts|etats financiers|comptes)\b[^.;]{0,40}\b(remains?|are still|is still|stay|restent|reste|demeurent|demeure|sont toujours|sont encore) (unaudited|non (audite|certifie)e?s?|a (auditer|certifier)|pas (encore )?(audite|certifie)e?s?)\b` +
  String.raw`|\b${auditor}\b[^.;]{0,40}\b((has|have) not (yet )?(issued|signed|delivered|released|completed|finished)|(has|have) yet to (issue|sign|deliver|release|complete)|n'(a|ont) (pas )?(encore )?(emis|rendu|signe|delivre|remis|depose|finalise|termine)) (its |his |her |their |a |an |the |any |son |sa |le |un |leur |ses )?(audit )?(report|opinion|audit|rapport|certification|mission|travaux)\b` +
  String.raw`|\b${auditReport}\b[^.;]{0,30}\b(has not (yet )?been|is not yet|n'a pas (encore )?ete|n'est pas encore) (issued|signed|delivered|emis|signe|delivre|remis|finalise)\b`);

/** The audit is said not done yet, asserted: a fact of this company's accounts. */
export const auditNotYetDone = (lower: string): boolean => assertedMatch(lower, stillUnaudited) !== null;

/** The sentence says the accounts were not audited, in one of the ways above. */
export const unauditedWording = (lower: string): boolean => neitherAudited.test(lower) || compactedUnaudited.test(lower.replace(/\s+/g, '')) || auditNotYetDone(lower);
