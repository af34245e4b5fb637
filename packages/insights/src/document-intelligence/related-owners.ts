/**
 * A counterparty tied to the company's people by who owns or runs it, said with the owner after the counterparty, which
 * the patterns of red-flag-rules.ts (the person first: 'owned by the CEO', 'dont le président est associé') miss: 'the
 * farm is leased from the Chanda Family Trust, whose trustees are the company's chairman and his two sisters', 'la SCI,
 * dont les associés sont le fondateur et son épouse', 'the unit belongs to Kwame's brother-in-law', 'le local appartient
 * au beau-frère de notre DG'; a relative's own business said by a possessive ('we buy from my brother's firm'), or
 * asked about and confirmed ('c'est pas la boîte de ta femme ça ?' then 'si, c'est elle la gérante'); an insider whose
 * relative runs the counterparty ('M. X, directeur général, dont le frère est gérant de ...'), and an insider's advance
 * on current account. Reads folded text; a denied or hedged one is none ('no property belongs to ...').
 */
import { assertedMatch } from './assertion';
import { excerpt } from './sentence-facts';
import type { RiskFlag } from './types';

export const insiders = String.raw`(chairman|chairperson|chair|ceo|cto|coo|cfo|founders?|co-?founders?|directors?|md|managing director|board members?|president\w*|pdg|dg|fondat\w+|cofondat\w+|dirigeante?s?|gerante?s?|administrat\w+|actionnaires? majoritaires?)`;
const relatives = String.raw`(brother|sister|wife|husband|spouse|partner|cousin|son|daughter|father|mother|uncle|aunt|nephew|niece|family|relatives?|(brother|sister|father|mother|son|daughter)-in-law)`;
// Folding keeps 'œ': 'sœur' is read as written, and 'soeur' as typed without it.
const relativesFrench = String.raw`(frere|s(?:oe|\u0153)ur|epouse|epoux|mari|conjointe?|cousine?|fils|fille|pere|mere|oncle|tante|neveu|niece|famille|beau-frere|belle-s(?:oe|\u0153)ur|beau-pere|belle-mere|gendre|belle-fille)`;

/** 'whose trustees are the company's chairman', 'dont les associés sont le fondateur et son épouse'. */
const ownersAreInsiders = new RegExp(String.raw`\b(whose |dont (les |la |le |l')?(?=[a-z]))(trustees?|owners?|directors?|shareholders?|partners?|beneficiar(y|ies)|members|proprietaires?|associee?s?( uniques?)?|administrat\w+|gerante?s?|beneficiaires?|actionnaires?)\b[^.;]{0,20}?\b(are|is|include|includes|were|was|sont|est|comprennent|incluent|etaient|etait) (the company's |our |its |the |notre |nos |le |la |les |l'|one of (our|the) |l'un de nos |un de nos )?([a-z-]+ )?${insiders}\b`);
/** 'belongs to Kwame's brother-in-law', 'appartient au beau-frère de notre DG'. */
const belongsToRelative = new RegExp(String.raw`\b(belongs? to|belonging to|owned by|controlled by|run by|managed by) (our |the )?[a-z]+'s ${relatives}\b|\b(appartient|appartenant|appartiennent) (a|au|a la|a l') ?${relativesFrench} (de|du|d') ?(notre |la |le |l')?([a-z-]+ )?${insiders}\b`);

/**
 * The insider first, then a relative of theirs who owns or runs the counterparty: 'M. Ouédraogo, Directeur général de
 * votre société, dont le frère ... est gérant et associé unique de Wend-Panga SARL', 'our CEO, whose wife owns the
 * transport company'.
 */
const insiderWhoseRelative = new RegExp(String.raw`\b(${insiders}|directeur general|directrice generale)\b[^.;]{0,60}?\b(whose ${relatives}|dont (le |la |l'|les )?${relativesFrench})\b[^.;]{0,60}?\b(is|are|owns?|runs?|controls?|manages?|est|sont|possede|detient|dirige|controle|gere)\b[^.;]{0,20}\b(owner|director|shareholder|partner|manager|proprietaire|gerante?|associee?|actionnaire|dirigeante?|administrat\w+|the company|la societe|l'entreprise)`);
/**
 * The insider first, then their relative by a possessive, who owns or runs the counterparty: 'Le DG informe le Conseil
 * que son épouse, Mme X, est associée majoritaire de Kivu Logistique SARL', 'the CEO disclosed that his brother is the
 * sole director of the supplier'. The relative may be named in apposition; the role follows a copula and is held in
 * another firm ('his wife is a shareholder of the company' is the company's own cap table, no dealing; 'de la société
 * Transports Diallo' names another).
 */
const insiderRelativeRole = new RegExp(String.raw`\b(${insiders}|directeur general|directrice generale)\b[^.;]{0,60}?\b(his|her|their|son|sa|ses|leurs?) (${relatives}|${relativesFrench})\b(,[^;,]{1,50},)? (is|are|was|est|sont|etait) (the |its |a |an |l'|la |le |une? |son |sa )?(sole |majority |principal |main |seule? |principale? )?(owner|director|shareholder|partner|manager|proprietor|proprietaire|gerante?|associee?|actionnaire|dirigeante?|administrat\w+|fondat\w+|founder)s?\b[^.;]{0,20}?\b(of|in|at|de|du|d'|chez)(?! ?(the company|our company|us|la societe|notre societe|l'entreprise)\s*([,.;:]|$|\b(with|avec|for|pour|since|depuis|and|et)\b))`);
/**
 * The counterparty's owner or manager, named in apposition, said to be an insider's relative: 'loué à la société
 * Immobilière K. SARL, dont le gérant, M. B. K., est le frère cadet du Président-fondateur', 'bought from Delta Feeds,
 * whose managing director, Mr J. Phiri, is the younger brother of our CEO'.
 */
const ownerIsInsidersRelative = new RegExp(String.raw`\b(whose |dont (le |la |l'|les )?)(sole |majority )?(owner|director|managing director|manager|proprietor|shareholder|gerante?|proprietaire|associee?|actionnaire|dirigeante?|administrat\w+)s?( (unique|majoritaire|principal))?(,[^;,]{1,50},)? (is|are|was|est|sont|etait) (the |a |an |le |la |l'|un |une )?([a-z-]+ )?(${relatives}|${relativesFrench})( [a-z-]+)? (of|du|de la|de l'|de|d') ?(the company's |our |its |the |notre |la |le |l'|son |sa )?([a-z-]+ )?${insiders}\b`);
/** An insider's advance on current account: 'Avance en compte courant de M. Zongo, Président du conseil', 'compte courant d'associé du fondateur'. */
const insiderAdvance = new RegExp(String.raw`\b(avances? en compte courant|comptes? courants? d'associes?|shareholder'?s? (loan|current account)|director'?s? (loan|current account))\b[^.;]{0,60}?\b(${insiders}|directeur general|directrice generale|chairman of the board|president du conseil)\b`);

/**
 * The writer's own relative as the counterparty's owner or manager, in a founder's letter or e-mail: 'Volta Estates is owned
 * by my sister', 'Sahel Trans SARL, dont le gérant et associé unique est mon frère', 'la société X, qui appartient à
 * ma tante', 'run by my wife's firm'. The writer speaks for the company, so 'my brother' is a founder's
 * or an executive's relative; 'your' and 'votre' are the same in a letter to the company's director ('la SCI X, détenue
 * par votre épouse', from its auditor or its bank).
 */
const writersRelativeOwns = new RegExp(String.raw`\b(owned|controlled|run|managed)( (wholly|majority|entirely|solely|jointly))? by (my|your) ${relatives}\b|\b(belongs?|belonged|belonging) to my ${relatives}\b|\bwhose (sole |majority )?(owner|shareholder|director|manager|proprietor)s? (is|are) my ${relatives}\b|\b(appartient|appartenant|appartiennent) (a|au) (mon|ma) ${relativesFrench}\b|\b(detenue?s?|controlee?s?|dirigee?s?|geree?s?|possedee?s?)( (majoritairement|entierement|exclusivement))? par (mon|ma|votre) ${relativesFrench}\b|\bdont (le |la |l'|les )?(gerante?|proprietaire|associee?|actionnaire|dirigeante?|president\w*|fondat\w+)( et (associee?|actionnaire|gerante?)( (unique|majoritaire|principal))?)?( (unique|majoritaire|principal))? (est|sont|etait) (mon|ma) ${relativesFrench}\b`);

/** A relative's own business, said by a possessive: 'la boîte de ta femme', 'my brother's firm', 'my brother Tendai's company', 'the company of his wife', 'that's Rudo's company, your wife's'. */
const relativeCompany = new RegExp(String.raw`\b(boite|societe|entreprise|company|business|firm|shop|cabinet|agence) (de|d'|of) (ta|sa|ma|ton|son|mon|leur) (femme|${relativesFrench})\b|\b(boite|societe|entreprise|company|business|firm|shop|cabinet|agence) (de|d'|of) (ta|sa|ma|ton|son|mon|your|his|her|my|leur|their) ${relatives}\b|\b(my|your|his|her|their) ${relatives}( [a-z]+)?'s (company|business|firm|shop|workshop)\b|\b(company|business|firm|shop)\b[^.;]{0,12}\b(your|my|his|her) ${relatives}'s(?! (company|business|firm|shop|workshop)\b)`);
/**
 * A relative's business that the person goes to work in ('stepping back to focus on his family's business', 'leaves to
 * join her father's company', 'to return to his family's business', 'pour reprendre l'entreprise de son père'): a career, not a dealing with the company.
 */
const goesToWorkIn = /\b(to (return to|go back to|rejoin|focus on|concentrate on|devote (himself|herself|themselves) to|join|run|manage|lead|take over|help (run )?|work (in|at|for|on))|(focus|focuses|focusing|focused|concentrat\w+) on|(joins|joined|joining|runs|ran|running|took over|takes over|taking over|returns to|returned to|returning to)|pour (retourner (dans|a|chez)|revenir (dans|a|chez)|se consacrer a|rejoindre|reprendre|gerer|diriger|s'occuper de|travailler (dans|pour|chez))|(reprend|reprendra|a repris|rejoint|rejoindra|a rejoint|dirige|dirigera|se consacre a|se consacrera a|se consacrer a))\s+(the |l'|la |le )?$/;
const relativeCompanyDealing = (lower: string): RegExpExecArray | null => {
  const m = assertedMatch(lower, relativeCompany);
  return m && !goesToWorkIn.test(lower.slice(Math.max(0, m.index - 50), m.index)) ? m : null;
};

/** The clause after a match ends on a question mark: asked, not said. */
const asked = (lower: string, m: RegExpExecArray) => /^[^.!;]*\?/.test(lower.slice(m.index));

/**
 * A scan whose text recognition broke words at syllables ('frère du gé rant de l'Ache teur'): a relative of the
 * counterparty's or the company's manager read with a space allowed inside each word. The relative word opens at a
 * word boundary, so 'confrère' is none.
 */
const spacedWord = (word: string) => word.split('').join(' ?');
const scannedRelative = new RegExp(String.raw`\b(${['frere', 'soeur', 'epouse', 'epoux', 'cousin', 'cousine', 'brother', 'sister', 'wife', 'husband'].map(spacedWord).join('|')}) ?(du|de la|de l'|of the) ?(${['gerant', 'gerante', 'president', 'fondateur', 'cofondateur', 'directeur general', 'founder', 'director', 'chairman', 'managing director'].map(spacedWord).join('|')})\b`);

/** The match of a related counterparty named by its owners or as a relative's business, asserted, or null. */
export function relatedOwners(lower: string): RegExpExecArray | null {
  const said = assertedMatch(lower, ownersAreInsiders) ?? assertedMatch(lower, belongsToRelative) ?? relativeCompanyDealing(lower) ?? (/\b(my|mon|ma|your|votre)\b/.test(lower) ? assertedMatch(lower, writersRelativeOwns) : null) ?? assertedMatch(lower, insiderWhoseRelative) ?? assertedMatch(lower, insiderRelativeRole) ?? assertedMatch(lower, ownerIsInsidersRelative) ?? assertedMatch(lower, insiderAdvance) ?? assertedMatch(lower, scannedRelative);
  return said && !asked(lower, said) ? said : null;
}

/** 'Si', 'oui', 'yes', 'yep', 'exactly': a reply that says yes, after the chat's time and speaker if any. */
// Or by naming the relative's part in it: "she's the shareholder, not me", 'c'est elle la gérante'.
const saysYes = /^\W*(\[[^\]]{1,20}\]\s*)?([^:[\]]{1,40}?\s?:\s*)?(si|oui|yes|yeah|yep|exactly|correct|indeed|effectivement|exactement|c'est ca|tout a fait|(she|he)('s| is) the (owner|shareholder|director|sole shareholder|majority shareholder)|c'est (elle|lui) (la |le |l')?(gerante?|proprietaire|actionnaire|patronne?))\b/;
/** A question whether a counterparty is a relative's business ('c'est pas la boîte de ta femme ça ?'), answered yes in the next sentence: the sentence asked. */
export function relativeBusinessConfirmed<T extends { lower: string; derived?: boolean }>(sentences: readonly T[]): T | null {
  const written = sentences.filter((s) => !s.derived);
  for (const [i, s] of written.entries()) {
    const m = relativeCompany.exec(s.lower);
    const next = written[i + 1];
    if (m && asked(s.lower, m) && next && saysYes.test(next.lower)) return s;
  }
  return null;
}

/** The related-party flag for a sentence found outside the sentence rules. */
export const relatedPartyFlag = (text: string): RiskFlag => ({
  ruleId: 'related-party', category: 'related-party', title: 'Related-party dealings', severity: 'medium', evidence: excerpt(text), occurrences: 1,
  recommendation: 'List related-party transactions with their terms and show they were approved at arm\'s length.',
});
