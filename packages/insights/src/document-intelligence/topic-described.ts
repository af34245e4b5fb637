/**
 * A topic described, not found in the company: a sanction a regulator's letter says non-compliance would bring ('failure
 * to comply ... may result in sanctions or suspension of the licence', 'tout manquement ... pourra entraîner des
 * sanctions', 'sous peine de sanctions'); a claim of no competition put in a generic speaker's mouth ('every founder is
 * tempted to answer "nobody does what we do"', 'chaque fondateur répond qu'il n'a aucun concurrent'); dead equity
 * defined or spoken of in general ('dead equity and fuzzy conversions are the first thing counsel finds'); a
 * related-party note whose only item is what key management is paid ('Related parties: key management compensation
 * only', 'Parties liées : rémunération des dirigeants uniquement'). Each clause is blanked, position for position, for its
 * rule only; the rest of the sentence is read as written. Reads folded text (lower case, no accents).
 */
import { blank } from '../text/blank';

/**
 * A sanction that would follow a failure supposed: the failure, then a modal, then what it brings. 'Non-compliance will
 * expose the licensee to penalties', 'le non-respect de ces conditions peut donner lieu à une suspension'. A failure that
 * has brought one ('failure to file returns resulted in a fine') has no modal and still flags.
 */
const supposedSanction = /\b(failure|failing|fails|non-?compliance|any breach|a breach|breach(es)? of|violation of|any violation|tout manquement|manquements?|non-respect|inobservation|defaut de (respect|conformite)|toute violation|toute infraction)\b[^.;]{0,140}?\b(may|might|could|can|will|would|shall|pourra|pourrait|pourraient|peut|peuvent|est passible|sont passibles|expose(ra|rait)?)\b[^.;]*|\bsous peine (de|d')[^.;]*/g;

/**
 * A claim put in a generic speaker's mouth: every, most or many founders (decks, pitches) say, answer or are tempted to
 * answer it. The clause runs to a 'but' that may bring the writer's own claim back ('Every founder says that, but we truly
 * have none' still flags).
 */
const genericSpeaker = /\b(every|any|each|most|many|all|too many|a lot of|tout|toute|chaque|la plupart des|beaucoup de|trop de|tous les) (founders?|entrepreneurs?|ceos?|startups?|start-ups?|pitch(es)?|pitch decks?|decks?|fondat\w+|entrepreneu\w+|dirigeants?|porteurs? de projets?)\b[^.;]{0,60}?\b(says?|answers?|claims?|writes?|replies?|tells?|is tempted to|are tempted to|dit|disent|repond\w*|affirme\w*|ecri\w+|est tente\w*|sont tente\w*)\b(?:(?!\b(but|mais|however|cependant|yet)\b)[^;])*/g;

/**
 * Dead equity spoken of in general: the term as the subject of a definition or a general statement ('dead equity is
 * when a leaver keeps shares', 'dead equity and fuzzy conversions are the first thing a serious investor's counsel
 * finds'), in a sentence that says nothing of the writer's company (no 'we', 'our', no figure).
 */
const equityInGeneral = /\bdead equity\b([^.;]{0,40}\b(and|or|et|ou)\b[^.;]{0,30})? (is|are|means|refers to|happens|occurs|est|sont|designe)\b[^.;]*/g;
const ownCompany = /\b(we|our|us|ours|nous|notre|nos|the company|la societe|its|his|her|their)\b|\d/;

/** A related-party note that lists only key management's pay: the one dealing every company has, disclosed as standard. */
const onlyManagementPay = /\b(related[- ]part(y|ies)|parties? liees?|conventions? reglementees?)\b[^.;:]{0,20}:\s*((key management( personnel)?|directors'?|executives?'?|management) (compensation|remuneration|emoluments|salaries|fees)|(compensation|remuneration) of (key management( personnel)?|directors|executives)|(remuneration|remunerations) des (dirigeants|administrateurs|mandataires sociaux)) (only|uniquement|seulement)\b[^.;]*/g;

/**
 * Related parties as what an audit procedure lists or asks about: 'we obtained management's list of related parties',
 * 'confirmations of related-party balances were requested', 'l'identification des parties liées'. The procedure, not a
 * dealing found.
 */
const relatedPartiesListed = /\b(list|lists|register|schedule|identification|completeness|inquir\w+|enquir\w+|confirmations?|liste|recensement|identification|exhaustivite) (of|des|de) (all |the |tous les |toutes les )?(related[- ]part(y|ies)|parties liees)( (transactions|balances|operations|soldes))?\b/g;


/** The sentence with the clauses that only describe the rule's topic blanked out; unchanged for other rules. */
// Each rule's patterns run on every sentence: a word each of them needs rules most sentences out first.
const sanctionWord = /fail|compli|breach|violat|manquement|respect|inobservation|defaut de|infraction|sous peine/;
const speakerWord = /founder|entrepreneu|ceo|start-?up|pitch|deck|fondat|dirigeant|porteur/;
const relatedWord = /relat|liee|reglementee/;

export function withoutTopicDescribed(ruleId: string, lower: string): string {
  switch (ruleId) {
    case 'regulatory': return sanctionWord.test(lower) ? lower.replace(supposedSanction, blank) : lower;
    case 'no-competition': return speakerWord.test(lower) ? lower.replace(genericSpeaker, blank) : lower;
    case 'dead-equity': return !lower.includes('dead equity') || ownCompany.test(lower) ? lower : lower.replace(equityInGeneral, blank);
    case 'related-party': return relatedWord.test(lower) ? lower.replace(onlyManagementPay, blank).replace(relatedPartiesListed, blank) : lower;
    default: return lower;
  }
}
