/**
 * Accounts said to be unaudited in ways the audit rule's words (red-flag-rules.ts) miss: the French 'n'ont fait l'objet
 * ni d'un audit ni d'une revue limitée' (a double 'ni' for 'neither ... nor'), and the same words broken by a scan's
 * text recognition ('have not been aud ited', 'Comptes non au dités'): the sentence is read again with its spaces
 * removed, so a word cut in two reads whole. Only words that say the accounts were not audited are read that way; a
 * compacted text has no word boundaries, so the words are long enough not to occur by chance.
 */
const neitherAudited = /\bn'(ont|a) fait l'objet ni d'(un audit|une certification|une revue)\b|\bni (audite|certifie)e?s? ni (revu|certifie|audite)e?s?\b/;
const compactedUnaudited = /(have|has|were|was|are|is|had)(not|never)(yet)?(been)?audited|unaudited|(comptes|etats|etatsfinanciers)nonaudite|n'(ont|a)(pas|jamais)(encore)?ete(audite|certifie)/;

/** The sentence says the accounts were not audited, in one of the ways above. */
export const unauditedWording = (lower: string): boolean => neitherAudited.test(lower) || compactedUnaudited.test(lower.replace(/\s+/g, ''));
