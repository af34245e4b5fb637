/**
 * The claim that there are no competitors, every way the reader knows: no competition said outright ('no direct
 * competitors', 'no direct or indirect competitors', 'aucun concurrent', 'nobody else does what we do'), a form's answer ('Competition: none'), no other offer
 * ('Il n'existe aucune autre solution'), being the only one unless rivals are named, and (below) a claim that no one
 * else offers what the company offers, with an aside between the subject and its verb, which the adjacent patterns
 * miss: 'personne, ni en Tunisie ni ailleurs, ne propose une traçabilité parcelle par parcelle', 'aucun acteur, local
 * ou international, ne fait ce que nous faisons', 'no one, in Kenya or anywhere else, offers ...', 'nobody — as far as
 * we know — does this'. Not a claim: a near absolute ('presque personne', 'hardly anyone'), a past state ('personne ne
 * proposait'), an exception named ('sauf M-Pesa', 'except the banks'), or 'une personne ne ...' (a person). Reads
 * folded text; the rule (red-flag-rules.ts) drops a claim disclaimed or asked.
 */
import { assertedMatch } from './assertion';

const noCompetition = /\b(no|zero|there (is|are) no|without any|do not have any|don't have any|have no|faces? no)\s+((direct|real|serious|known|indirect)(\s(or|and|nor)\s(direct|indirect|local|international|foreign|regional))?\s+)?(competitors?|competition)\b|\b(aucune?|pas de|sans|n'a pas de|n'avons pas de|zero|0)\s+(veritable\s+|vrai\s+|reelle?\s+|serieux\s+)?(concurrents?|concurrence)\b|\b(nobody|no one|no other (company|player|provider|business|startup)) (else )?([^.;,]{0,40} )?(does|offers|provides|is doing|doing|offering|providing|selling|serving|building|sells|serves|competes)\b|\b(personne|nobody|no one)( d'autre| else)? (ne )?(fait|propose|offre|does|offers) (ce que nous (faisons|proposons|offrons)|what we (do|offer)|la meme chose|the same)\b|\bpersonne d'autre\b[^.;]{0,40}\b(ne )?(propose|offre|fait)\b|\baucune? autre (entreprise|societe|acteur|startup|start-up|solution|offre|operateur)\b[^.;]{0,30}\bne (propose|offre|fait|vend|commercialise)\b|\bno (alternative|comparable|equivalent|similar) (solution|product|offering|service)s? (exists?|on the market)\b|\bnothing (like|comparable to) (us|our \w+) (exists|on the market)\b|\baucune? (solution|offre|alternative) (concurrente|equivalente|comparable)\b/;
/** 'Competition: none', 'Concurrence : aucune', 'Concurrents directs : aucun', 'Competitors: none today': a form's answer that no rival exists. */
// Or said in a word after the noun: 'competition is non-existent', 'concurrence inexistante', 'concurrence : nulle'.
const competitionNone = /\b(competition|competitors|competitive landscape|concurrence|concurrents( directs)?|direct (competition|competitors))\s*:\s*(none|nil|aucune?|neant|nulle|no (direct )?(competitor|competition|rival)s?)\b|\b(competition|concurrence|concurrents)( (is|est|reste))? (non-?existent|inexistante?s?)\b/;
/** No other offer exists: 'There is no other product like ours on the market', 'Il n'existe aucune autre solution sur le marché', 'Il n'y a pas d'autre offre de ce type'. */
// 'There is currently no other pay-as-you-go solar company operating in Somaliland': a time word and the offer's kind may stand between;
// not a preposition, which makes the company an object ('there are no other claims against the company' is about claims).
const noOtherOffer = /\bthere (is|are) (currently |today |now |still )?no (other|comparable|similar|equivalent) ((?!(against|of|with|to|for|from|by|on|about)\b)[a-z-]+ ){0,3}(products?|solutions?|offers?|offerings?|services?|platforms?|players?|compan(y|ies)|providers?|operators?|businesses)\b|\b(il n'existe|il n'y a|n'existe)\s(aucune?|pas d'|pas de)\s?autres? (solutions?|offres?|alternatives?|produits?|services?|acteurs?|entreprises?|plateformes?)\b/;
/**
 * Being the only one ('We are the only provider focused on rural schools', 'nous sommes les seuls à ...') claims no
 * competitor unless the sentence names the alternatives ('although Eneza and M-Shule offer similar content', 'les
 * traiteurs locaux restent une alternative', 'Jumia Food et Glovo dominent ...').
 */
// Or the company by its name, the only one selling in a market ('Kuwala is the only pay-as-you-go solar company selling in
// these three districts'): the market named by where it sells, so 'the only company in Africa with ISO certification' is none.
const soleProvider = /\bwe are the (first and only|only|sole|one and only) (company|player|provider|solution|platform|app|service|business|startup)\b|\b(is|are) the (first and only|only|sole|one and only) ([a-z-]+ ){0,3}(company|player|provider|operator|business|startup|supplier|platform) (selling|operating|offering|serving|active|present|working) (in|across|to)\b|\bnous sommes (la |le )?(premiere? et (la |le )?)?seule? (entreprise|plateforme|solution|acteur|societe|application|start-?up)\b|\b(we are|we're) alone (in|on) (this|the|our) (market|space|segment)\b|\bnous sommes (les )?seuls?\b|(?<!\b(pas|plus|jamais) )\bseuls? (sur (le|ce|notre) marche|a proposer)\b/;
// 'les traiteurs locaux restent une alternative' concedes one; 'les opérateurs restent cantonnés au transfert' does not.
const concedesRivals = /\b(alternatives?|competitors?|competition|rivals?|concurrents?|concurrence|dominate|dominates|dominent|domine|also offer|offers? similar|similar (content|products?|services?|offers?)|proposent aussi|offrent aussi|restent (une?|des|la|le|les) )\b/;

const nobodyFrench = String.raw`(?<!\b(une|la|cette|chaque|toute|aucune|presque|quasiment|pratiquement|a peu pres) )(personne|nul|aucune? (autre )?(entreprise|societe|acteur|startup|start-up|solution|offre|operateur|concurrent|plateforme|fintech|banque|application|service|produit))( d'autre)?`;
const nobodyEnglish = String.raw`(?<!\b(almost|nearly|hardly|virtually|practically) )(nobody|no one|no-one|no other (company|player|provider|business|startup|platform|firm|bank|operator))( else)?`;
// An aside between commas or dashes: ', ni en Tunisie ni ailleurs,', ' \u2014 as far as we know \u2014'.
const aside = String.raw`\s?(,[^.;,]{1,60}(,[^.;,]{1,40})?,|[\u2013\u2014-][^.;\u2013\u2014]{1,60}[\u2013\u2014-])\s?`;
const offersFrench = String.raw`(ne |n')(propose|offre|fait|vend|commercialise|fournit|couvre|sert|permet|adresse|resout|traite|livre|construit|developpe)\b`;
const offersEnglish = String.raw`(currently |yet |today )?(does|offers|provides|sells|serves|builds|is doing|is offering|covers|delivers|solves)\b`;
const nobodyElse = new RegExp(String.raw`\b${nobodyFrench}${aside}${offersFrench}|\b${nobodyEnglish}${aside}${offersEnglish}`);
/**
 * No one offers what the company offers, said straight, the offer named as the company's own: 'Aucun acteur ne propose ce
 * que nous faisons', 'no other platform offers what we do', 'personne ne fait la même chose'. A gap in a market ('aucune
 * banque ne propose de crédit aux agriculteurs') is a problem statement, not this claim, so the object must be ours.
 */
const oursOffered = String.raw`\s(ce que nous (faisons|proposons|offrons|vendons)|la meme chose|notre (offre|solution|produit|service)|what we (do|offer|sell|build)|the same( thing)?|our (product|solution|service|offer))\b`;
/** A word the object 'ours' needs: most sentences have none, and skip the long pattern. */
const oursWord = /ce que nous|meme chose|notre |what we|the same|our /;
const nobodyOffersOurs = new RegExp(String.raw`\b${nobodyFrench}\s${offersFrench}${oursOffered}|\b${nobodyEnglish}\s${offersEnglish}${oursOffered}`);
/** An exception named in the claim or the clause after it: 'sauf M-Pesa', 'except the banks', 'à part nous et Wave'. */
const exceptOne = /^[^.;]{0,80}\b(sauf|hormis|excepte|a part|except|other than|besides|apart from)\b/;

/** The sentence claims no one else offers the company's offer. */
function nobodyElseOffers(lower: string): boolean {
  const m = nobodyElse.exec(lower) ?? (oursWord.test(lower) ? nobodyOffersOurs.exec(lower) : null);
  return m !== null && !exceptOne.test(lower.slice(m.index));
}

/**
 * The market held alone, said as a place ('we have the field to ourselves', 'the field is empty', 'we are alone on the
 * corridor', 'le créneau est vide', 'il n'existe aujourd'hui aucun acteur sur ce créneau'), customers with no one else to
 * turn to ('n'a personne d'autre que nous vers qui se tourner', its 'n'a' read with it, as a denial would be), or not one other firm selling ('not one other software
 * company sells ...'). In the present only ('we had the field to ourselves' is over), and asserted: 'not because the
 * space is empty' denies it.
 */
const heldAlone = /\b(we have|we've got) (the|this) (field|market|space|segment) (all )?to ourselves\b|\bthe (field|market|space|segment) is (all )?(ours|empty)\b(?! (to|for) )|\b(we are|we're) (still )?alone (in|on) (the|this|our) [a-z-]+\b|\bnous avons (le|ce) (terrain|marche|creneau|segment) (pour nous|a nous)\b|\b(le|ce) (terrain|marche|creneau|segment) est (vide|a nous)\b|\b(il n'existe|il n'y a)( aujourd'hui| actuellement| encore)? (aucun|pas d')( autre)? ?(acteur|concurrent|operateur|entreprise)s? (sur|dans) (ce|le|notre) (creneau|marche|segment)\b|\b(n'(a|ont|avons|aura) )?(personne|nobody|no one|no-one) (d'autre|else|other) (que nous|than us|but us)\b|\bnot (one|a single) other ([a-z-]+ ){0,3}(company|firm|provider|player|business|startup|operator|platform|service)\b/;

/** The sentence claims the company has no competitors. */
export const claimsNoCompetition = (lower: string): boolean => noCompetition.test(lower) || competitionNone.test(lower) || noOtherOffer.test(lower) || (soleProvider.test(lower) && !concedesRivals.test(lower)) || nobodyElseOffers(lower) || assertedMatch(lower, heldAlone) !== null;
