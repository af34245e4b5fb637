/**
 * A counterparty tied to the company's people by who owns or runs it, said with the owner after the counterparty, which
 * the patterns of red-flag-rules.ts (the person first: 'owned by the CEO', 'dont le président est associé') miss: 'the
 * farm is leased from the Chanda Family Trust, whose trustees are the company's chairman and his two sisters', 'la SCI,
 * dont les associés sont le fondateur et son épouse', 'the unit belongs to Kwame's brother-in-law', 'le local appartient
 * au beau-frère de notre DG'. Reads folded text; a denied or hedged one is none ('no property belongs to ...').
 */
import { assertedMatch } from './assertion';

const insiders = String.raw`(chairman|chairperson|chair|ceo|cto|coo|cfo|founders?|co-?founders?|directors?|md|managing director|board members?|president\w*|pdg|dg|fondat\w+|cofondat\w+|dirigeante?s?|gerante?s?|administrat\w+|actionnaires? majoritaires?)`;
const relatives = String.raw`(brother|sister|wife|husband|spouse|partner|cousin|son|daughter|father|mother|uncle|aunt|nephew|niece|family|relatives?|(brother|sister|father|mother|son|daughter)-in-law)`;
const relativesFrench = String.raw`(frere|soeur|epouse|epoux|mari|conjointe?|cousine?|fils|fille|pere|mere|oncle|tante|neveu|niece|famille|beau-frere|belle-soeur|beau-pere|belle-mere|gendre|belle-fille)`;

/** 'whose trustees are the company's chairman', 'dont les associés sont le fondateur et son épouse'. */
const ownersAreInsiders = new RegExp(String.raw`\b(whose |dont (les |la |le |l')?(?=[a-z]))(trustees?|owners?|directors?|shareholders?|partners?|beneficiar(y|ies)|members|proprietaires?|associee?s?( uniques?)?|administrat\w+|gerante?s?|beneficiaires?|actionnaires?)\b[^.;]{0,20}?\b(are|is|include|includes|were|was|sont|est|comprennent|incluent|etaient|etait) (the company's |our |its |the |notre |nos |le |la |les |l'|one of (our|the) |l'un de nos |un de nos )?([a-z-]+ )?${insiders}\b`);
/** 'belongs to Kwame's brother-in-law', 'appartient au beau-frère de notre DG'. */
const belongsToRelative = new RegExp(String.raw`\b(belongs? to|belonging to|owned by|controlled by|run by|managed by) (our |the )?[a-z]+'s ${relatives}\b|\b(appartient|appartenant|appartiennent) (a|au|a la|a l') ?${relativesFrench} (de|du|d') ?(notre |la |le |l')?([a-z-]+ )?${insiders}\b`);

/** The match of a related counterparty named by its owners, asserted, or null. */
export const relatedOwners = (lower: string): RegExpExecArray | null => assertedMatch(lower, ownersAreInsiders) ?? assertedMatch(lower, belongsToRelative);
