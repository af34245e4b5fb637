/**
 * Holders of a cap table that the text says are one investor: two or more funds named in a sentence that says they
 * share a manager or act as one ('Kilimo Fund I LP and Kilimo Co-Invest LP, each managed by Kilimo Partners, shall be
 * treated as a single Investor'; '« Fonds Sahel » désigne ensemble Sahel Fund II et Sahel Co-Invest I, gérés par la
 * même société de gestion'). Their rows sit apart in the table, each under 50%, so control shows only once they are
 * added (holder-rows.ts adds the rows this module groups). A holder may be named in that sentence by the short name
 * the text gave it ('Savanna Opportunity SPV I ("the SPV")' then 'the Fund and the SPV are managed by the same general
 * partner'). A fund of the same family as the grouped ones ('Savanna Health Fund I LP' beside 'Savanna Health Fund II
 * LP') is that manager's too. A sentence that denies the tie ('are not affiliated', 'n'agissent pas de concert') or
 * only supposes it ('could act together') groups nothing. Reads folded text.
 */
import { foldText, type SentenceFacts } from './sentence-facts';

/** Words saying that several holders are run by one manager or act as one investor. */
const actsAsOne = /\b(same (general partner|gp|manager|fund manager|management company|investment manager)|(a |one )?single investor|(vote|votes|voting|act|acts|acting) (together|jointly|in concert)|in concert|(both|each|all) (are )?(managed|advised|controlled)|the manager of|meme (societe de gestion|gerant|gestionnaire)|de concert|de (maniere|facon) conjointe|conjointement|(tous|toutes) (deux|les deux|trois) (geree?s|controlee?s|conseillee?s)|designe(nt)? ensemble|un seul investisseur)\b|\(ensemble, /;
/** A denied or supposed tie: the holders stay apart. */
const notTied = /\b(not|never|no longer|n'(agissent|ont|est|sont)|ne (sont|agissent)|pas de concert|independen\w*|different|distinct\w*|separate\w*|unrelated|could|might|would|pourrai\w*)\b/;
/** A legal form closing a fund's name, which a sentence may leave out. */
const legalForm = /,?\s+(lp|llc|ltd|limited|sa|sas|sca|sarl|lda|inc|plc)\.?$/;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const named = (name: string, sentence: string) => name.length >= 3 && new RegExp(String.raw`(^|[^a-z0-9])${escaped(name)}($|[^a-z0-9])`).test(sentence);
/** The holder's name without its asides ('Carthage Growth Fund I (FCPR)'). */
const bareName = (holder: string) => foldText(holder).replace(/\([^()]*\)/g, ' ').replace(/\s+/g, ' ').replace(/[\s,;:]+$/, '').trim();
/** The short name the text gave a holder right after its full name ('kgf co-invest i, lda ("co-invest")'). */
function shortName(name: string, text: string): string | null {
  const given = new RegExp(String.raw`${escaped(name)}[^()]{0,12}\((?:the )?["\u201c\u00ab]\s*(?:the |l')?([^"\u201d\u00bb]{2,30}?)\s*["\u201d\u00bb]\)`).exec(text);
  return given?.[1] ?? null;
}
/** The first two words of a fund's name: its family ('savanna health'). */
const family = (name: string) => name.split(' ').slice(0, 2).join(' ');

/**
 * For the given holders (founders, pools and the like already left out), the key of the one investor each belongs to,
 * for those the text ties to at least one other; the others are not in the map.
 */
export function affiliatedHolders(sentences: readonly SentenceFacts[], holders: readonly string[]): Map<string, string> {
  const text = sentences.filter((s) => !s.derived).map((s) => s.lower).join(' ');
  const names = holders.map((holder) => {
    const name = bareName(holder);
    return { holder, names: [name, name.replace(legalForm, ''), shortName(name, text)].filter((n): n is string => Boolean(n)) };
  });
  const groups = new Map<string, string>();
  for (const s of sentences) {
    if (s.derived || !actsAsOne.test(s.lower) || notTied.test(s.lower)) continue;
    const tied = names.filter((h) => h.names.some((n) => named(n, s.lower)));
    if (tied.length < 2) continue;
    const families = new Set(tied.map((h) => family(h.names[0] ?? '')));
    const kin = names.filter((h) => !tied.includes(h) && families.has(family(h.names[0] ?? '')));
    for (const h of [...tied, ...kin]) if (!groups.has(h.holder)) groups.set(h.holder, s.lower);
  }
  return groups;
}
