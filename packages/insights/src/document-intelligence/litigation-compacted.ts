/**
 * A court seized or a hearing fixed, as a scan's text recognition cuts its words ('nous avons ce jour saisi le Tri bunal
 * de com merce', 'Première au dience fixée au 14 no vembre', 'filed a cl aim at the High Co urt'): read with the spaces
 * removed, as unaudited-wording.ts and unpaid-obligations.ts read an audit or a default so cut. Only the past act of
 * seizing a court or a hearing set for a date: 'nous pourrions saisir le tribunal' (the infinitive) and 'no hearing has
 * been fixed' are none; a denial or a hedge just before ('aucune audience', 'si nous avons saisi') is none.
 */
const compactedCourt = /(avons|avez|a|ont|have|has)(cejour|aujourd'hui|deja|today|already)?(saisi|filedaclaim(at|in|before)|filedsuit(at|in|before))(le|la|l'|the)?(tribunal|cour|juridiction|juge|court|highcourt)|(audience|hearing|plaidoiries?)(est|is|hasbeen|aete)?(fixee|programmee|scheduled|fixed|setdown)(au|le|pour|for|on)\d/;
// No word boundary is left: 'si' and 'if' must follow a stop, and 'no' is left out ('nous' starts with it).
const compactedDenialOrHedge = /(pas|aucune?|sans|eviter|not|never|could|pourrions|pourrait|(?:^|[^a-z])(si|if))[a-z']{0,6}$/;
// Written whole, the words are the litigation rule's own to weigh.
const writtenWhole = /\b(saisi (le|la) (tribunal|cour|juridiction|juge)|(audience|hearing) (est |is )?(fixee|scheduled|fixed))\b/;

/** The sentence tells, in words cut by text recognition, of a court seized or a hearing fixed. */
// A cut word leaves a short piece standing alone ('sai si', 'au dience'): a sentence with none is read whole by the litigation words.
const cutPiece = /\b(sai|si|au|dience|tri|bunal|hea|ring|fi|led|co|urt|ju|ge)\b/;
export function courtSeizedCompacted(lower: string): boolean {
  if (!cutPiece.test(lower) || writtenWhole.test(lower)) return false;
  const compact = lower.replace(/\s+/g, '');
  const m = compactedCourt.exec(compact);
  return m !== null && !compactedDenialOrHedge.test(compact.slice(Math.max(0, m.index - 20), m.index));
}
