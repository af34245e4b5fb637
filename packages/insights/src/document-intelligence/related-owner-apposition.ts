/**
 * A counterparty's owner or manager named by name, then tied to an insider in apposition: 'bought from Mahé Feeds Ltd,
 * owned by Christian Savy, Jean-Paul Morel's brother-in-law', 'société détenue par M. Kouassi N., père du directeur
 * général', 'dont la gérante et associée majoritaire est Mme Solange O., sœur du Président', 'the president and majority
 * shareholder of Kollie Trading is Mr. A. Kollie Jr., son of your Chairman'. The owner's name stands between the
 * ownership and the relative, so the patterns of related-owners.ts, which want the two side by side, miss it. Reads
 * folded text; the tie must be to an insider by role ('du Président'), to a named person by possessive ('Morel's'),
 * or, when an insider is the sentence's subject, by 'his' or 'son' ('..., son épouse' after 'Le Président présente');
 * or the owner is named as an insider ('..., chairman of the board').
 */
import { assertedMatch } from './assertion';
import { relatedDisclosed } from './related-disclosed';
import { insiders } from './related-owners';

const relativeWords = String.raw`(brother|sister|wife|husband|spouse|cousin|son|daughter|father|mother|parents|uncle|aunt|nephew|niece|(brother|sister|father|mother|son|daughter)-in-law|frere|s(?:oe|\u0153)ur|epouse|epoux|mari|conjointe?|cousine?|fils|fille|pere|mere|parents|oncle|tante|neveu|niece|beau-frere|belle-s(?:oe|\u0153)ur|beau-pere|belle-mere|gendre|belle-fille)`;
const ownerRoles = String.raw`(owner|sole owner|director|managing director|manager|proprietor|president|majority shareholder|sole shareholder|shareholder|partner|gerante?|proprietaire|associee?( (unique|majoritaire|gerante?))?|actionnaire( (unique|majoritaire))?|dirigeante?)`;
/** How the counterparty's owner is introduced: by a participle ('owned by', 'détenue par') or as its role ('whose manager is', 'dont la gérante est'). */
const ownedByParticiple = String.raw`\b((majority-|wholly |jointly )?owned by|held by|controlled by|run by|managed by|belongs? to|belonging to|detenue?s?( majoritairement)? par|geree?s? par|dirigee?s? par|controlee?s? par|appartient a|appartenant a|propriete de)`;
const ownedByRole = String.raw`(?:\b(whose |dont (le |la |l'|les )?)${ownerRoles}s?( and ${ownerRoles}s?| et ${ownerRoles}s?)?(,[^;,]{1,50},)? (is|are|est|sont)|\b(the )?${ownerRoles} and ${ownerRoles} of (?:[^.;,]|\.(?=\s)){3,60} is)`;
const ownedBy = String.raw`(?:${ownedByParticiple}|${ownedByRole})`;
/** The owner's name: a few words, no clause boundary. */
const ownerName = String.raw`\s(?:(mr|mrs|ms|dr|m|mme|mlle)\.?\s+)?[a-z][a-z'.-]*(\s[a-z][a-z'.-]*){0,4}`;
const byRole = String.raw`(the |our |a |an |l'|le |la |un |une )?(younger |elder |eldest |youngest |cadet |cadette |ainee? )?${relativeWords}( cadet| cadette| ainee?)? (of|du|de la|de l'|de|d') ?(the company's |our |your |its |the |notre |votre |la |le |l'|son |sa )?([a-z-]+ )?(${insiders}|directeur general|directrice generale)\b`;
const byNamePossessive = String.raw`[a-z][a-z.-]*( [a-z][a-z.-]*){0,3}'s ${relativeWords}\b`;
const byPronoun = String.raw`(his|her|son|sa) ${relativeWords}\b`;
/**
 * The owner named as an insider themself, said as the counterparty's role ('whose partners are Mr H. Bouh, chairman of
 * the board, and his brothers'): after a participle it may be a stake in the company itself ('des 12 % détenus par M.
 * X, cofondateur'). A role followed by 'of' another firm ('founder of Acme Haulage') or after 'its' ('its managing
 * director') is the counterparty's own.
 */
const asInsider = String.raw`(the |our |le |la |l'|notre )?(chairman|chairperson|ceo|pdg|founder|co-?founder|fondat\w+|cofondat\w+|directeur general|directrice generale|managing director|president\w*)\b(?! (of|de|du|d')\b(?! (the board|the company|our company|du conseil|de la societe|notre societe)\b))`;

const namedThenTied = new RegExp(String.raw`${ownedBy}${ownerName},\s(${byRole}|${byNamePossessive}|${byPronoun})|${ownedByRole}${ownerName},\s${asInsider}`);
/** 'owned by Mr. Hersi's father-in-law': the owner is the relative of a person named, with no apposition. */
const ownedByNamesRelative = new RegExp(String.raw`\b(owned|held|controlled|run|managed) by (mr|mrs|ms|dr)\.?\s+${byNamePossessive}`);
const pronounTie = new RegExp(`^${byPronoun}`);
/** An insider as the sentence's subject, so that 'his' or 'son' in the apposition refers to an insider. */
const insiderInSentence = new RegExp(String.raw`\b${insiders}\b`);

/** The match of an owner named and then tied to an insider, asserted, or null; else the ways of related-disclosed.ts. */
export function ownerNamedThenTied(lower: string): RegExpExecArray | null {
  const m = assertedMatch(lower, namedThenTied) ?? assertedMatch(lower, ownedByNamesRelative);
  if (!m) return relatedDisclosed(lower);
  const tie = m[0].slice(m[0].lastIndexOf(',') + 1).trim();
  if (pronounTie.test(tie) && !insiderInSentence.test(lower.slice(0, m.index))) return null;
  return m;
}
