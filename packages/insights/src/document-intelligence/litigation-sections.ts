/**
 * Where a case's state is told away from the line that names it (thirty-eighth round). A minutes' agenda lists its items
 * as topics ('Ordre du jour : ... 4. Différend avec l'ancien distributeur ...', 'Agenda: ... Claim by a former agent'),
 * each told in its own section later, so an agenda's items claim nothing. A case named as a section's heading, by its
 * caption or the dispute's name ('1. Sunway Trading PLC v. Gadaa Solar PLC', '4. Différend avec l'ancien distributeur'),
 * has its state told in the section's body ('... so the judgment is final, and the execution file was closed', 'le
 * différend ... est clos'), however many lines down. And a case known by its court number ('RCE 3912', 'Suit No. 412 of
 * 2023') is closed by a later line that names the same number with its end ('désistement d'instance ... décrété par
 * jugement ... (RCE 3912)'). Reads folded text.
 */
import { assertedMatch } from './assertion';
import { closedCase, reopened, withoutStagesClosed } from './litigation-words';
import { replySaysOver } from './litigation-state';
import type { SentenceFacts } from './sentence-facts';

/** An agenda's lead: 'Ordre du jour :', 'Agenda:', 'Items on the agenda:', 'Points inscrits à l'ordre du jour :'. */
const agendaLead = /^\W*((the |l')?(ordre du jour|agenda)|items? on the agenda|points? (inscrits? )?a l'ordre du jour)\b[^:;.]{0,30}:/;

/** The written lines an agenda lists, and the agenda read as one list: topics, not claims. */
export function agendaItems(sentences: readonly SentenceFacts[]): SentenceFacts[] {
  const written = sentences.filter((s) => !s.derived);
  const out: SentenceFacts[] = [];
  for (const list of sentences) {
    if (!list.derived || !agendaLead.test(list.lower)) continue;
    out.push(list);
    const count = list.lower.slice(list.lower.indexOf(':') + 1).split(';').filter((item) => item.trim() !== '').length;
    // The lead as written, then as many lines as the list has items.
    const lead = written.findIndex((s) => agendaLead.test(s.lower) && s.lower.replace(/\W+$/, '').length <= 40);
    if (lead >= 0) out.push(...written.slice(lead + 1, lead + 1 + count));
  }
  return out;
}

/** A heading: no verb, no closing stop, a few words ('Sunway Trading PLC v. Gadaa Solar PLC', 'Différend avec X'). */
const verb = /\b(is|are|was|were|has|have|had|will|shall|est|sont|ont|etait|etaient|sera|seront|a|n'a|n'ont|n'est)\b/;
const isHeading = (s: SentenceFacts) => !s.derived && !/[.!?;:]\s*$/.test(s.lower) && !verb.test(s.lower.replace(/\bv\.\s/g, ' ')) && s.lower.split(/\s+/).length <= 12;
/** The court a case is before, set on its own line under the caption ('High Court, Commercial Division'): the same section. */
const courtLine = (s: SentenceFacts) => isHeading(s) && /\b(court|tribunal|cour|juridiction|division|chambre|chamber)\b/.test(s.lower) && !/\bv\.\s|\b(differend|litiges?|claims?|disputes?|contentieux|proces)\b/.test(s.lower);
/** How many lines a heading's section may run. */
const sectionLines = 8;

/** The line says the case ended, and nothing after its end says it is alive again. */
function saysEnded(lower: string): boolean {
  const read = withoutStagesClosed(lower);
  const closed = assertedMatch(read, closedCase);
  return (closed !== null && assertedMatch(read.slice(closed.index), reopened, false) === null) || replySaysOver(lower);
}

/**
 * The case a heading names is said over in its section: the lines after it, up to the next line that names a case of
 * its own (`namesCase`, the litigation rule), which opens another section.
 */
function headingSectionEnds(written: readonly SentenceFacts[], at: number, namesCase: (s: SentenceFacts) => boolean): boolean {
  for (const later of written.slice(at + 1, at + 1 + sectionLines)) {
    if (saysEnded(later.lower)) return true;
    if (namesCase(later) && !courtLine(later)) return false;
  }
  return false;
}

/** A court's number for a case: '(RCE 3912)', 'Suit No. 412 of 2023', 'affaire n° 2024/118', 'RG 21/00457'. */
const caseNumber = /\b(?:suit|case|cause|claim|petition|appeal|affaire|dossier|requete|instance|action|rg|rce|rcom)\s(?:no\.?\s?|n°\s?|number\s|numero\s)?(?:[a-z]{1,5}\s?)?\d[\d/.-]*\d|\b(?:suit|case|cause|claim|petition|appeal|affaire|dossier|requete|instance|action|rg|rce|rcom)\s(?:no\.?\s?|n°\s?|number\s|numero\s)?\d/g;
const numbersIn = (lower: string): string[] => [...lower.matchAll(caseNumber)].map((m) => (/\d[\d/.-]*\d|\d$/.exec(m[0])?.[0] ?? '')).filter((n) => n.length >= 3);

/** A later line names the same case number and says the case ended. */
function numberedCaseEnded(written: readonly SentenceFacts[], at: number): boolean {
  const numbers = numbersIn(written[at]?.lower ?? '');
  if (numbers.length === 0) return false;
  return written.slice(at + 1).some((later) => numbersIn(later.lower).some((n) => numbers.includes(n)) && saysEnded(later.lower));
}

/** The case a written line names is told over in its section (a heading) or by its number later. */
export function caseToldOverElsewhere(sentences: readonly SentenceFacts[], sentence: SentenceFacts, namesCase: (s: SentenceFacts) => boolean): boolean {
  if (sentence.derived) return false;
  const written = sentences.filter((s) => !s.derived);
  const at = written.indexOf(sentence);
  if (at < 0) return false;
  return (isHeading(sentence) && headingSectionEnds(written, at, namesCase)) || numberedCaseEnded(written, at);
}
