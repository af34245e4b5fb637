/**
 * What the litigation words (litigation-words.ts) leave out of a dispute's state: a summons said with its plural
 * agreement ('Sanou Transports nous a assignés', 'ils ont assigné la société'); a decision taken to court, or a recourse
 * pending ('a contesté cette décision devant la juridiction administrative', 'le recours est pendant'); a dispute closed by a settlement the
 * board records ('prend acte de la clôture, par une transaction, du différend qui opposait la société à ...', 'the
 * dispute ... was brought to an end by a settlement', 'the settlement in March 2024 of the Company's dispute with the Revenue
 * Authority', 'le règlement amiable du litige'; a settlement's own words, 'les parties ont décidé de régler leur différend par voie
 * transactionnelle', 'the parties have agreed to settle their dispute'); court searches that found nothing ('searches of the registries
 * revealed no other pending proceedings', 'les recherches n'ont révélé aucune procédure'); and a question about a
 * lawsuit answered that it is over ('Q: What about the lawsuit?' then 'A: Settled in September.'). Reads folded text.
 */
import { assertedMatch } from './assertion';
import { reopened } from './litigation-words';
import { answerLabelWords } from './question-answers';
import { blank } from '../text/blank';

/** 'X nous a assignés', 'ils ont assigné la société en paiement'. */
const summons = /\b(nous|la societe|l'entreprise|la start-?up) (a|ont) (fait )?assigne(e|s|es)?\b|\b(a|ont) assigne(e|s|es)? (la societe|l'entreprise|notre societe)\b/;
/** A dispute closed: 'la clôture ... du différend', 'par une transaction signée', 'le différend qui opposait' (a past state). */
const closedByDeal = /\b(reprises? (de |des |d'une |sur )?provisions? (pour|sur) (litiges?|contentieux|risques? (de |et )?litiges?)|(reversal|release|write-back) of (the |a )?(litigation |legal claims? )?provisions?( (for|on) (the )?(litigation|legal claims?|lawsuits?|disputes?))?)\b|\b(cloture|extinction|fin) (definitive )?(,[^,]{0,60},\s)?(du|de la|de l'|des) ?(differend|litige|procedure|contentieux|instance)\b|\bpar (une |voie de )?transaction (signee|conclue|intervenue)\b|\b(differend|litige) qui (opposait|nous opposait)\b|\b(brought to an end|ended|closed|resolved) by (a |the )?settlement\b|\bthe settlement (in [a-z]+ \d{4} |on [^,;]{0,20} )?of (the |its |our |the company's )?[a-z' ]{0,40}(dispute|claim|case|litigation|proceedings?)\b|\b(ont|a|avons|have|has) (decide|convenu|accepte|agreed|decided) (de |to )(regler|mettre fin a|settle|end) (leur|le|notre|ce|son|their|the|its|our|this) (differend|litige|contentieux|dispute|claim)\b(?! (devant|before|in court|en justice))|\b(le|du|au) reglement (amiable |transactionnel )?(en [a-z]+ \d{4} )?(du|de la) (differend|litige|contentieux)\b/;
/** Searches that found nothing: 'revealed no other pending proceedings', 'n'ont révélé aucune procédure'. */
const searchFoundNone = /\b(searches?|search results?|recherches?|verifications?|consultations?)\b[^.;]{0,140}\b(revealed|disclosed|showed|found|returned|identified|(n'ont|n'a) (revele|fait apparaitre|montre|identifie)) (no|aucune?|nothing)\b/;
/** A reply that opens with its marker and says the case is over: 'A: Settled in September.', 'R : Clos depuis juin.' */
const answeredOver = new RegExp(String.raw`^\W*${answerLabelWords}(it was |it's |it is |c'est |il a ete |elle a ete )?(settled|withdrawn|dismissed|closed|resolved|over|done|dropped|regle|clos|close|classe|terminee?|retire|abandonne)\b`);
/** A reply that is a bare no: 'Q20. Litiges avec d'anciens associés ? R : Aucun.', 'A: None.' */
const answeredNone = new RegExp(String.raw`^\W*${answerLabelWords}(none|nil|no|non|aucune?|neant|rien|nothing)\s*[.!]?\s*$`);
/**
 * A later sentence that says the case just named is over: 'Today I can finally say: it's over.', 'The matter was settled
 * by consent in August', 'Dossier clos, enfin.', 'Personne ne fait appel, ..., c'est classé'. It names the case by a
 * pronoun or a bare noun for it ('the matter', 'ce dossier'), at the sentence's or a clause's start ('...; we paid in full and
 * the claim was withdrawn'), not a qualified one, so a second dispute named after it ('le
 * litige fiscal de 2022 a été clos', 'litige avec l'ancien bailleur : clos') is not taken to close the first.
 */
const saidOver = /\b(l'instance|la procedure|le litige|le differend|le contentieux|l'affaire|the (proceedings?|case|dispute|suit|lawsuit|claim|matter|(court |case )?file))\b[^.;]{0,90}\b(a pris fin|ont pris fin|(est|a ete) (desormais |definitivement )?(eteinte?|close?|terminee?)|came to an end|(has|have) (now )?ended|(is|are|was|were) (now )?(closed|extinguished|at an end))\b|\b(it's|it is|it was|c'est|tout est) (now |finally |enfin |desormais |officially |officiellement )?(over|behind us|done|finished|closed|fini|termine|clos|classe|regle|derriere nous)\b|(^|;\s*|,?\s(and|et)\s)\W*((the|le|la|l') ?(matter|case|suit|claim|dispute|lawsuit|affaire|dossier)|(this|that|ce|cette) [a-z]+|dossier|affaire)\s+(was |has been |have been |is |est |a ete )?(now |finally |formally |enfin |definitivement )?(settled|withdrawn|dismissed|closed|resolved|struck out|clos|classee?|reglee?|retiree?|terminee?)\b/;
/**
 * A clause that says how disputes would be resolved, not that one exists: 'Disputes: Negotiation between senior
 * officers, then arbitration in Kampala', 'Tout différend sera soumis à l'arbitrage de la CCJA', 'any dispute arising
 * under this agreement shall be referred to arbitration', 'Governing law: English law; arbitration in London' (the
 * label's whole answer). A contract's mechanism, in the future, the conditional ('tout différend ... serait soumis à
 * l'arbitrage', 'would be submitted') or as a label's answer.
 */
const resolutionClause = /^\W*(governing law|applicable law|law and jurisdiction|jurisdiction|droit applicable|loi applicable|juridiction competente|attribution de juridiction)\s*:[^.]*|^\W*(disputes?|dispute resolution|resolution of disputes|governing law and (disputes?|jurisdiction)|reglement des (differends|litiges)|differends|litiges)\s*:\s*(amicable|negotiation|mediation|arbitration|conciliation|good[- ]faith|reglement amiable|negociation|conciliation|arbitrage)\b[^.;]*|\b(?![^.;]*\b(failed|started|began|commenced|launched|filed|brought|initiated|is|are|was|were|has|have|had|against|contre|a (echoue|ete|engage|introduit|saisi|commence)|ont|est|sont|engagee?|introduite?|en cours|pending|ongoing|underway)\b)(amicable settlement|negotiation|mediation|conciliation|reglement amiable|negociation|mediation)\b[^.;]{0,40}?,? (puis|then|followed by|failing which|and failing that|faute de quoi|a defaut,?) (by |par )?(an? |l'|les )?(arbitration|arbitrage|the courts?|courts?|les tribunaux|tribunaux|tribunal)\b[^.;]*|\b(any|all|every|each|tout|toute|tous les|toutes les) (disputes?|differends?|litiges?|contestations?|controvers(y|ies))\b[^.;]{0,120}?\b(shall|will|would|must|sera|seront|serait|seraient|doit|doivent|devra|devront|devrait|devraient) (first |finally |exclusively |definitivement )?(be |etre )?(referred|submitted|settled|resolved|determined|heard|soumise?s?|tranchee?s?|reglee?s?|portee?s?)\b[^.;]*/g;

/**
 * A decision challenged before a court, or a recourse said pending: 'la société a contesté cette décision devant la
 * juridiction administrative', 'le recours est pendant', 'ce recours, toujours pendant', 'a formé un recours en annulation', 'we have challenged the fine
 * in court', 'our appeal is still pending'. A tender ('appel d'offres') or a call for funds is no appeal.
 */
const challengedInCourt = /\b(conteste\w*|contest\w*|attaque\w*|challeng\w*|appeal\w*)\b[^.;]{0,60}\b(devant (la |le |les |l')?(juridictions?|tribunal|cour|juge|conseil d'etat|chambre)|in court|before (the |a )?([a-z-]+ ){0,3}(court|tribunal|judge))\b/;
const recoursePending = /\b(recours|pourvoi|appel(?! (d'offres|de fonds|a projets|a candidatures))|appeal|petition|judicial review)\b( [a-z-]+){0,4}?,? (est |reste |demeure |is |remains |are )?(toujours |still )?(pendante?|en instance|pending)\b|\b(a|ont|avons|have|has) (forme|introduit|depose|exerce|interjete) (un |une )?(recours|pourvoi)\b(?! gracieux)|\b(recours|pourvoi) (contentieux|en annulation|en cassation|pour exces de pouvoir)\b|\b(filed|lodged|brought) (an? )?(application for )?(judicial review|petition for review)\b/;

/** The company is summoned before a court, or has taken a decision to one and the case is pending. */
/**
 * The company named as a party to a case, in the words of a recital or a pleading: 'la société est défenderesse dans
 * l'action intentée par X', 'the Company is the defendant in the proceedings brought by X', 'cette instance est toujours
 * pendante'. 'Intentée' and 'instance' are the court's words; an 'action engagée' may be any initiative.
 */
const partyToCase = /\b(est|sont|is|are) (defenderesse|defendeur|defendeurs|demanderesse|demandeur|the defendant|a defendant|the respondent|a respondent|defendants?) (dans|a|in) (l'|une |la |the |an |a )?(action|instance|procedure|proceedings?|suit|case|claim)\b|\baction intentee (le [^.;]{0,25})?(par|contre)\b|\binstance (est |reste |demeure )?(toujours |encore )?(pendante|en cours)\b/;
export const beforeCourt = (lower: string): boolean => assertedMatch(lower, summons) !== null || assertedMatch(lower, challengedInCourt) !== null || assertedMatch(lower, recoursePending) !== null || assertedMatch(lower, partyToCase) !== null;
/** The sentence records a dispute's end, or searches that found none: no live dispute. */
export const disputeEndedOrAbsent = (lower: string): boolean => closedByDeal.test(lower) || searchFoundNone.test(lower);
/** A later reply says the case asked about is over, or there is none; or a later sentence says the case is over. */
/**
 * A later sentence that says a court or the parties ended the case: 'a consent order was filed withdrawing the suit', 'the
 * court has closed the file', 'le tribunal a classé le dossier', or the parties' agreement to end it ('Les Parties ont
 * convenu de mettre fin à ce différend', closedByDeal).
 */
const endedByCourt = /\b(court|tribunal|judge|juge|registry|greffe) (has |had |then |later )?(closed|clos|classe) (the|its|le|son) (file|case|dossier)\b|\b(withdrawing|dismissing|striking out|discontinuing|retirant|rejetant) (the|its|their|l'|la|le) ?(suit|claim|case|action|proceedings?|petition|instance|demande)\b/;
export const replySaysOver = (lower: string): boolean => answeredOver.test(lower) || answeredNone.test(lower) || (saidOver.test(lower) && !assertedMatch(lower.slice(saidOver.exec(lower)?.index ?? 0), reopened, false)) || assertedMatch(lower, endedByCourt) !== null || closedByDeal.test(lower);
/**
 * A claim only threatened is a possible future dispute, not one that exists: 'the landlord has threatened legal action',
 * 'threatening to sue', 'menace d'une action en justice', 'il a évoqué une action en justice'. Blanked up to the clause's
 * end, position for position, so a case filed in the next clause ('...; they filed their claim in May') is still read. In a
 * list with 'pending' ('no pending or threatened litigation') the word is left for the denial to read.
 */
const threatOnly = /(?<!\b(or|and|nor|ou|et|ni) )\b(threaten(s|ed|ing)?|menacen?t? (de |d')|(a|ont|avait|avaient) (evoque|brandi) (une?|la menace d'une?) )[^.;,]{0,50}/g;
export const withoutThreats = (lower: string): string => (/threaten|menace|evoque|brandi/.test(lower) ? lower.replace(threatOnly, blank) : lower);
/**
 * A court named as the registry where a company's papers are kept, not as the seat of a case: 'les statuts déposés au
 * greffe du tribunal de commerce de Rabat', 'immatriculée au registre du commerce du tribunal de Dakar', 'filed at the
 * registry of the High Court'. Blanked, position for position, so a dispute said in the same sentence is still read.
 */
const courtRegistry = /\b((high|magistrates'?|commercial|district|supreme|county|labour|industrial) )?courts?'?( and ([a-z'-]+ ){0,2}courts?'?)? (registers?|registries|records|cause lists?|dockets?|rolls?)\b|\b(greffes?|registres? du commerce( et du credit mobilier)?|rccm|registry|registrar)\b( (du|de la|de l'|des|aupres du|of the|at the) ([a-z'-]+ ){0,2}(tribunal|cour|court)\b( (de commerce|du commerce|commercial|de premiere instance|de grande instance|regional))?( (de|d'|of) [a-z'-]+)?)?/g;
export const withoutCourtRegistry = (lower: string): string => (/greffe|regist|rccm|records|cause list|docket|roll/.test(lower) ? lower.replace(courtRegistry, blank) : lower);

/**
 * A contract's choice of court, which names a court and no case: 'the High Court of Botswana has jurisdiction', 'the
 * parties submit to the exclusive jurisdiction of the courts of Kenya', 'tout différend relèvera du tribunal de commerce
 * de Lomé', 'toute difficulté relative à son exécution sera soumise au tribunal de commerce de Lomé', 'any dispute shall
 * be referred to the courts of Ghana', and the elliptic clause of a term sheet, 'Droit français ; compétence du tribunal de commerce de Dakar'. Only
 * the clause's own words are blanked: a claim said in the same sentence ('... has jurisdiction over the claim brought
 * against us') is still read.
 */
const jurisdictionClause = /\b((high|commercial|supreme|federal|district|magistrates'?|industrial|labour) )?(courts?|tribunals?)\b[^.;]{0,40}?\b(has|have|shall have|will have) (the )?(sole |exclusive |non-exclusive )?jurisdiction\b|\b(irrevocably )?(submit|submits|agree to submit) to the (sole |exclusive |non-exclusive )?jurisdiction of (the )?([a-z'-]+ ){0,3}(courts?|tribunals?)( of [a-z'-]+( [a-z'-]+)?)?|\b(any|all|every|each|tout|toute|tous les|toutes les) (disputes?|differends?|litiges?|contestations?|difficultes?|difficulties|difficulty)\b[^.;]{0,120}?\b(relevera|releveront|releve|relevent|sera de la competence|seront de la competence|shall fall within the jurisdiction|(sera|seront|serait|seraient) soumise?s? (au|a la|aux|a l')|(shall|will|would) be (submitted|referred) to)\b[^.;]*|(^|[;:]\s*)\W*(attribution de )?competence (exclusive )?(est attribuee )?(du|des|de la|au|aux) (tribunal|tribunaux|cour|juridictions?)\b( [a-z'-]+){0,6}/g;

/** The sentence with its dispute-resolution clauses blanked out, position for position. */
export const withoutResolutionClauses = (lower: string): string => lower.replace(resolutionClause, blank).replace(jurisdictionClause, blank);

/**
 * A law firm's or a team's field of work, not a case: 'Anjarwalla & Khanna (corporate and litigation practice)',
 * 'our litigation counsel', 'le pôle contentieux du cabinet', 'avocat en contentieux des affaires'. Blanked, position
 * for position, so a case said in the same sentence is still read.
 */
const legalPractice = /\b((corporate|commercial|banking|tax|employment) (and|&) )?(litigation|dispute resolution|contentieux)( (and|&|et) [a-z]+)? (practice|department|team|partners?|group|lawyers?|counsel|specialists?|services)\b|\b(litigation|dispute resolution) (counsel|lawyers?|partners?)\b|\b(service|departement|pole|direction|avocate?s?|cabinet|juriste) (du |en |de )?contentieux( des affaires)?\b/g;
export const withoutLegalPractice = (lower: string): string => (/litigation|dispute resolution|contentieux/.test(lower) ? lower.replace(legalPractice, blank) : lower);


/**
 * A later sentence that opens on another matter ('S'agissant du redressement notifié en 2023, ... ce dossier est clos',
 * 'As for the tax assessment, it was withdrawn'): its closing words are about that matter, not the case told before. A
 * matter that is itself a case ('As for the Kouilou claim, it was settled') still closes it.
 */
export const otherMatterOpens = (lower: string): boolean => /^\W*(s'agissant d(u|e la|e l'|es)|quant (au|a la|a l'|aux)|as (for|regards|to) the|regarding the|with regard to the)\s(?![^,;.]{0,60}\b(action|claim|suit|case|lawsuit|proceedings?|litiges?|procedure|dispute|differend|contentieux|plainte|assignation|affaire|instance)\b)/.test(lower);

/**
 * A list whose numbered items ('5.1 Claim by a former partner ... - hearing adjourned 5.2 Labour claim - settled') ran
 * into one sentence: each item read on its own, so that one item's settlement does not close another's case. Items are
 * split at numbers of the first item's section only ('5.2' after '5.1'), so a decimal figure ('14.5 million') is no item.
 */
export function numberedItems(lower: string): string[] {
  const first = /(?:^|\s)(\d{1,2})\.\d{1,2}\s+(?=[a-z])/.exec(lower);
  if (!first) return [lower];
  const marker = new RegExp(String.raw`\s(?=${first[1]}\.\d{1,2}\s+[a-z])`);
  return lower.split(marker);
}
