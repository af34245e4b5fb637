/**
 * The founders of a cap table whose rows give titles, not the word 'founder' ('Amara Nwosu (CEO) | Ordinary | 21.5'),
 * when the text counts its founders ('both founders are full time', 'les deux fondateurs', 'the three co-founders'):
 * if exactly that many rows carry an executive's title, those rows are the founders'. Any other number of titled rows
 * says nothing, since an executive hired later is not a founder.
 */
import type { SentenceFacts } from './sentence-facts';

const numbers: Record<string, number> = { both: 2, two: 2, three: 3, four: 4, deux: 2, trois: 3, quatre: 4 };
/** 'both founders', 'the two co-founders', 'nos trois fondateurs', 'les deux cofondateurs'. */
const countedFounders = /\b(both|two|three|four|deux|trois|quatre)( of (the|our))? (co-?founders?|founders?|co-?fondat\w+|cofondat\w+|fondat\w+)\b/;
/**
 * A register's note naming its founders by their entry numbers: 'Members 1 and 2 are the Company's founders', 'les
 * comptes 001 et 002 sont ceux des cofondateurs'. The count is how many numbers it lists.
 */
const foundersByEntry = /\b(?:members?|entries|entry|holders?|shareholders?|rows?|lines?|nos?\.?|actionnaires?|associes?|comptes?|lignes?|titulaires?)\s+(\d{1,4}(?:\s*,\s*\d{1,4})*\s+(?:and|et|&)\s+\d{1,4})\s+(?:are|were|sont|etaient)\s+(?:the |our |les |nos |ceux des |celles des )?(?:[a-z']+ )?(?:co-?founders?|founders?|cofondat\w+|fondat\w+)\b/;
/** An executive's title in a holder's cell. */
export const executiveTitle = /\b(ceo|cto|coo|cfo|cpo|md|managing director|pdg|dg|directeur general|directrice generale|president)\b/;

/** How many founders the text says there are, or null when it does not count them. */
export function foundersCounted(sentences: readonly SentenceFacts[]): number | null {
  for (const s of sentences) {
    const m = countedFounders.exec(s.lower);
    if (m) return numbers[m[1] ?? ''] ?? null;
    const listed = foundersByEntry.exec(s.lower);
    if (listed) return (listed[1] ?? '').split(/\s*(?:,|\band\b|\bet\b|&)\s*/).filter(Boolean).length;
  }
  return null;
}
