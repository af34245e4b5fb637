/**
 * Related-party dealings told in ways the patterns of related-owners.ts and related-owner-apposition.ts leave out:
 * - the counterparty's owners named, then tied to an insider in apposition: 'The trustees of the Moyo Family Trust are
 *   Mr and Mrs Moyo, the parents of our CEO', 'les associés de la SCI X sont M. et Mme Y, parents du fondateur';
 * - an insider by role as the owner or manager of the counterparty, French putting the role before 'dont': 'la SCI X,
 *   dont le président du conseil, M. Y, est l'associé gérant', 'X Ltd, of which our CEO is the sole shareholder';
 * - the owner a relative of a person named with a title ('dont l'associée unique est l'épouse du Dr Z', 'whose sole
 *   director is the wife of Mr Z'), the title marking someone the text already knows;
 * - a board member who sits out the vote because their relative owns the counterparty ('Mme X, dont l'époux est
 *   l'associé gérant de la SCI, ne prend pas part au vote', 'Mr X, whose wife owns the supplier, abstained');
 * - a chat or a memo that names a supplier or a contract, then says in the next line or two whose relative is behind
 *   it ('Subcontractor line: Yonas's workshop, 610k' then 'they'll find out he's my brother anyway').
 * Reads folded text; a denied or hedged one is none.
 */
import { assertedMatch } from './assertion';
import { insiders } from './related-owners';

export const relatives = String.raw`(brother|sister|wife|husband|spouse|cousin|son|daughter|father|mother|parents|uncle|aunt|nephew|niece|(brother|sister|father|mother|son|daughter)-in-law|frere|s(?:oe|\u0153)ur|epouse|epoux|mari|conjointe?|cousine?|fils|fille|pere|mere|oncle|tante|neveu|niece|beau-frere|belle-s(?:oe|\u0153)ur|beau-pere|belle-mere|gendre)`;
const ownerRoles = String.raw`(trustees?|owners?|shareholders?|directors?|partners?|proprietors?|associee?s?|gerante?s?|proprietaires?|actionnaires?)`;
const insiderRole = String.raw`(the company's |our |its |notre |la |le |l'|du |de la |de l'|de notre )?([a-z-]+ )?${insiders}\b`;

/** 'The trustees of X are A and B, the parents of our CEO'. */
const ownersOfNamedThenTied = new RegExp(String.raw`\b(the |les |la |le |l')?${ownerRoles} (of|de|du|de la|de l'|d') [^.;]{3,60}? (are|is|sont|est) [^.;]{3,80}?,\s(the |our |l'|le |la |les )?${relatives} (of|du|de la|de l'|de|d') ?${insiderRole}`);
/** 'dont le président du conseil, M. Y, est l'associé gérant', 'of which our CEO is the sole shareholder'. */
const insiderOwnsCounterparty = new RegExp(String.raw`\bdont (le |la |l'|notre )?(president\w*( du conseil( d'administration)?)?|directeur general|directrice generale|pdg|dg|fondat\w+|cofondat\w+|administrat\w+ delegue\w*)(,[^;,]{1,50},)? (est|sont|etait) (l'|le |la |un |une |seule? )?(associee?( (unique|majoritaire|gerante?))?|gerante?|proprietaire|actionnaire( (unique|majoritaire|principal))?)\b|\bof which (our|the company's) (chairman|chairperson|ceo|founder|co-?founder|managing director|md)(,[^;,]{1,50},)? is (the |a )?(sole |majority |main )?(owner|shareholder|proprietor|managing partner|partner)\b`);
/** 'dont l'associée unique est l'épouse du Dr Z', 'whose sole director is the wife of Mr Z'. */
const ownerRelativeOfTitled = new RegExp(String.raw`\b(whose |dont (le |la |l'|les )?)(sole |majority )?(owner|director|manager|proprietor|shareholder|gerante?|proprietaire|associee?|actionnaire|dirigeante?)s?( (unique|majoritaire|principal))? (is|are|est|sont) (the |a |le |la |l'|un |une )?${relatives} (of|du|de) (dr|mr|mrs|ms|m|mme|monsieur|madame)\.?\s[a-z]`);
/** A member who sits out the vote because of a relative's stake: the tie and the abstention in one sentence. */
const recusedForRelative = new RegExp(String.raw`\b(whose|dont (le |la |l'|les )?)\s?${relatives}\b[^.;]{0,80}?\b(owner|director|shareholder|partner|manager|proprietaire|gerante?|associee?|actionnaire|dirigeante?|owns|runs|detient|dirige)\b[^.;]{0,120}?\b(ne prend pas part au (vote|deliberation)|ne participe pas au vote|s'abstient|s'est abstenue?|did not (take part in|participate in) the (vote|decision)|abstained|recused)`);

/** The match of a related counterparty told in one of the ways above, asserted, or null. */
export function relatedDisclosed(lower: string): RegExpExecArray | null {
  if (!/\b(of|de|du|dont|whose|which)\b/.test(lower)) return null;
  return assertedMatch(lower, ownersOfNamedThenTied) ?? assertedMatch(lower, insiderOwnsCounterparty) ?? assertedMatch(lower, ownerRelativeOfTitled) ?? assertedMatch(lower, recusedForRelative);
}

/** A dealing named: a supplier, a subcontractor, a landlord, a lease or a contract. */
export const dealing = /\b(suppliers?|subcontract\w*|contractors?|vendors?|landlord|lease[sd]?|rent(ed|s)?|invoic\w+|service provider|fournisseurs?|sous-traitan\w+|prestataires?|bailleur|bail|loyers?|contrat|factur\w+)\b/;
/** 'he's my brother', "she's the CEO's sister", 'c'est mon frère', 'elle est la sœur du DG'. */
const pronounTie = new RegExp(String.raw`\b((he|she)('s| is)|(il|elle) est|c'est) (my|your|our|mon|ma|ton|ta|notre|the ceo's|the founder's) ${relatives}\b|\b((he|she)('s| is)|(il|elle) est) (the |le |la )${relatives} (of|du|de la) ${insiderRole}`);

/** The sentence tying a pronoun to an insider's family, a dealing named in it or one of the two before; null when none. */
export function relativeAfterDealing<T extends { lower: string; derived?: boolean }>(sentences: readonly T[]): T | null {
  const written = sentences.filter((s) => !s.derived);
  for (const [i, s] of written.entries()) {
    if (!/\b(he|she|il|elle|c'est)\b/.test(s.lower) || !assertedMatch(s.lower, pronounTie)) continue;
    if (written.slice(Math.max(0, i - 2), i + 1).some((near) => dealing.test(near.lower))) return s;
  }
  return null;
}
