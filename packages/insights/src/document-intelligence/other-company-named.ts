/**
 * Another company's news told on after the line that first said it was another's (thirty-eighth round). A firm named
 * there ('the Bank of Zambia suspended the licence of KwachaLink, another farm-finance platform', 'La BCEAO a retiré
 * l'agrément de Djiguiya Money', 'Saw the news about Nilecash') is the subject of later lines that open on its name
 * ('KwachaLink's co-founder resigned days later, and the firm is being sued', 'Djiguiya a aussi un procès avec ses
 * marchands'). And a story about another business, told by a writer who speaks of the company as 'we' or 'I', goes on
 * in the lines that follow it by pronouns ('In 2022 I watched a business I admired fall apart.' then 'It was a feed
 * distributor ...', 'By June the bank loan they had taken was in arrears.'), until a line speaks of the company again.
 * A line that names the company's own ('us', 'our', 'nous') is never taken for another's.
 */
import { namesRegulator } from './regulator-names';
import type { SentenceFacts } from './sentence-facts';

const namesOurs = /\b(us|we|our|ours|the company|nous|notre|nos|la societe)\b/;
/** A proper name as written: one to three capitalised words ('KwachaLink', 'Djiguiya Money'). */
const name = String.raw`(\p{Lu}[\p{L}\d'&-]{2,}(?: \p{Lu}[\p{L}\d'&-]+){0,2})`;
/** Where an others' line names the firm its news is about: its licence, the news about it, the firm called another. */
const firmNamed = [
  new RegExp(String.raw`\b(?:licen[cs]e|agr[ée]ment|autorisation|permit|registration)s? (?:of|de|d')\s?${name}`, 'gu'),
  new RegExp(String.raw`\b(?:news|story|article|nouvelles?|info|articles?) (?:about|on|of|sur|pour|concernant) ${name}`, 'gu'),
  new RegExp(String.raw`\b(?:vu|see|seen|hear|heard) (?:pour|about) ${name}`, 'gu'),
  new RegExp(String.raw`${name}, (?:another|a rival|a competing|a competitor|a peer|une autre|un autre|un concurrent|une concurrente|l'une? de (?:nos|ses) concurrents|one of (?:our|its|the) (?:competitors|rivals|peers))\b`, 'gu'),
];
const folded = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** The first word of each firm an others' line names, folded ('kwachalink', 'djiguiya'); regulators left out. */
function firmsNamed(others: Iterable<SentenceFacts>): Set<string> {
  const firms = new Set<string>();
  for (const s of others) {
    for (const pattern of firmNamed) {
      for (const m of s.text.matchAll(pattern)) {
        const firm = folded(m[1] ?? '');
        if (firm !== '' && !namesRegulator.test(firm)) firms.add(firm.split(' ')[0] ?? firm);
      }
    }
  }
  return firms;
}

/**
 * A clause opening on the firm's name: the line's start (after a chat's time and speaker, or a short date phrase: 'In
 * March, Zeta defaulted'), or after a colon, a semicolon or a stop.
 */
function opensOnFirm(lower: string, firm: string): boolean {
  const at = new RegExp(String.raw`(^|[:;.]\s+)\W*((in|on|at|by|after|since|en|le|la|au|apres|depuis) [^,.;]{0,30},\s*)?${firm.replace(/[^a-z0-9]/g, '.')}('s)?\b`).exec(lower);
  return at !== null;
}

/** A line told of 'them' or 'it': the story's firm, not the company ('their co-founder left', 'It was a feed distributor'). */
const theirs = /\b(they|their|them|theirs|ils|elles|leur|leurs|eux)\b|^\W*(it|its|il|elle) /;
/** How many lines a story about another business may run by pronouns alone. */
const storyLines = 5;

/** The written lines that go on telling the news of a firm `others` already told of. */
export function othersToldOn(sentences: readonly SentenceFacts[], others: ReadonlySet<SentenceFacts>): SentenceFacts[] {
  const written = sentences.filter((s) => !s.derived);
  const firms = firmsNamed(others);
  const out: SentenceFacts[] = [];
  const firstPerson = written.some((s) => namesOurs.test(s.lower) || /\b(i|je|j')\b/.test(s.lower));
  const first = written.findIndex((s) => others.has(s));
  if (first < 0) return out;
  written.forEach((s, i) => {
    if (i <= first || others.has(s) || namesOurs.test(s.lower)) return;
    if ([...firms].some((firm) => opensOnFirm(s.lower, firm))) out.push(s);
  });
  if (!firstPerson) return out;
  // A story by pronouns: the lines right after an others' line, each told of 'them' or 'it'.
  written.forEach((s, i) => {
    if (!others.has(s)) return;
    for (const later of written.slice(i + 1, i + 1 + storyLines)) {
      if (others.has(later)) continue;
      if (namesOurs.test(later.lower) || !theirs.test(later.lower)) break;
      out.push(later);
    }
  });
  return out;
}
