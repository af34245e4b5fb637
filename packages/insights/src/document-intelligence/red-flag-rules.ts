/**
 * The red-flag rule set, sentence by sentence. Each rule reads one sentence and returns
 * the severity it warrants, or null. Patterns look for the claim itself, not a topic
 * word: 'no pending litigation' or a dismissed lawsuit is not a litigation flag, 'left Google
 * to found X' is not a founder departure but 'left to start his own company' is, and a departed
 * co-founder's stake is not the founders' stake. Rules reading a metric's figures live in
 * red-flag-rules-metrics.ts; rules that need the whole document in red-flags.ts,
 * unit-economics.ts and departed-holdings.ts; a departure's own patterns in departure-patterns.ts.
 */
import { statedNumber } from './layout-cells';
import { isDeparture } from './departure-patterns';
import type { SentenceRule } from './sentence-rule';
import { assertedMatch, isHedgedAt, isNegatedClause, isNegatedWithin, isObjectDenied } from './assertion';
import { metricRules } from './red-flag-rules-metrics';
import { runwaySeverity, statedRunwayMonths } from './runway';
import { inTimeOrder, signedPercents } from './metric-values';
import { presentShares } from './past-shares';
import { revenueMovedDown, revenueQuartersFall, revenueSeriesFalls } from './revenue-series';
import { revenueBelowEarlier, revenuePeriodsFall, revenueBesideEarlier, revenueAgainstEarlier, targetWords } from './revenue-periods';
import type { SentenceFacts } from './sentence-facts';
import { customerItems, customerLeadIn, listedPartyShare, moneyShare, namedByPronoun, namedPairShare, namedFewTogether, namedObject, namedSubject, respectiveShares, spreadOverMany, togetherPronoun, topFew, withoutManyTopShares, withoutPerCustomerMetrics } from './customer-names';
import { parsePercents } from './money';
import { currencyNames } from './money-words';
import { fractionPercents } from './number-words';
import { investorStakeNoun, percentSigns } from './investor-stakes';
import { dealingDeniedBefore } from './related-denied';
import { founderStakeInWords, foundersEachStake, foundersListStake, foundersRespectively, investorHoldingStated, investorMajorityInWords, investorStakeWith, largestListedInvestor, leaverStillHolds, listedFounderStake, namedHolderBesideFounders, principalHolderStake, stakeLevels, withoutNameAsides } from './cap-table-words';
import { layeredCapTable } from './cap-table-layers';
import { unsettledRecords } from './cap-table-records';
import { foundersTogetherStake, investorShareCount, leaverAsideHolds, shareRecordsUnsettled } from './equity-readings';
import { inactiveFounder, inactiveHolder, oneOfFounders, saysInactiveFounder } from './inactive-holders';
import { debtDistressWords, defaultDefinition, deniedInList, namesDebt, owedToCompany } from './debt-words';
import { closedCase, deniesLitigation, litigation, reopened, withoutStagesClosed } from './litigation-words';
import { covenantRatioBreached } from './covenant-ratios';
import { auxiliaryJoined, measureLifted, regulationUnclear, regulatorDecides } from './regulator-decisions';
import { regulatorActs, severeRegulatory } from './regulator-words';
import { relatedOwners } from './related-owners';
import { ownerNamedThenTied } from './related-owner-apposition';
import { claimsNoCompetition } from './no-competition-words';
import { disputeEndedOrAbsent, replySaysOver, beforeCourt, numberedItems, otherMatterOpens, withoutCourtRegistry, withoutLegalPractice, withoutResolutionClauses, withoutThreats } from './litigation-state';
import { courtSeizedCompacted } from './litigation-compacted';
import { modifiedOpinionCompacted, reservationInReport, unauditedWording } from './unaudited-wording';
import { unpaidObligation } from './unpaid-obligations';
import { arrearsTold } from './arrears-told';
import { debtCuredWholly, debtOverLater, penaltyClaimedInDispute } from './debt-cure-scope';
import { arrearsCleared, namesCounterparty, noneFollows, recoveredSince, revenueBackAbove, relatedPartyPolicy, unasked, dealingUndoneLater, dealingEndedAfter, dealingRejected, disclaimed, unlessCustomersLate, labelAnsweredDenied, ledgerRegister, noDoubtFound, noSuchHolding, onlyArrearsTiming, replyDenies, qualificationLifted, resolvedGoingConcern, shareRecordWords, supposedGoingConcern } from './not-flag-readings';
import { blank } from '../text/blank';
import { customerKindShare, withoutKindSales, withoutSupplyShares } from './customer-kinds';

// 'everything we shipped by value', 'all we invoiced': the whole of what was sold is the revenue. 'Two out of every
// three leones come from one client', 'deux francs sur trois': a ratio of the money taken in is a share of revenue.
/** A contract clause's numbered title standing alone: 'Article 11 — Départ du Fondateur', 'Clause 9: Founder leaving'. */
const clauseTitle = /^\W*(article|clause|section|schedule|annexe?|titre|chapitre)\s+[\divx]+[\w.]*\s*[\u2014\u2013:.-]\s*[^.;:]{0,60}$/;
const revenueWords = new RegExp(String.raw`\b(revenues?|(every|chaque) (\w+ )?${currencyNames}|${currencyNames} sur|arr|mrr|recurring revenue|sales|sold|(everything|all|what) we (sell|sold|ship|shipped|deliver|delivered|invoice|invoiced)|income|gmv|volume|business|turnover|bookings|billings?|(ce qu'on|ce que nous|ce que l'on) (a|avons) (encaisse|facture|vendu)|chiffre d'affaires|ca|ventes|revenus?|recettes|activite|output|production|volumes?|orders|order book|carnet de commandes|commandes|earn|earned|earnings|encaissons|gagnons|collections|repayments|encaissements|billed|invoiced|we bill|we invoice|facture\w*|paid us|pays us|nous (a|ont) (paye|regle|verse))\b`);
// One contract is one party ('Dangote's haulage contract', 'our agent-banking contract with X', 'le contrat avec les Brasseries'); contracts in the plural are many.
// Revenue that 'came through' a contract came from its one party.
// A party that pays ('paid us KES 38M of our KES 104M revenue') or from which a share comes ('deux viennent de') concentrates; 'in one quarter' is a span.
const customerWords = /\b(took|bought|purchased|absorbed|absorbe|achete|a achete|ngos?|donors?|funders?|ong|bailleurs?|supermarches?|hypermarches?|groupes?|magasins?|centrales? d'achat|millers?|mills?|laiteries?|minoteries?|reliance on|reliant on|dependen(ce|cy|t) on|dependance (a|de|envers|vis-a-vis)|depend(ons|ent|ons) (de|d')|customers?|clients?|(grands|principaux|premiers) comptes|buyers?|accounts?(?! for)|offtakers?|distributors?|retailers?|chains?|groups?|hotels?|supermarkets?|brands?|partners?|restaurants?|acheteurs?|distributeurs?|enseignes?|donneurs? d'ordre|partenaires?|operators?|telcos?|makers?|manufacturers?|processors?|exporters?|wholesalers?|contractors?|traders?|shippers?|chargeurs?|negociants?|exportateurs?|importateurs?|importers?|operateurs?|grossistes?|industriels?|government|county|ministry|ministere|municipalit(y|ies)|municipalites?|mairies?|city councils?|county councils?|state agency|etat|[a-z]+'s( [a-z-]+){0,2} contract|(the|one|a|single|its|our) ([a-z-]+ ){0,2}contract(?!s)|le contrat( d'[a-z]+| de [a-z]+)? (avec|conclu avec))\b/;
const concentrationWords = /\b(brought in|bring in|account(ed)? for|generated|largest|biggest|top|single|one(?! (quarter|month|year|week|day)s?\b)|main|key|anchor|major|by (customer|client|buyer|offtaker|distributor)|par (acheteur|distributeur)|seule?|premiers?|principa(l|le|ux|les)|plus gros|un|une|par client|repartition)\b|\b(accounts? for|represents?|makes? up|made up|make up|representent|contributes?|comes? from|came from|(comes?|came) (in )?through|took|bought|absorbe|apporte|brings|source of|source de|alone|billed to|(sits?|lies|rests?) with|is concentrated (on|with|in)|(is |are |was |were )?(earned|generated|derived|made|realised|realized) (on|from|with|through|by)|realisee?s? (avec|aupres d[eu']|grace a)|represente|pese|pesent|apportent|compte pour|comptent pour|provien(nen)?t|(vient|viennent|venait|venaient) d[eu']|paid( us)?|pays( us)?|(is|are|was|were) worth|(went|goes|go) to|nous (a|ont) (paye|verse)|a (lui|elle) seule?|a (eux|elles) (seule?s|deux)|achetent)\b/;
/** A rise or fall said in percent ('une hausse des volumes de 75 %', 'sales growth of 40%', 'up by 35%'): a change, not a share of anything. */
const changeInPercent = /\b(hausse|baisse|croissance|progression|augmentation|diminution|recul|increase|growth|rise|decline|drop|fall|jump|up|down)( [a-z'\u2019]+){0,3} (de|of|by) \d+(?:[.,]\d+)?\s?%/g;
/** A holding of the company's capital ('détient 54 % du capital', 'holds 52% of the shares', a split 'post-money (entièrement diluée)'). */
const capitalStake = /\b(detien\w*|holds?|owns?|possede\w*)\b[^.;%]{0,30}\d+(?:[.,]\d+)?\s?%(?! of (our |the )?(revenues?|sales|turnover|orders))|\b(du capital|of the (shares|equity|share capital)|des (actions|parts)|post-money|pre-money|fully diluted|entierement diluee?|table de capitalisation)\b/;
const singledOut = /\b(a (lui|elle) seule?|a (eux|elles) seule?s|on (its|their) own|by itself|alone (accounts|brings|brought|represents|took|provides|is|was|makes up|made up)|alone ?[=:] ?(?=\d)|is the source of|la source de)\b/;
const relatedParty = /\b(related[- ]part(y|ies)|(of which|in which|whose|dont) (our |the |its |notre |le |la |son )?(ceo|cto|coo|cfo|md|founder|co-?founder|director|chairman|managing director|pdg|dg|fondat\w+|cofondat\w+|president|gerante?|dirigeant)\b[^.;]{0,40}\b(is|was|are|remains|est|etait|reste) (a |an |the |one of the |un |une |le |la |l')?(trustees?|directors?|shareholders?|partners?|owners?|beneficiar(y|ies)|administrat\w+|associee?s?|actionnaires?|gerante?s?|proprietaires?|beneficiaires?)\b|(founders?|directors?|ceo|chairman|shareholders?|fondateurs?|dirigeants?|president|actionnaires?) (has |have |had )?(loaned|lent|advanced|a prete|ont prete|a avance)\b(?:[^.;]|\.\d){0,30}?\b(the company|us|money|funds|la societe|des fonds|a la societe)\b|owned by (the|our|a) (ceo|cto|founder|co-?founder|director|chairman|chairperson|chair|md|managing director|board member)|(owned|controlled|run|managed) by (our |the |its |a )?([a-z]+ )?[a-z]+'s (brother|sister|wife|husband|spouse|cousin|son|daughter|father|mother|uncle|aunt|family)|(detenue?|possedee?|controlee?|dirigee?) par (le |la |l')?(frere|s(?:oe|\u0153)ur|epouse|mari|cousin|cousine|fils|fille|pere|mere|oncle|tante|famille) (de|d') ?[a-z]+|(founder|ceo|cto|coo|director|shareholder|chairman)'?s? (family|relative|brother|sister|wife|husband|spouse|cousin|son|daughter|father|mother|nephew|niece|uncle|aunt|own company)|(is|are|was) married to (the |our |a |its |one of (our|the) )?(ceo|cto|coo|cfo|founder|co-?founder|director|chairman|managing director)s?|(est |etait )?(mariee?|marie) (a|au|avec) (la |le |l'|notre |un |une )?(fondat\w+|cofondat\w+|president\w*|pdg|dg|directeur general|directrice generale|gerante?|administrat\w+)|loans? (from|to) (the |a |our )?(founder|director|ceo|shareholder)s?|parties? liees?|conventions? reglementees?|detenue? par (l'epouse|l'epoux|le frere|la s(?:oe|\u0153)ur|le fils|la fille|le conjoint|la conjointe|le pere|la mere|le cousin|un proche|le fondateur|le cofondateur|le president|le dirigeant|le pdg|le directeur general)|(epouse|epoux|frere|s(?:oe|\u0153)ur|conjointe?|cousine?|fils|fille|beau-frere|belle-s(?:oe|\u0153)ur|pere|mere|neveu|niece|oncle|tante|gendre|belle-fille|beau-fils|beau-pere|belle-mere|proche) (du|de la|de notre|d'un|d'une|de l') ?(president|fondateur|cofondateur|dirigeant|pdg|dg|ceo|directeur general|directrice generale|gerant|administrat\w+|actionnaire|associee?)|(wife|husband|spouse|brother|sister|son|daughter|father|mother|cousin|uncle|aunt|nephew|niece|relative|brother-in-law|sister-in-law|son-in-law|daughter-in-law)s? of (the |our |a |its |one of our |an )?([a-z]+'s\s+)?(ceo|cto|coo|cfo|founder|co-?founder|director|chairman|chairperson|managing director|chief executive( officer)?|chief [a-z]+ officer|shareholder|board member)|(epouse|epoux|mari|frere|s(?:oe|\u0153)ur|conjointe?|fils|fille|pere|mere|cousine?|beau-frere|belle-s(?:oe|\u0153)ur|wife|husband|spouse|brother|sister|son|daughter|father|mother|cousin|brother-in-law|sister-in-law) (de|d'|of) ((m|mme|monsieur|madame|mr|mrs|ms|dr)\.?\s+)?([a-z'-]+\s+){0,3}[a-z'-]+, (notre |son |sa |le |la |our |the |its |a )?(fondat\w+|cofondat\w+|president\w*|pdg|dg|directeur general|directrice generale|gerante?|administrat\w+|dirigeant\w*|co-?founder|founder|ceo|chairman|chairperson|managing director|director|chief executive)|pret (du|d'un|consenti par le|accorde par le) (fondateur|dirigeant|president|pdg)|(fondateur|cofondateur|dirigeant|president|pdg|actionnaire|gerant) a (consenti|accorde) un pret|(appartenant|appartient|controlee?) (a|au|a la|a l'|par le|par la|par l') ?(president|fondateur|cofondateur|dirigeant|pdg|gerant|epouse|frere|s(?:oe|\u0153)ur|famille)|(owned|controlled) by (a|the|our) (director|founder|co-?founder|ceo|chairman)('s)?|(owned|controlled|run|managed) by (his|her|their) (own )?(wife|husband|spouse|brother|sister|son|daughter|father|mother|cousin|uncle|aunt|nephew|niece|relatives?|family|brother-in-law|sister-in-law|son-in-law|daughter-in-law|father-in-law)|(appartient|appartenant) a (son|sa|leur) (epouse|epoux|frere|s(?:oe|\u0153)ur|fils|fille|pere|mere|cousine?|beau-frere|belle-s(?:oe|\u0153)ur|famille))\b/;
const founderStake = /\b(founders?|founding team|co-?founders?|fondateurs?|cofondateurs?|co-fondateurs?|equipe fondatrice|associes fondateurs)('s?)?\b(?:[^.;%]{0,40}?\b(own|owns|owned|hold|holds|held|retain|retains|keep|keeps|kept|control|controls|stake (is|of|at)|ownership (is|of|at)|shareholding|holding|equity stake|diluted to|reduced to|dilue(e|s)? a|ramene(e|s)? a|detien\w*|possede\w*|conserve\w*|controle\w*|participation|with|avec)\b[^.;%\d]{0,20}|(?:\s?\([^)]{1,60}\))?\s?[:\u2013\u2014-]?\s?(?=\d))(\d+(?:[.,]\d+)?)\s?%/g;
/** 'Fondateurs : 25 % de leurs actions soumis à acquisition progressive', '20% of their shares vest': a part of the holders' own shares, not of the capital. */
const partOfOwnShares = /^\s?(de|des|d'|of) ?(leurs|ses|son|sa|their|his|her|its|the founders'?) (own )?(actions|parts|titres|shares|stake|holdings?|equity|participations?)\b/;
/** A departed co-founder's stake is not the founders' stake: 'a former co-founder holds 20%', 'the co-founder who left holds 20%'; founders 'left with' a stake are still there. */
const departedHolder = /\b(former|departed|departing|ex-?|previous|ancien|anciens)\s?$|\b(who|that) (left|departed|resigned|quit)\b|\b((?<!\b(are|is|was|were|be|been) )left(?! (with|as)\b)|departed|parti|partis)\b/;
/** '... 55%, including 20% held by a co-founder who left': the part to take away from the founders' figure. */
// The part said in French too: 'Les fondateurs détiennent 48 %, dont 20 % pour M. Kaboré, cofondateur, qui a quitté la société'.
const departedPart = /\b(including|of which|incl\.?|dont|y compris)\b[^.;%\d]{0,10}(\d+(?:[.,]\d+)?)\s?%[^.;]{0,60}?\b(former|departed|who left|who has left|ex-?co-?founder|no longer with|qui (a|ont) quitte|ayant quitte|qui (est|sont) partie?s?|partie?s? en (19|20)\d\d|qui n'(est|sont) plus|qui ne (fait|font) plus partie|ancien(ne)?s? (co-?fondat|cofondat|fondat|associe|dirigeant|directeur|directrice))/;
// 'Emploi des fonds : 50 % drones', 'utilisation des fonds' (the money raised, spent by item) is no fund's stake: 'des fonds' is never one holder.
const investorStake = /\b(investors?|fund|vc|lender|fonds|investisseurs?|preteur|business angel)\b[^.;%]{0,60}?\b(holding|stake|shareholding|participation|own|owns|will own|hold|holds|will hold|control|controls|sits on|commands|detient|detiennent|detiendra|detiendront|possede|possedent|controle|controlent|controlera|titulaire de|holder of|owner of|proprietaire de|porteur de)\b[^.;%\d]{0,80}(\d+(?:[.,]\d+)?)\s?%|(?<!des )\b(investor|investisseur|vc|fonds)\s?:\s?(\d+(?:[.,]\d+)?)\s?%|(?<!working |du |de |des |le )\b(capital|ventures|partners|fund|fonds|holdings|investments)\s?:?\s?(\d+(?:[.,]\d+)?)\s?%|^\W*(fonds|fund) [a-z0-9' -]{2,30}\s?:\s?(\d+(?:[.,]\d+)?)\s?%|;\s(fonds|fund) [a-z0-9' -]{2,30}\s?:\s?(\d+(?:[.,]\d+)?)\s?%|(?<!working )\b(capital|ventures|partners|holdings|investments|private equity|family office|invest)\b[^.;%]{0,30}?\b(own|owns|will own|hold|holds|will hold|control|controls|sits on|commands|detient|detiendra|possede|controle|titulaire de|holder of|owner of|proprietaire de|porteur de)\b[^.;%\d]{0,20}(\d+(?:[.,]\d+)?)\s?%/;
const deadEquity = /\b(who|that|qui) (have |has |had |sont |est )?(since )?(left|departed|resigned|quit|partis?|parties?)\b[^.;]{0,60}\b(own|owns|hold|holds|retain|retains|keep|keeps|kept|still has|detiennent|detient|conservent|conserve)\b[^.;]{0,25}(\d+([.,]\d+)?\s?%|shares|stake|equity|actions|parts)|\b(left|departed|resigned|quit|a quitte\w*|est parti\w*)\b[^.;]{0,50}\b(kept|keeps|retained|retains|kept hold of|a conserve|a garde|conserve|garde)\b[^.;]{0,20}(\d+([.,]\d+)?\s?%|shares|stake|equity|actions|parts)|\b(co-?founders?|founders?|cto|ceo|coo|cfo|employees?|staff|executives?|shareholders?|team members?)\b[^.;%]{0,20}\b(who|that) (have |has |had )?(since )?(left|departed|resigned|quit|stepped away|stepped down|moved on)\b[^.;]{0,60}\b(own|owns|hold|holds|retain|retains|keeps?|kept|still has)\b|\b(shares|stake|equity|options|actions|parts|titres|bspce)\b[^.;]{0,20}\b(held by|detenue?s? par (d'|les |des )?) ?(former|departed|ex-?|ancien\w*)\s?(employees?|staff|founders?|co-?founders?|executives?|team members|salarie\w*|fondat\w+|cofondat\w+)\b[^.;]{0,40}\d+([.,]\d+)?\s?%|\b(ancien(ne)?s?|ex-?)\s?(co-?fondat\w+|cofondat\w+|fondat\w+|associee?s?|cto|ceo|dg|salariee?s?|directeur \w+|directrice \w+|employee?s?|collaborat\w+)\b[^.;]{0,60}\b(detien\w+|a conserve|conserve\w*|garde\w*|possede\w*)\b|\b(former|departed|ex-?|previous)\s?(co-?founders?|founders?|ctos?|ceos?|coos?|cfos?|cpos?|cmos?|executives?|managing directors?|employees?)\b[^.;]{0,60}\b(own|owns|hold|holds|retain|retains|still has|keeps?|kept)\b|\b(co-?founders?|founders?|cto|ceo|coo),? (who|that) (left|departed|resigned|quit)\b[^.;]{0,60}\b(own|owns|hold|holds|retain|retains|still has|keeps?|kept)\b|\bheld by (a|the|our|one) (former |departed )?(co-?founder|founder|cto|ceo|coo|employee) (who|that) (left|departed|resigned|quit)\b|\b(shares|stake|equity|actions|parts|titres) (of|held by|de l'|du|de notre|detenue?s? par (l'|le)) ?(the |our |a )?(former|departed|ex-?|ancien)\s?(co-?founder|founder|cto|ceo|coo|employee|cofondateur|fondateur|associe|salarie)\b[^.;]{0,40}\b(not|never|pas|jamais)\b|\b(former|ex-?|departed|ancien(ne)?s?)\s?(co-?founders?|founders?|cto|ceo|coo|employees?|associee?s?|cofondat\w+|fondat\w+|salariee?s?|partners?|shareholders?)\b[^.;%]{0,40}\b(sortie?s?|partie?s?|left|until|jusqu)\b[^.;%]{0,30}\d+([.,]\d+)?\s?%|\b(co-?founders?|founders?|cto|ceo|coo|cofondat\w+|fondat\w+) (until|jusqu'(en|au|a)) [^.;%]{0,30}\d+([.,]\d+)?\s?%|\b(co-?founders?|founders?|cto|ceo|coo|cfo|cofondat\w+|fondat\w+)\b[^.;%]{0,30}\b(left|departed|resigned|quit|parti\w*|a quitte\w*)\b[^.;]{0,50}\b(still|toujours|encore) (holds?|owns?|retains?|has|keeps?|detient|conserve|possede)\b|\bdead equity\b|\((?:[^)]{0,40}[;,]\s?)?(left|departed|resigned|quit|parti|partie|sorti|sortie)\b[^)]{0,25}\)\s*[:\u2013\u2014-]?\s*\d+([.,]\d+)?\s?%|\b(shares|stake|holding|actions|titres|parts)\b[^.;]{0,80}\b(remains?|are still|still stand) (registered )?in (his|her|their) names?\b|\b(actions|titres|parts)\b[^.;]{0,80}\brest(ent|e) (inscrite?s? )?(a|en|au) (son|leur) nom\b|\bdeparted\b[^.;]{0,40}\b(stake|shares)\b|\b(ancien|ex-?)\s?(co-?fondateur|cofondateur|fondateur|associe|cto|ceo|dg|salarie|directeur)\b[^.;]{0,60}\b(detient|conserve|garde|possede)\b|\b(parti|partie|partis|a quitte la societe)\b[^.;]{0,40}\b(detient|detiennent|conserve|garde|possede) (toujours|encore)\b/;
/** Leavers' shares that were bought back are no longer dead equity ('not been bought back', 'pas été rachetées' are). */
export const equityReturned = /\b(?<!\b(non|not|never|pas|jamais|ni) ((yet |encore )?(been |ete ))?)(?<!\b(will|shall|would|to) be |\b(seront|sera|devront etre|devra etre|doivent etre|doit etre) )(bought back|bought out|repurchased|reacquired|returned|forfeited|cancell?ed|transferred back|reverted|holds? no|no longer (holds?|owns?)|vested shares only|rachetee?s?|cedee?s?|annulee?s?|ne detient plus|restituee?s?)\b/;
const messyCapTable = /\b(cap(itali[sz]ation)? table|table de capitalisation|share register|registre (des mouvements de titres|des titres|des actionnaires))\b[^.;]{0,60}\b(discrepanc\w+|ecarts?|divergences?|incoherences?|mismatch\w*)\b|\b(share register|register of (members|shareholders)|registre (des mouvements de titres|des actionnaires|des titres))\b[^.;]{0,40}\b(does not|doesn't|do not|did not) (agree|match|reconcile|tally) with (the |our )?cap(itali[sz]ation)? table\b|\bcap(itali[sz]ation)? table\b[^.;]{0,60}\b(does not|doesn't|do not|did not) (agree|match|reconcile|tally) with (the |our )?(share register|register)\b|\b(messy|complicated|complex|unclear|disputed|unresolved|fragmented)\s+cap(itali[sz]ation)? table\b|\bcap(itali[sz]ation)? table\b[^.;]{0,40}\b(mess|messy|complicated|complex|unclear|disputed|unresolved|fragmented|not (yet )?(settled|final|finali[sz]ed|agreed)|unsettled|does not (reconcile|match|agree)|doesn't (reconcile|match)|not (been )?reconciled|(still )?being reconciled|yet to be reconciled|under reconciliation|not up to date|out of date|inconsistent)\b|\b(not|never) (yet )?(been )?reconciled (the |our )?cap(itali[sz]ation)? table\b|\bunreconciled cap(itali[sz]ation)? table\b|\bpas (encore )?(ete )?reconcilie\w* (la |notre )?(table|tableau) de capitalisation\b|\bcap(itali[sz]ation)? table\b[^.;]{0,30}\b(has not|hasn't|have not) been (updated|brought up to date|kept up to date)\b|\b(table|tableau) de capitalisation\b[^.;]{0,60}\b((n'a|n'ont) pas ete mise? a jour|pas (ete )?mise? a jour|divergen\w+|n'est pas a jour|pas a jour|confuse?|complexe|incertaine?|non reconcilie\w*|ne concorde pas|incoherente?|contestee?|pas (ete )?reconcilie\w*|ne correspond pas|n'est pas (encore )?(arretee?|definiti(f|ve)|stabilisee?|figee?|finalisee?))\b/;
/**
 * Whether a regulator will act is not known: 'It is uncertain whether the Communications Authority will classify our
 * service as a telecom service', 'Whether the regulator regards it as insurance remains unclear', 'On ne sait pas
 * encore si l'ARCEP considérera notre offre comme ...'. The question must be about a regulator, a law or a licence.
 */
const regulatorWords = String.raw`(regulat\w+|authority|authorities|commission|central bank|ministry|agency|supervisor\w*|watchdog|licen[cs]\w*|permit|law|decree|autorite|regulateur|banque centrale|ministere|agence|arcep|artci|bceao|cobac|licence|agrement|autorisation|loi|decret|reglementation)`;
// Not known, or not said by the one who decides: 'it is not yet clear whether', 'we cannot tell whether', 'the ARPTC has
// not specified whether', 'le régulateur n'a pas précisé si', 'nobody can tell us yet what kind of licence'.
const notKnownStem = String.raw`(uncertain|unclear|(nobody|no one) (can|could) (yet )?(tell|say)|personne ne (peut|sait) (encore )?(nous )?(dire)?|not (yet )?(known|clear|certain|decided)|(do|does) not (yet )?know|(don't|doesn't) (yet )?know|cannot (yet )?(tell|say|know)|(has|have) not (yet )?(said|specified|clarified|decided|indicated|confirmed)|undecided|an open question|on ne sait pas( encore)?|nous ne savons pas( encore)?|(nous |on )ignor(ons|e)( encore| toujours)?|il n'est pas (encore )?(certain|clair|etabli)|reste (incertain|a determiner|flou)|n'(a|ont) pas (encore )?(precise|indique|dit|tranche|clarifie|decide|confirme)|ne (pouvons|peut|peuvent) pas (encore )?(dire|savoir))`;
/** What a question about the rules asks: a regulator, a law or a licence, or whether something is permitted. */
const permission = String.raw`(may|permitted|allowed|authori[sz]ed|lawful|legal|autorisee?s?|permise?s?|legale?s?|relev\w+ de (sa|la|leur) competence)`;
// The question may ask which licence or what rule ('we cannot say today which licence we will need', 'nous ne savons pas quel agrément').
const regulatorQuestion = new RegExp(String.raw`\b${notKnownStem}\b[^.;]{0,20}\b(whether|if|how|which|what|si|comment|quel(le)?s?|lequel|laquelle)\b[^.;]{0,80}\b(${regulatorWords}|${permission})\b|\b${regulatorWords}\b[^.;]{0,60}\b${notKnownStem}\b[^.;]{0,10}\b(whether|if|how|si|comment)\b|\bwhether\b[^.;]{0,20}\b(the |our )?[^.;]{0,40}\b${regulatorWords}\b[^.;]{0,80}\b(remains? (unclear|uncertain|undecided|open)|is (unclear|uncertain|not yet (known|clear|decided)))\b`);
const questionStem = /whether|unclear|uncertain|know|decided|open question|sait|savons|certain|clair|etabli|determiner|flou|tell|say|said|specified|clarified|indicated|precise|indique|tranche|clarifie|dire|savoir/;
const regulatoryUncertainty = /\b((regulat\w+|legal status|legal framework|legal (footing|basis|position|standing)|statut (legal|juridique)|licen[cs]ing regime|bill|decree|directive|reglementation|loi|decret|cadre juridique|statut juridique)\b[^.;]{0,80}\b(uncertain|unclear|in flux|undecided|ambiguous|incertaine?s?|flou|floue|ambigue?)|regulatory (risk|uncertainty|changes?)|not yet incorporated|incertitude reglementaire|risque reglementaire|cadre (reglementaire|legal|juridique)[^.;]{0,80}\b(reste|est|demeure) (incertain|flou|instable)|regulation (of [a-z ]{1,30})?(is|remains) (uncertain|unclear)|uncertain regulat\w+|unclear regulat\w+)\b/;
/** 'Revenue of GHS 12.4 million, compared with GHS 14.9 million in 2023': this year's figure first, then last year's ('compare to', as a second language often writes it, too). */
const revenueComparedWith = /^\W*((fy\s?)?20\d\d |[qt][1-4]( 20\d\d)? |h[12] |(this|last) (month|quarter|year)'?s? )?(our |the |le |la |notre |nos )?(revenues?|sales|turnover|chiffre d'affaires|ca|ventes)\b(?! per| par)[^;]{0,90}?\b(compared? (with|to)|versus|vs\.?|against|down from|contre|par rapport a|compare a|au lieu de)\b|^\W*((fy\s?)?20\d\d )?(our |the |le |la |notre |nos )?(revenues?|sales|turnover|chiffre d'affaires|ca|ventes)\b(?! per| par)[^;(]{0,40}\((fy\s?|exercice )?20\d\d\s?:/;
// 'Q3: revenue down by roughly a tenth on Q2', 'sales off 8% on last year': the fall said with no verb, its size just after.
// 'revenue for October came in around 2.1 million, and September was 2.6, so it dipped': the pronoun after the figures, no other metric between.
// 'contracted revenue', 'contracted ARR': the adjective, what is under contract, no fall ('keep it in the ARR line, we'll footnote "contracted revenue"').
// 'a vu son chiffre d'affaires reculer de 18 %', 'has seen its sales drop by a fifth': the bare verb after a past seeing ('we expect to see sales dip' foresees)
const decliningRevenue = /\b(saw|seen|watched|vu)\b[^.;]{0,30}\b(revenues?|sales|turnover|chiffre d'affaires|ventes|recettes)\b[^.;\d]{0,20}\b(fall|drop|decline|shrink|slip|dip|contract|reculer|baisser|chuter|diminuer|regresser|fondre|se contracter|se replier)\b|\b(revenues?|sales|turnover|chiffre d'affaires|ventes)\b(?! per\b| par\b)(?:(?!churn|costs?|burn|margin|marge|prices?|prix|cac|couts?|charges|depenses)(?:[^.;]|\.\d)){0,160}\b(so |and |but |donc |et |mais )(yeah |yes |well |oui |bon )?(it|they|il|elle|ca)( has| have|'s| a)? (dipped|dropped|fell|declined|went down|slipped|shrank|baisse|recule|chute|diminue)\b|\b(revenues?|sales|arr|mrr|gmv|turnover|chiffre d'affaires|ventes|revenus?|recettes)\b(?! per\b| par\b)[^.;]{0,40}\b(declined|decreased|fell|fallen|slipped|shrunk|dropped|shrank|contracted(?!\s?["'\u201c]?\s?(revenues?|arr|mrr|sales|income|customers?|clients?|amounts?|values?|backlog|volumes?|capacity|pipeline|orders?|base|recurring)\b)|went down|gone down|(is|was) down|a recule|recule|a baisse|en baisse|en recul|en retrait|a diminue|diminue|a chute|chute|reculent|baissent|diminuent|chutent|regressent|s'effondrent|se replient|s'est contracte|regresse|a regresse|se replie|en repli|(were|was|is|are) lower|lower than|(were|are) down|halved|fell by (half|a (third|quarter|fifth))|(a ete|ont ete) divisee?s? par (deux|trois)|(a|ont) diminue de moitie|(is|are|has been|have been) (declining|falling|shrinking|decreasing)|plus faible|inferieure?s? a)\b|\b(drop|decline|decrease|fall|contraction|reduction) (of \d+(\.\d+)? ?% )?in (our |total |annual |monthly )?(revenues?|sales|turnover|gmv)\b|\b(revenue|sales) growth (of|was|is|at|:) ?[-\u2212\u2013]\d|\b(revenues?|sales|turnover|chiffre d'affaires|ventes)\b[^.;]{0,30}\b(were|was|is|are|came in at|stood at|fell to|etait|etaient|a ete|ont ete|represente\w*)\s(roughly |about |around |nearly |only |barely |just |less than |under |a peine |environ |seulement |moins de )?(half|a third|one third|two[- ]thirds|a quarter|three[- ]quarters|la moitie|un tiers|deux tiers|un quart|les trois quarts|\d+ ?% of)\s(of |de |du |des )?(what|the level|last|the previous|the prior|that of|those of|ce que|celui|celle|l'an|l'annee|l'exercice)\b|\b(recul|baisse|diminution|chute|repli) (de \d+[.,]?\d* ?% )?(du|de notre|des) (chiffre d'affaires|ventes|revenus?|recettes)\b|\b(revenues?|sales|turnover|chiffre d'affaires|ventes)\b[^.;]{0,80}\b(soit |or |i\.e\. )?(pres d'|presque |environ |about |roughly |nearly |almost |some )?(\d+(?:[.,]\d+)? ?%|(un|une|a|one) (cinquieme|quart|tiers|dixieme|fifth|quarter|third|tenth)|la moitie|half) (de moins|less|lower) (qu'en|qu'|que|than)\b|\b(we |nous )?(billed|invoiced|sold|avons facture|avons vendu|a facture)\s(roughly |about |around |only |just |barely |environ |seulement |a peine )?(half|a third|one third|two[- ]thirds|a quarter|three[- ]quarters|la moitie|un tiers|deux tiers|les deux tiers|un quart|les trois quarts|\d+ ?% of)\s(of |de )?(what|ce que|the (amount|level)|le montant)\b|\b(revenues?|sales|turnover)\s(down|off) (by )?(roughly |about |around |nearly |almost |some |over )?(a |one )?(tenth|fifth|quarter|third|half|\d)/;
/** Audit opinion modified, or accounts not audited, in English and French; the opinion may be the subject ('the FY2024 audit opinion was qualified', 'l'opinion a été modifiée'), 'Il certifie les comptes sous une réserve', 'sous réserve des incidences éventuelles de ...' as 'except for the possible effects' is. */
export const auditModified = /\bexcept for the (possible )?effects? of the matters?\b|\b(certifions|certifie|certifient|certifier)\b[^.;]{0,20}\bsous (la |les |une |deux |des )?reserves?\b(?! d'audit)|\bsous reserve (des|de l'|du|de l') ?(incidences?|effets?)\b|\bsous (la |les )?reserves? (decrite|exposee|formulee|mentionnee|suivante)s?\b|\b(qualified|adverse) (\([^()]{1,30}\) )?(audit )?opinion|(not (be )?in a position|unable|cannot|could not|will not be able) to (issue|express|give|sign|provide) (an?|our|its|any) (audit )?opinion|\b(audit )?opinion (was|is|has been|had been|were) (qualified|modified|adverse)\b|\bopinion (a ete|est|etait) (modifiee|defavorable|assortie d'une reserve|assortie de reserves)\b|disclaimer of opinion|disclaim(ed|s)? (an |its |their |any )?(audit )?opinion|(do|does|did) not express an (audit )?opinion|unable to express an (audit )?opinion|(certifi\w*|opinion)[^.;]{0,30}\bavec (une |des )?reserves?|\bopinion[^.;]{0,20}\bwith (a |an |one |two |some )?(reservations?|qualifications?)\b|refus\w* de certifier|impossibilite de certifier|opinion defavorable|ne (sommes|sont) pas en mesure de certifier(?! (la |le |l'|les )?(repartition|capital|tableau|table|registre|detention|actionnariat|nombre d'actions))|(impossibilite|refus) d'exprimer (une|d') ?opinion|ne (sommes|sont|suis) pas en mesure d'exprimer (une|d') ?opinion|n'exprimons pas d'opinion/;
/** Financial statements said not to have been audited: a fact a legal document may state too ('the 2024 financial statements were never audited'). */
// 'n'ont pas fait l'objet d'un audit', 'have not been subject to an audit': the audit named as a noun.
export const statementsNotAudited = /\b(financial statements|accounts|etats financiers|comptes)\b[^.;]{0,40}\b(have|has|were|was|are|is|n'ont|n'a|ne sont|n'est)\s(not|never|pas|jamais)\s(yet |encore )?(been |ete )?(audited|audite\w*|certifie\w*|(subject(ed)? to|fait l'objet d') ?(an |any |un |une |d'un |d'une )?(audit|certification|revue))\b/;
const unaudited = /\bunaudited\b|\bsubject to audit\b|\bdraft (management )?accounts\b|\bsous reserve d'audit\b|\b(not|never) (yet )?(been )?(reviewed|examined|checked|verified) by (an |the |any )?(external |independent )?auditors?\b|\bn'(ont|a) pas (encore )?ete (revu|examine|verifie)e?s? par (un|le|les) (commissaires? aux comptes|auditeurs?)\b|\bsans audit\b|(?<=\b(comptes|etats financiers|bilans?|chiffres|financ\w*|commissaires?)\b[^.;]{0,60})\bsans certification\b|\bsans certification\b(?=[^.;]{0,60}\b(comptes|etats financiers|bilans?|chiffres|financ\w*|commissaires?)\b)|\baudit (is |has )?(not yet|still not|not) (been )?(complete|completed|finished|started)\b|\b(not|never) (been |yet )?audited\b|\b(non|non encore|pas encore) (audite|certifie)e?s?\b|\bn'(ont|a) (pas|jamais) (encore )?ete (audite|certifie)e?s?\b|\b(ne sont|n'est) pas (encore )?(audite|certifie)e?s?\b|\bcomptes provisoires\b|\b(n'(ont|a) (pas|jamais) (encore )?fait l'objet d'(un audit|une certification)|(have|has) not (yet )?been subject(ed)? to (an |any )?audit)\b|\b(non|pas) (encore )?([a-z']+ ){1,6}ni (audite|certifie|revu)e?s?\b|\b(etats financiers|comptes)\b[^.;]{0,40}\b(version provisoire|provisoires)\b/;

const debtDistress = /\b((paid|settled|made|remitted) (more than |over |some |about )?\d+ days late|covenants?\b(?:[^.;]|\.\d){0,80}:\s*(breach(ed)?|not met|failed)\b|(were|was|are|is|fell|remain(ed)?) (outside|below|in breach of|not in compliance with|non-compliant with) (the |our |its |a |one of (the|our|its) )?([a-z-]+ ){0,4}covenants?|covenants?\b[^.;]{0,40}\b(was|were|has been|have been) (breached|not met|missed|tripped|failed)|(taxes|tax|paye|vat|contributions?|tva|impots?|cotisations?)\b[^.;]{0,80}\b(owed|outstanding|unpaid|en retard|impayee?s?)\b[^.;]{0,120}\b(penalt(y|ies)|late[- ]payment|interest on late|majorations?|penalites?)\b|\blate[- ]payment (penalt(y|ies)|interest|surcharges?)\b|\b(penalites|majorations|interets) de retard\b|\bretards? de paiement (de|des|du) (la |l')?(tva|impots?|cotisations?|charges sociales|urssaf|cnss|loyers?|salaires|fournisseurs|echeances?)\b|\b(accumul\w+|avons) (un )?(retard|arriere)s? de paiement\b|breach(ed|es)? (of )?(a |the |our |its )?([a-z-]+ ){0,5}covenants?|covenant waiver|waivers? (of|for|on) (the |a |our |its )?([a-z-]+ ){0,2}covenants?|(standstill|forbearance)\b[^.;]{0,60}\b(repayments?|lenders?|banks?|loans?|debt|facility|creditors?)|(lenders?|banks?|creditors?)\b[^.;]{0,60}\b(standstill|forbearance)|(restructur\w+|reschedul\w+|renegotiat\w+)( of)? (the |our |its |a )?([a-z-]+ ){0,2}(loans?|debts?|facility|facilities|repayments?|repayment schedule|borrowings)|(loans?|debts?|facility|facilities|borrowings)\b[^.;]{0,30}\b(has been|have been|was|were|is being) (restructured|rescheduled|renegotiated)( \w+)?|(reechelonn\w+|restructur\w+|renegoci\w+) (de |la |notre |sa |leur |du |des |l')*(dette|pret|emprunt|credit|echeancier)|(instal?lments?|repayments?|payments?|coupons?|interest)\b[^.;]{0,20}\b(could not|was not|were not|cannot) be (met|paid|made|repaid)|(could not|cannot) (meet|pay|make) (the |our |its |a )?([a-z]+ ){0,2}(instal?lments?|repayments?|payments?)|(amounts?|sums?|invoices?|bills?|payables?)\b[^.;]{0,60}\b(past due|overdue)|\d+ days (past due|overdue)|arrears|(tax(es)?|vat|paye|withholding|contributions?|tva|impots?|cotisations?)\b(?:[^.;]|\.\d){0,40}\b(is|are|was|were|remains?|fell|became|est|sont|reste(nt)?) (overdue|past due|in arrears|echue?s? et impayee?s?)|covenants?\b(?:[^.;]|\.\d){0,30}?\b(breached|not met|tripped)\b|(ratios?|covenants?|engagements? financiers?)\b[^.;]{0,60}\b(n'(a|ont|etait|etaient|est|sont) pas (ete )?respecte\w*|non respecte\w*)|n'(avons|a|ont) pas respecte\b[^.;]{0,40}?\b(le|les|un|nos|ses|notre|son|leur) ([a-z']+ )?(ratios?|covenants?|engagements?)|defaulted on|default on|in default|breach(ed)? (of )?(a |the |our )?(loan |debt )?covenants?|covenant breach|overdue (loans?|debts?|payments|taxes)|in arrears|(tax|payroll|rent|vat) arrears|arrears (of|on)|unpaid (taxes|salaries|wages)|missed (\w+ )?(\w+ )?(loan |debt |interest |bond )?(repayments?|payments?|instal?lments?|coupons?)|behind on (its |our |the |their )?([a-z]+ ){0,3}(loans?|debts?|tax(es)?|rent|repayments?|payments?|remittances?|instal?lments?|salaries|wages|contributions)|defaut de paiement|en defaut|en situation de defaut|(echeances?|mensualites?|loyers?|cotisations?|factures?) impayees?|impayes? (de|aupres)|n'(a|avons|ont) pas (encore |pu )?(honore\w*|paye\w*|verse\w*|rembourse\w*|regle\w*)|(have|has|had) (not|n't) (yet )?(paid|remitted|repaid|serviced) (\w+ )?(paye|taxes|vat|salaries|wages|rent|the loan|our loan|interest|suppliers)|n'ont pas (encore )?(ete )?(honore|paye|rembourse|regle)\w*|arrieres|retards? de paiement (de|des|sur)|(a|ont|avons) (manque|rate|loupe) (l'|\w+ )?(\w+ )?(echeances?|remboursements?|mensualites?|paiements?)|(stopped|ceased|suspended|halted) (servicing|paying|repaying|making payments on)|(ne (rembourse|paie|paye|honore) plus|(a|ont|avons) (cesse|arrete|suspendu) (de rembourser|de payer|d'honorer|le remboursement|les remboursements))|(owe|owes|owed|doit|devons|doivent)\b[^.;]{0,50}\b(\d+|two|three|four|five|six|seven|eight|nine|ten|twelve|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|douze) (months?|mois|weeks?|semaines) (of|de|d') ?(arrears|arrieres|loyers?|rent|salaires|salaries|wages|cotisations|taxes?|vat|tva|paye|impots?|remittances?)|(failed|fails|unable) to (pay|make|meet|service) (\w+ ){0,4}(repayments?|payments?|instal?lments?|interest|loan|coupons?)|(echeances?|mensualites?|remboursements?|loyers?|mois) de retard (sur|de|du|dans)|(accuse|accusons|a|avons|ont|est en|sommes en) (un )?retard (de [a-z0-9 ]{1,20} )?(sur|dans) (le |les |la |ses |nos |son |sa |notre |leur )?(remboursements?|echeances?|paiements?|pret|emprunt|dettes?|cotisations|impots|loyers?|mensualites?)|(running|is|are) ([a-z0-9]+ ){0,2}(months?|weeks?) (late|overdue|behind) on (its |our |the )?([a-z]+ )?(loan|debt|repayments?|instal?lments?|taxes)|(dettes?|cotisations?|impots?|taxes?|tva)[^.;]{0,40}\b(non versee?s?|non reglee?s?|non acquittee?s?|impayee?s?|echue?s? (et )?(non payee?s?|impayee?s?)|non payee?s?|en retard)|(doit|devons|owes?|owe) (\w+ )?(\d+|two|three|four|deux|trois|quatre) (mois|months?) (de|of) (loyers?|rent|salaires|salaries|wages|cotisations|taxes?)|covenants? (was|were|has been|have been|had been) (breached|broken|violated)|in breach of (its|our|the|their) ([a-z]+ ){0,4}(covenants?|ratios?|loan agreement|facility agreement)|(interest|repayments?|instal?lments?|loan|coupons?)\b[^.;]{0,40}\b(has|have) not been (paid|repaid|made|serviced)|(loans?|overdraft|facility|facilities|debts?|repayments?|instal?lments?|credit line)\b[^.;]{0,40}\b(is|are|was|were|has been|have been|fell|became|remains?|went) (both |all |still |both still |all still )?(overdue|past due|in arrears|unpaid)|(pret|emprunt|decouvert|credit|echeances?)\b[^.;]{0,20}\b(est|sont|etait|reste|restent) (impaye|echu et impaye|en souffrance)e?s?|notice of default|default notice|accelerat(ed|ion of) (the |its |our )?(loan|debt|facility)|bris de covenants?|non-respect (des|d'un|du) (covenants?|ratios?)|violation (des|d'un|du) covenants?)\b/;

/** 'our only customer', 'notre unique client': all of revenue from one customer. */
const onlyCustomer = /\b(only|sole|one and only) (paying |current )?(customer|client|buyer|offtaker|distributor)\b|\b(unique|seul et unique) (client|acheteur|distributeur)\b|\b(client|acheteur) (unique|exclusif)\b/;
const nowWords = /\b(now|today|currently|at present|since then|since (19|20)\d\d|desormais|aujourd'hui|actuellement|maintenant|depuis lors|depuis (19|20)\d\d)\b/;

/**
 * The share a sentence gives for now: the figure nearest 'today' when it says so ('was 60% in 2022;
 * today it is 25%'), the latest year's when every figure has its year, else the largest (a list of
 * customers' shares).
 */
// 'Revenue grew by 32% on the prior year', 'en hausse de 18 %': a change, no party's share.
// The measure may stand between the verb and its change: 'we grew revenue by 35%', 'a fait progresser son chiffre d'affaires de 12 %'.
/** A percentage of the customers themselves ('91 % des clients', '40% of our users'), not of revenue. */
const shareOfCustomers = /(?<![\d.,])\d{1,3}(?:[.,]\d+)?\s?%\s(?:of|des|de)\s(?:the |our |all |nos |les |tous les |ces )?(?:[a-z-]+ )?(?:customers|clients|users|utilisateurs|subscribers|abonnes|merchants|marchands|members|membres|shops|boutiques|schools|ecoles)\b/g;
function onlySharesOfCustomers(lower: string, amounts: number): boolean {
  const ofBase = lower.includes('%') ? [...lower.matchAll(shareOfCustomers)].length : 0; // each share ends on its '%': none to list without one
  return ofBase > 0 && amounts < 2 && ofBase === (lower.match(/\d\s?%/g) ?? []).length;
}
const changeLeadIn = /\b(grew|grown|rose|risen|increased|fell|dropped|declined|growth|a progresse|a augmente|a recule|a baisse|en hausse|en baisse|progression|croissance)(( [a-z']+){0,3} by| by| of| de| d')?( about| around| roughly| some| environ| pres de)?\s?[+\u2212-]?$/;
function currentShare(s: SentenceFacts): number {
  const all = signedPercents(s.lower), figures = presentShares(s.lower, all), now = nowWords.exec(s.lower);
  if (all.length > 0 && all.every((p) => changeLeadIn.test(s.lower.slice(Math.max(0, p.at - 30), p.at)))) return 0;
  if (now && figures.length > 1) {
    // The first figure after the word ('since then ... none exceeds 10%'), else the one nearest before it ('25% today').
    const after = figures.find((p) => p.at > now.index);
    if (after) return after.value;
    const nearest = figures.reduce((best, p) => (Math.abs(p.at - now.index) < Math.abs(best.at - now.index) ? p : best));
    return nearest.value;
  }
  const byYear = inTimeOrder(s.lower);
  const years = s.lower.match(/(?<!\d)20\d\d(?!\d)/g) ?? [];
  if (figures.length > 1 && new Set(years).size === figures.length) return byYear[byYear.length - 1] ?? 0;
  // 'Net retention: 112%' is no share of anything: a share is at most the whole.
  return Math.max(0, ...(figures.length < all.length ? figures.map((p) => p.value) : s.percents).filter((p) => p <= 100));
}

/**
 * 'without it, 2025 revenue would have been $0.9M instead of $2.6M', 'sans ce client, le chiffre d'affaires
 * aurait été de 0,9 M€ au lieu de 2,6 M€': the share of one party, as what revenue loses without it. Read on the
 * sentence as written (red-flags.ts): the clause is a counterfactual, which the sentence rules' scope leaves out.
 */
const withoutParty = /\b(without|sans) (it|them|this (customer|client|contract|account|buyer)|that (customer|client|contract|account)|ce (client|contrat|partenaire)|cette (enseigne|entreprise)|lui|elle|[a-z]+)\b[^.;]{0,40}\b(revenues?|sales|turnover|chiffre d'affaires|ventes)\b[^.;]{0,20}\b(would have been|would be|would fall to|would drop to|aurait ete|serait|tomberait a)\b/;
export function shareWithout(s: SentenceFacts): number {
  const m = withoutParty.exec(s.lower);
  if (!m) return 0;
  const [left, whole] = s.money.filter((x) => x.start > m.index);
  if (!left || !whole || left.currency !== whole.currency || whole.amount <= left.amount) return 0;
  return /\b(instead of|rather than|against|versus|vs\.?|au lieu de|contre)\b/.test(s.lower.slice(left.end, whole.start)) ? (100 * (whole.amount - left.amount)) / whole.amount : 0;
}

function stakeBelow(pattern: RegExp, lower: string): number | null {
  const m = pattern.exec(lower);
  const figure = m ? m.slice(1).filter(Boolean).pop() : undefined;
  return figure === undefined ? null : statedNumber(figure);
}

/** A later stake in the same sentence, with no other holder named in between: 'they now hold 34%'. */
const laterStake = /\b(now|today|currently|desormais|aujourd'hui|actuellement)\b(?![^.%]{0,40}\b(investors?|fund|investisseurs?|fonds)\b)[^.%]{0,40}?(\d+(?:[.,]\d+)?)\s?%/;
/** Investors counted together ('les investisseurs détiennent ensemble 69 %'): no one of them holds it. */
const collectiveHolders = /\b(together|combined|collectively|in aggregate|in total|between them|ensemble|au total|cumule\w*)\b/;

/** A shareholding list whose holders are named with a founder's title ('Mwangi (CEO) 18%, Achieng (COO) 14%'): their stakes added. */
const shareholdingWords = /\b(shareholding|shareholders|cap table|capitali[sz]ation table|ownership|actionnariat|actionnaires|table de capitalisation|repartition du capital)\b/;
// A holder's title in brackets or after a comma: 'Amani (CEO) owns 22%', 'Kwame Mensah (CEO, founder) — 34%', 'Zanele Dube, CEO — 19%'.
const titledStake = /(?:\((?:[^)]{0,20}\b)?(co-?founder|founder|ceo|cto|coo|cofondat\w+|fondat\w+|pdg|dg)\b[^)]{0,20}\)|,\s?(co-?founder|founder|ceo|cto|coo|cofondat\w+|fondat\w+|pdg|dg)\b(?:[^;:%\d(]{0,30})?)\s*[:\u2013\u2014-]?\s*(?:(?:owns?|holds?|detient|possede|has)\s)?(\d+(?:[.,]\d+)?)\s?%/g;

function foundersByTitle(lower: string): number | null {
  const stakes = lower.includes('%') ? [...lower.matchAll(titledStake)].map((m) => statedNumber(m[3] ?? '')) : []; // each stake ends on its '%'
  // 'Amani (CEO) owns 22% and Baraka (CTO) owns 15%': two titled holders are a shareholding list whatever its heading.
  if (!shareholdingWords.test(lower) && stakes.length < 2) return null;
  return stakes.length > 0 ? stakes.reduce((a, b) => a + b, 0) : null;
}

/** The founders' stake a sentence states, less any part it says a departed founder holds; null when none. */
function activeFounderStake(lower: string): number | null {
  founderStake.lastIndex = 0;
  for (let m = founderStake.exec(lower); m; m = founderStake.exec(lower)) {
    if (departedHolder.test(lower.slice(Math.max(0, m.index - 12), m.index)) || departedHolder.test(m[0])) continue;
    // 'No founder holds less than 20%': a bound on each founder's stake; 'Founder vesting: 1-year cliff, 25% credit': a vesting term.
    if (/\b(vest\w*|cliff|accelerat\w*|acquisition progressive)\b/.test(m[0]) || partOfOwnShares.test(lower.slice(m.index + m[0].length)) || /\b(less than|under|below|more than|over|at least|at most|moins de|plus de|au moins|au plus)\s*$/.test(m[0].replace(/\d+(?:[.,]\d+)?\s?%$/, '')) || /\b(no|none of|neither|aucun)\b[^.;]{0,10}$/.test(lower.slice(Math.max(0, m.index - 15), m.index))) continue;
    // 'The founders, who held 62% before the round, will together hold a third afterwards': a stake dated before the
    // round is not the stake; the later one, in figures or words, is read by the readers after this one.
    if (/^\s?(before|prior to|ahead of|pre-?)\s?(the |this |our )?(round|raise|closing|investment|series|operation|money)|^\s?(du capital |de la societe )?avant (l'operation|la levee|le tour|l'entree)/.test(lower.slice(m.index + m[0].length))) continue;
    const departed = departedPart.exec(lower.slice(m.index));
    // 'held 100% at incorporation; they now hold 34%': the latest figure is the stake.
    const later = laterStake.exec(lower.slice(m.index + m[0].length));
    const stake = later ? (later[3] ?? '') : (m[m.length - 1] ?? '');
    return statedNumber(stake) - (departed ? statedNumber(departed[2] ?? '') : 0);
  }
  return null;
}

/** A regulator's measure in one sentence, as the patterns above and regulator-decisions.ts read it. */
const measureTold = (lower: string): boolean => Boolean(assertedMatch(lower, severeRegulatory) || assertedMatch(lower, regulatorActs) || regulatorDecides(lower));
/** The same, read again only when a clause stands between an auxiliary and its participle (regulator-decisions.ts). */
const measureAfterInsertedClause = (lower: string): boolean => { const joined = auxiliaryJoined(lower); return joined !== lower && measureTold(joined); };

export const sentenceRules: readonly SentenceRule[] = [
  {
    id: 'customer-concentration', category: 'customer-concentration', title: 'Revenue depends on a few customers', assertion: 'figure',
    recommendation: 'Show the revenue split by customer and a plan to diversify; expect investors to ask for contract terms of the largest accounts.',
    test: (s) => {
      if (assertedMatch(s.lower, onlyCustomer)) return 'high';
      // 'Revenu moyen par client : 20 € par mois, marge brute de 40 %': an average per customer is no customer's share.
      // 'une hausse des volumes de 75 % grâce au contrat signé avec une chaîne': a change in percent is no party's share.
      const perCustomerLeft = withoutPerCustomerMetrics(s.lower);
      // 'Supply: 40% of input volume comes from X', 'Sales to wholesalers made up 81%': a supplier's share, a kind's share (customer-kinds.ts).
      const changesBlanked = perCustomerLeft.includes('%') ? perCustomerLeft.replace(changeInPercent, blank) : perCustomerLeft;
      const lower = withoutKindSales(withoutSupplyShares(changesBlanked));
      const kindShare = customerKindShare(s);
      if (kindShare !== null) return kindShare >= 50 ? 'high' : kindShare >= 30 ? 'medium' : null;
      // 'le fonds Africinvest en détient à lui seul 54 %': a stake in the capital, not a share of revenue.
      // '91 % des clients de la cohorte sont toujours actifs': a share of the customer base, not of revenue.
      if (capitalStake.test(lower) || onlySharesOfCustomers(lower, s.money.length)) return null;
      // 'No customer accounts for more than 40%', 'aucun client ne représente plus de 40 %': a denial.
      // 'Moov Africa nous apporte à elle seule 55 % du chiffre d'affaires': 'alone' names one party whatever it is called.
      // 'Customers: Unilever Nigeria is 35% of revenue': a customer named after a lead-in, with any verb.
      if (!revenueWords.test(lower) || (!concentrationWords.test(lower) && !(customerLeadIn.test(lower) && namedSubject(s)) && !namedByPronoun(s)) || spreadOverMany(lower)) return null;
      // A split of revenue listed by name ('Répartition du chiffre d'affaires: Orange Côte d'Ivoire : 52 %; MTN : 18 %; Autres : 30 %').
      const listed = listedPartyShare(s);
      if (listed !== null) return listed >= 50 ? 'high' : listed >= 30 ? 'medium' : null;
      const oneParty = assertedMatch(lower, customerWords, false) || singledOut.test(lower) || topFew.test(lower) || namedFewTogether.test(s.text) || togetherPronoun.test(lower) || namedSubject(s) || namedObject(s) || namedByPronoun(s);
      if (!oneParty) return null;
      // A list read as one sentence (layout.ts): the share of the customer's own item. In a written sentence ';' joins
      // clauses a time word may order ('in 2021 ... 70%; today ... 18%'), which currentShare reads.
      const items = s.derived ? customerItems(lower, customerWords) : [];
      // A list's unrelated items ('Problem: 60% of the crop is sold ...; Competition: two NGOs'): no item with a customer and a share, then the lead names the customer.
      // The lead is what comes before the list's first figure ('Top clients: Orange 52%'), not a customer named in a first item's figures.
      if (s.derived && items.length === 0 && lower.includes(';') && !customerWords.test((lower.split(';')[0] ?? '').split(/\d/)[0] ?? '')) return null;
      // 'the top five together are 48%': a share spread over many is no one party's (customer-names.ts).
      const few = withoutManyTopShares(lower);
      const share = items.length > 0 ? Math.max(...items.map((item) => currentShare({ ...s, lower: item, percents: [...parsePercents(item), ...fractionPercents(item)] }))) : Math.max(currentShare(few === lower && lower === changesBlanked ? { ...s, lower } : { ...s, lower: few, percents: [...parsePercents(few), ...fractionPercents(few)] }), moneyShare(s), respectiveShares(s), namedPairShare(s));
      return share >= 50 ? 'high' : share >= 30 ? 'medium' : null;
    },
  },
  {
    id: 'founder-departure', category: 'team', title: 'A founder or executive has left', assertion: 'self',
    recommendation: 'Explain the departure, who now covers the role, and what happened to the leaver\'s equity.',
    // 'Article 11 — Départ du Fondateur': a clause's title names what the clause governs, not a departure.
    test: (s) => (!clauseTitle.test(s.lower) && (isDeparture(s.lower) || (saysInactiveFounder(s.lower) && assertedMatch(s.lower, inactiveFounder))) ? 'high' : null),
    overLater: (later) => replyDenies.test(later.lower), // 'Q: Reports say your CTO is leaving.' 'A: That is not true.'
  },
  {
    id: 'litigation', category: 'litigation', title: 'Litigation or a legal dispute is mentioned',
    recommendation: 'Disclose the parties, the amount at stake, the stage of proceedings and counsel\'s assessment.',
    test: (s) => {
      // A contract's clause on how disputes would be settled names no dispute.
      // Nor does a court named as the registry of the company's papers, a lawyer's field of work, or a claim only threatened (litigation-state.ts).
      const live = (lower: string): boolean => {
        if ((!assertedMatch(lower, litigation) && !beforeCourt(lower) && !courtSeizedCompacted(lower)) || deniesLitigation(lower) || disputeEndedOrAbsent(lower)) return false;
        const closed = closedCase.exec(withoutStagesClosed(lower)); return !closed || assertedMatch(lower.slice(closed.index), reopened, false) !== null;
      };
      return numberedItems(withoutThreats(withoutLegalPractice(withoutCourtRegistry(withoutResolutionClauses(s.lower))))).some(live) ? 'high' : null;
    },
    // 'Q: Any lawsuit?' then 'A: Settled in September.' or 'R : Aucun.', or 'The matter was settled by consent': over.
    overLater: (later) => replySaysOver(later.lower) && !otherMatterOpens(later.lower),
  },
  {
    // A policy's words ('shall be', 'soumise à l'autorisation') make a rule only of a kind of dealing; with the other
    // party named by its company name ('... with Obi Haulage Services Ltd, a company owned by the CEO's brother') the
    // sentence is about one dealing, whatever its future terms.
    id: 'related-party', category: 'related-party', title: 'Related-party dealings',
    recommendation: 'List related-party transactions with their terms and show they were approved at arm\'s length.',
    test: (s) => {
      const m = assertedMatch(s.lower, relatedParty) ?? relatedOwners(s.lower) ?? ownerNamedThenTied(s.lower);
      // 'The related-party section is empty: there are none'; 'all ... are approved by the board' is a policy; a proposal rejected, no dealing.
      if (!m || isNegatedClause(s.lower, m.index) || dealingDeniedBefore(s.lower, m.index) || noneFollows.test(s.lower.slice(m.index)) || dealingEndedAfter.test(s.lower.slice(m.index)) || (relatedPartyPolicy.test(s.lower) && !namesCounterparty(s.text)) || dealingRejected.test(s.lower) || labelAnsweredDenied(s.lower, m.index)) return null;
      return 'medium';
    },
    // 'Until March 2022 the company bought bags from a firm owned by the founder's cousin.' then 'That contract was terminated' (or the offer declined, or the tie denied): over.
    overLater: (later) => dealingUndoneLater(later.lower),
  },
  {
    id: 'no-competition', category: 'competition', title: 'Claims to have no competition',
    recommendation: 'Name the alternatives customers use today (including doing nothing) and why they switch.',
    test: (s) => { const lower = unasked(s.lower); return !disclaimed.test(lower) && claimsNoCompetition(lower) ? 'medium' : null; },
  },
  {
    id: 'low-founder-ownership', category: 'cap-table', title: 'Founders hold a small stake', assertion: 'figure',
    recommendation: 'Show the fully diluted cap table; a founder stake under 40% before later rounds weakens incentives.',
    test: (s) => {
      // 'the founders each hold 15%': their number gives the stake together, else none is stated.
      const each = foundersEachStake(s.lower);
      // A founder who no longer works in the business, or one founder of several: not the working founders' stake.
      if (each === null || saysInactiveFounder(s.lower) || oneOfFounders.test(s.lower)) return null;
      const stake = each ?? foundersRespectively(s.lower) ?? activeFounderStake(s.lower) ?? activeFounderStake(withoutNameAsides(s.lower)) ?? foundersByTitle(stakeLevels(s.lower)) ?? listedFounderStake(s.lower) ?? foundersListStake(s.lower) ?? founderStakeInWords(s.lower) ?? foundersTogetherStake(s.lower);
      return stake === null ? null : stake < 20 ? 'high' : stake < 40 ? 'medium' : null;
    },
  },
  {
    id: 'investor-control', category: 'cap-table', title: 'An investor holds control', assertion: 'figure',
    recommendation: 'Explain the governance rights attached to the controlling stake and how founders keep decision rights.',
    test: (s) => {
      // 'Kepple now controls 51 per cent': a percentage written out reads as one.
      const lower = stakeLevels(percentSigns(s.lower)).replace(noSuchHolding, blank);
      // 'Investors hold 62% in total': several holders, named in the plural or counted together just after.
      const held = investorStake.exec(lower);
      // 'Investors: a Dubai logistics group holds 60%': the plural is a lead-in's label, its holder one.
      const together = held ? collectiveHolders.test(lower.slice(held.index, held.index + held[0].length + 20)) || /^(investors|investisseurs)\b(?!\s?:)/.test(held[0]) : false;
      const stated = (stakeBelow(investorStake, lower) ?? 0) >= 50 && !together;
      return stated || (largestListedInvestor(lower) ?? 0) >= 50 || investorMajorityInWords(lower) || (investorStakeWith(lower) ?? 0) >= 50 || (principalHolderStake(lower) ?? 0) >= 50 || (namedHolderBesideFounders(percentSigns(s.text), lower) ?? 0) >= 50 || (investorHoldingStated(lower) ?? 0) >= 50 || (investorStakeNoun(lower) ?? 0) >= 50 || (investorShareCount(lower) ?? 0) >= 50 ? 'medium' : null;
    },
  },
  {
    id: 'dead-equity', category: 'cap-table', title: 'Departed people still hold equity',
    recommendation: 'Show vesting and buy-back terms for leavers; unvested shares held by former team members are usually repurchased.',
    test: (s) => ((assertedMatch(s.lower, deadEquity, false) ?? assertedMatch(s.lower, leaverStillHolds, false) ?? (inactiveHolder(s.lower) || leaverAsideHolds(s.lower))) && !assertedMatch(s.lower, equityReturned, false) ? 'high' : null),
  },
  {
    id: 'cap-table-complexity', category: 'cap-table', title: 'The cap table is described as unclear',
    recommendation: 'Reconcile the cap table with the share register and every SAFE, note and option grant before the round.',
    test: (s) => {
      // 'The register was not reconciled to the general ledger': an accounting register (fixed assets, payroll), not the share register.
      if (ledgerRegister.test(s.lower) && !shareRecordWords.test(s.lower)) return null;
      const messy = assertedMatch(s.lower, messyCapTable, false);
      return (messy && !isObjectDenied(messy[0])) || layeredCapTable(s.lower) || unsettledRecords(s.lower) || shareRecordsUnsettled(s.lower) ? 'medium' : null;
    },
  },
  {
    id: 'regulatory', category: 'regulatory', title: 'Regulatory or licence issue',
    recommendation: 'List the licences the business needs, their status and timeline, and the plan if approval is delayed.', overLater: (later) => measureLifted(later.lower),
    test: (s) => (measureTold(s.lower) || measureAfterInsertedClause(s.lower) ? 'high' : regulatoryUncertainty.test(s.lower) || regulationUnclear(s.lower) || (questionStem.test(s.lower) && regulatorQuestion.test(s.lower)) ? 'medium' : null),
  },
  {
    id: 'short-runway', category: 'financial-health', title: 'Short cash runway', assertion: 'self',
    recommendation: 'Show a bridge plan: costs that can be cut, and the runway after this round.',
    test: (s) => {
      const months = statedRunwayMonths(s.lower);
      return months === null ? null : runwaySeverity(months);
    },
  },
  {
    id: 'going-concern', category: 'financial-health', title: 'Going-concern doubt', assertion: 'dated',
    recommendation: 'Explain the auditor\'s going-concern note and the funding that resolves it.',
    // 'Last year's report noted a material uncertainty ...' then 'this uncertainty no longer applies': over.
    overLater: (later) => resolvedGoingConcern.test(later.lower),
    test: (s) => (!supposedGoingConcern.test(s.lower) && !resolvedGoingConcern.test(s.lower) && !noDoubtFound.test(s.lower) && (((/\bgoing[- ]concern\b|\bability to (continue|keep) (operating|trading|in (operation|business)|its (operations|business|activities))\b/.test(s.lower)) && assertedMatch(s.lower, /\b(doubt|uncertaint|material|(?<!\b(assessed|assessing|reviewed|evaluated|considered|confirmed) (the |its |our )?([a-z]+'s )?)ability to continue|emphasis of matter|going[- ]concern (paragraph|note|warning|qualification|caveat|flag))/, false)) || (/\bcontinuite (d'|de l')exploitation\b|\bcapacite (de [a-z' ]{1,30})?a (poursuivre|continuer|maintenir) (son|ses|leur|leurs) (activite|exploitation|operations?)s?\b/.test(s.lower) && assertedMatch(s.lower, /\b(incertitude|doute|remettre en cause|menacee?)/, false))) ? 'high' : null),
  },
  {
    id: 'declining-revenue', category: 'financial-health', title: 'Revenue is declining', assertion: 'figure',
    recommendation: 'Explain the cause of the decline and show the most recent months\' trend.',
    // 'Revenue had fallen from 412 to 365 in 2023.' then 'It stands at 431 in 2024, above its 2022 level': a fall since recovered.
    overLater: (later) => revenueBackAbove.test(later.lower),
    test: (s) => {
      const fell = assertedMatch(s.lower, decliningRevenue);
      if (fell && !isNegatedWithin(fell[0]) && !/^\s*(pas|jamais|plus)\b/.test(s.lower.slice(fell.index + fell[0].length)) && !recoveredSince.test(s.lower.slice(fell.index))) return 'medium';
      if (revenueMovedDown(s) || revenueQuartersFall(s) || revenuePeriodsFall(s) || revenueBesideEarlier(s) || revenueAgainstEarlier(s) || (revenueBelowEarlier(s) && !isHedgedAt(s.lower, 0))) return 'medium';
      if (revenueSeriesFalls(s.lower)) return 'medium';
      const [current, previous] = s.money;
      // 'Revenue for August was GH₵ 2.9m against a budget of GH₵ 3.1m': a figure set against a plan is no earlier period's.
      const comparable = current && previous && current.currency === previous.currency && revenueComparedWith.test(s.lower) && !targetWords.test(s.lower.slice(current.end, previous.start));
      return comparable && current.amount < previous.amount ? 'medium' : null;
    },
  },
  {
    id: 'debt-distress', category: 'financial-health', title: 'Debt default, covenant breach or arrears',
    recommendation: 'Disclose the creditor, the amount and the agreed remedy, and whether new money will repay it.',
    test: (s) => {
      // 'Events of default: failure to pay any amount when due; ...' defines a default, it reports none.
      if (defaultDefinition.test(s.lower)) return null;
      if (onlyArrearsTiming(s.lower, (rest) => assertedMatch(rest, debtDistress) ?? assertedMatch(rest, debtDistressWords))) return null;
      const ratio = covenantRatioBreached(s.lower);
      const debtNamed = namesDebt(s.lower);
      const worded = unlessCustomersLate(s.lower, debtNamed ? assertedMatch(s.lower, debtDistress) : null) ?? (owedToCompany.test(s.lower) ? null : (debtNamed ? assertedMatch(s.lower, debtDistressWords) : null) ?? unpaidObligation(s.lower) ?? arrearsTold(s.lower));
      // 'S'ils n'ont pas payé fin octobre, ...', 'if we do not pay by June': a condition, not a default.
      if (worded && /\b(if|unless|si|s'ils?|s'elles?|au cas ou)\b[^.;,]{0,40}$/.test(s.lower.slice(Math.max(0, worded.index - 45), worded.index))) return null;
      const distress = worded ? { index: worded.index, text: worded[0] } : ratio && !isHedgedAt(s.lower, ratio.index) ? ratio : null;
      // 'had missed no payment', 'n'a manqué aucune échéance': the default's own object is denied.
      const objectDenied = distress !== null && (/\s(no|aucune?)\s/.test(distress.text) || deniedInList(s.lower, distress.index));
      return distress && !objectDenied && !debtCuredWholly(s.lower.slice(distress.index + distress.text.length)) && !arrearsCleared(s.lower, distress.index) && !penaltyClaimedInDispute(s.lower, distress.index, distress.text) ? 'high' : null;
    },
    // 'In 2023 the company had fallen behind on VAT.' then 'The balance was paid in full in January 2024': over (debt-cure-scope.ts).
    overLater: (later, _flagged, distance) => debtOverLater(later.lower, distance), overReach: 3,
  },
  {
    id: 'audit-opinion', category: 'financial-health', title: 'Accounts are unaudited or the audit opinion is modified',
    recommendation: 'Provide audited accounts, or explain the qualification and how it was resolved.',
    // 'The 2023 accounts were qualified for a missing provision.' then 'le motif de cette réserve n'existe plus': over.
    documentTypes: ['financial_statements', 'business_plan', 'pitch_deck'], overLater: (later) => qualificationLifted.test(later.lower),
    test: (s) => (auditModified.test(s.lower) || modifiedOpinionCompacted(s.lower) || reservationInReport(s.lower) ? 'high' : assertedMatch(s.lower, unaudited) || unauditedWording(s.lower) ? 'low' : null),
  },
  ...metricRules,
];
