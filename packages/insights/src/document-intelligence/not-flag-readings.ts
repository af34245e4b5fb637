/**
 * What makes a sentence that names a flag's subject not a flag, for the rules of red-flag-rules.ts: an auditor who found
 * no going-concern doubt, a cap on any one investor's stake or a meeting's quorum, a related-party heading answered by
 * a denial or a dealing that later ended, a reply that denies a reported departure, the accounts' own registers set
 * against the ledger, a payment's timing 'in arrears', a claim of no competition put in others' mouths, a going-concern doubt
 * supposed or resolved, a question asked not claimed, a related-party section with none or a policy, a fall recovered
 * since and distress cured afterwards. Reads folded text (lower case, no accents).
 */
import { answerLabelWords } from './question-answers';
import { blank } from '../text/blank';
/**
 * An auditor or a board that found nothing: 'nous n'avons pas relevé d'incertitude significative ... susceptible de jeter
 * un doute', 'a conclu à l'absence d'incertitude significative', 'we have not identified any (or a) material uncertainty', 'no material uncertainty exists'. The
 * doubt named after the denial is what was not found. The work that brought nothing to light says the same: 'nos travaux
 * n'ont pas mis en évidence d'événement ... de nature à faire peser une incertitude', 'our work did not reveal any events or conditions'.
 * So does a board that knows of none: 'they are not aware of any material uncertainty', 'n'a connaissance d'aucune incertitude'.
 */
export const noDoubtFound = /\b(n'(avons|a|ont)|ne (sommes|sont|suis)) (pas|jamais|aucunement) (releve|identifie|constate|observe|note|detecte|eu connaissance|mis en evidence|revele|fait apparaitre)\w*\b|\b(absence|inexistence) (d'|de toute |de )(incertitude|evenements?|elements?|doute)|\b(have|has|did) not (identified|noted|found|observed|become aware of|revealed|reveal|disclosed|brought to light) (any |an? )?(material uncertaint|events? or conditions?)|\bno material uncertainty (exists|existed|was identified|has been identified)|\b((is|are|was|were) not |(isn't|aren't|wasn't|weren't) |(is|are) un)aware of (any |an? )?(material uncertaint|events? or conditions?)|\bn'(ont|a|avons) connaissance d'aucune? (incertitude|evenement|element)|\baucune incertitude significative (n'existe|n'a ete (identifiee|relevee))/;

/**
 * Shares that no one investor holds: a cap ('so that no single investor holds 50% or more'), and a general meeting's
 * quorum ('les actionnaires présents ou représentés détiennent 4 612 actions ..., soit 92,2 %', 'réunissant des
 * actionnaires représentant 92,4 % du capital', 'rassemble des actionnaires détenant 92 %'), the shareholders in the room counted together;
 * and the writer among the holders ('Bereket and I hold 72% together', 'Awa et moi détenons 70 %'): the founder who writes, not one investor.
 */
export const noSuchHolding = /\b[a-z]+ (and i|et moi) (hold|own|control|detenons|possedons|controlons)\b[^.;]*|\b(no|aucun|nul) (single |one |individual |other )?(investor|shareholder|holder|investisseur|actionnaire|associe)\b[^.;]{0,40}\b(holds?|owns?|detien\w*|possede\w*|controls?)\b[^.;]*|\b(shareholders|members|actionnaires|associes) (presents? ou representes?|present or represented|present in person or by proxy|representing|representant)\b[^.;]*|\b(rassembl\w+|reuni\w+|brings? together|gathers?|gathered) (des |les |the )?(shareholders|members|actionnaires|associes) (detenant|possedant|holding|owning)\b[^.;]*/g;

/**
 * A heading answered by a denial in its answer's first clause: 'Related parties: The Customer is not affiliated with any
 * director or shareholder', 'Parties liées : le client n'est lié à aucun dirigeant'. The label names the subject only.
 */
export function labelAnsweredDenied(lower: string, index: number): boolean {
  const colon = lower.indexOf(':', index);
  if (colon < 0 || colon - index > 40 || /[.;]/.test(lower.slice(index, colon))) return false;
  const answer = lower.slice(colon + 1).split(/[,;.]|\b(but|mais)\b/)[0] ?? '';
  // 'Related parties: there were no transactions with related parties in the year', unless one is excepted after it.
  if (/\b(other than|except|apart from|save for|besides|beyond|sauf|hormis|autres? que|en dehors d)/.test(lower.slice(colon + 1))) return false;
  return /\b(is not|are not|was not|were not|isn't|aren't|has no|have no|had no|n'est pas|ne sont pas|n'a aucune?|n'ont aucune?|n'est lie a aucun|not affiliated|unrelated|independent of|sans lien|there (is|are|was|were|has been|have been) no|no [a-z-]+ (was|were|has been|have been|took place|occurred)|il n'y a (eu )?(aucune?|pas (eu )?de|pas d')|aucune? [a-z-]+ n'a ete)\b/.test(answer);
}
/** A related-party dealing said to have ended in the next sentence: 'That contract was terminated', 'ce contrat a été résilié'. */
/**
 * A related-party dealing proposed and turned down: 'A proposal to lease a warehouse from a company owned by the CEO's uncle
 * was rejected by the board', 'le projet de bail avec la société du frère du gérant a été refusé'. No dealing took place.
 */
export const dealingRejected = /\b(proposals?|proposed|offers?|plans?|projets?|propositions?|offres?)\b[^.;]{0,140}\b(was|were|has been|have been|had been|a ete|ont ete|avait ete) (rejected|declined|refused|turned down|voted down|rejetee?s?|refusee?s?|ecartee?s?)\b/;
const endedWords = String.raw`(contract|arrangement|relationship|agreement|lease|supply|loan|contrat|convention|relation|bail|pret)\b[^.;]{0,30}\b(was|has been|were|have been|a ete|est) (terminated|ended|discontinued|cancelled|canceled|unwound|repaid|resilie|rompu|termine|arrete|rembourse)e?\b`;
// An opening clause may come first: 'À la demande des investisseurs entrés au capital en 2023, ce contrat a été résilié'.
export const dealingEnded = new RegExp(String.raw`^(\W*|[^.;]{0,100},\s?)(that|this|the|ce|cette|le|la) ${endedWords}`);
/**
 * A later sentence where the board turns the dealing down: 'Le conseil décide ... de ne pas retenir cette offre', 'The
 * board resolved not to accept this proposal', or the offer rejected (dealingRejected). No dealing took place.
 */
const dealingDeclined = /\b(decide\w*|resolved|resolves|agreed|a choisi|choisit)\b[^.;]{0,60}\b(de ne pas (retenir|accepter|donner suite a|conclure)|not to (accept|proceed with|take up|award|retain|pursue|sign|enter into)) (cette|cet|ce|this|that|the|its|their|leur|son|sa) (offre|offer|proposal|proposition|projet|contract|contrat|bid|quote|devis|tender|soumission)\b/;
/** Or a later sentence that denies the tie itself: 'Vérification faite, il n'existe aucun lien capitalistique ou familial avec les fondateurs', 'no family or ownership link exists'. */
const tieDenied = /\b(il n'existe|il n'y a|n'a|n'ont) aucun lien (capitalistique|familial|de parente)\b|\bno (family|ownership|capital|financial)( or (family|ownership|capital|financial))? (tie|link|connection|relationship)s? (exists?|was found|with)\b|\b(is|are) not (connected|related|affiliated) (with|to) (any|the|our) (founders?|directors?|shareholders?)\b/;
export const dealingUndoneLater = (lower: string): boolean => dealingEnded.test(lower) || dealingDeclined.test(lower) || dealingRejected.test(lower) || tieDenied.test(lower);
/** The same sentence goes on to end the dealing it named: '... owned by the CEO's brother. At the investors' request, this contract was terminated'. */
export const dealingEndedAfter = new RegExp(String.raw`\b(that|this|ce|cette) ${endedWords}`);

/** A reply that opens by denying the question's claim: 'A: That is simply not true.', 'R : Non, c'est faux.' */
export const replyDenies = new RegExp(String.raw`^\W*${answerLabelWords}((no|non)\s*[,.!]\s*)?(that is|that's|this is|it is|it's|c'est|ce n'est)? ?(simply |absolutely |completely |tout simplement |totalement )?(not true|untrue|false|faux|pas vrai|inexact|a rumou?r|une rumeur)\b`);

/** A register set against the books: the accounts' own register, unless shares are named with it. */
// The books' own ledger only: 'a SAFE ledger' or 'an options ledger' records shares.
export const ledgerRegister = /\b(general ledger|nominal ledger|grand[- ]livre|(the|its|our) books)\b/;
export const shareRecordWords = /\b(shares?|shareholders?|share register|register of members|cap(itali[sz]ation)? table|equity|options?|actions|actionnaires|titres|capital|members|associes)\b/;

/** A payment's timing: '(payable|paid) quarterly in arrears', 'monthly in arrears', 'Payment: in arrears'. */
const arrearsAsTiming = /\b((monthly|quarterly|annually|yearly|semi-annually|half-yearly|weekly|biannually|six-monthly)|(payable|paid|invoiced|billed|payment:?)( (monthly|quarterly|annually|yearly|semi-annually|half-yearly|weekly))?) in arrears\b/;
const arrearsAsTimingAll = new RegExp(arrearsAsTiming.source, 'g');
/** 'Payment: Quarterly in arrears', 'rent payable monthly in arrears': when a payment falls due, not a payment missed, unless the rest says one. */
export function onlyArrearsTiming(lower: string, distressIn: (rest: string) => unknown): boolean {
  return arrearsAsTiming.test(lower) && !distressIn(lower.replace(arrearsAsTimingAll, ''));
}

/**
 * A late payment in a sentence about what customers pay in ('nos décaissements nets, après encaissements clients, ... en
 * raison du retard de paiement des factures de mars'): the company's invoices paid late to it, not its own arrears.
 */
const customersPayIn = /\b(encaissements? clients?|customer (receipts|collections)|collections from customers|receivables?|creances? clients?|(clients?|customers?) (paient|payent|ont paye|pay|paid) (en retard|late))\b/;
/**
 * Customers who stopped paying the company left it: '334 of them stopped paying during the quarter', 'two schools ceased
 * paying their fees', 'les autres ont cessé de payer'. Churn, not a default, unless what they stopped paying is a loan or a lender.
 */
// The rest of a customer base just counted is customers too: '610 still paying; the rest stopped paying', 'les autres ont cessé de payer'.
// So is a count drawn from it: '210 d'entre elles ont cessé de payer', 'of these 420, 230 stopped paying'.
const customersStopped = /\b(customers?|clients?|subscribers?|users?|members?|merchants?|smes|accounts?|schools?|shops?|retailers?|households?|of them|the rest|the others|the remainder|les autres|le reste|menages|abonnes|commercants|boutiques|ecoles|d'entre (elles|eux)|parmi (elles|eux)|(sur|of|out of) (ces|these|those|les) \d[\d ]*,\s*\d[\d ]*)\b[^.;]{0,20}\b((stopped|ceased) paying|(ont |a |avaient )?(cesse|arrete) de payer)\b(?! (back|off|down|(the |our |its |their )?(loans?|debts?|banks?|lenders?|instal\w*|interest|creditors?)\b|(leurs? |les |l')?(prets?|credits?|dettes?|echeances?|banques?|preteurs?|creanciers?)\b))/;
/**
 * A rate of unpaid instalments or defaults is a loan book's or a customer base's measure ('Taux d'impayés de 6 % des
 * encours', 'a default rate of 4% on the portfolio'): what others owe the company, not its own arrears.
 */
const rateOf = /\b(taux|ratio|niveau|rate|level|share|part) (d'|de |des |of )$/;
/**
 * The late payers named as the subject just before the lateness: 'Clients en retard de paiement de plus de 30 jours : 7 %',
 * '3.2% of the farmer portfolio is more than 30 days overdue', 'borrowers 60 days past due'. The company lends or sells
 * on credit; what is late is owed to it.
 */
const lateSubjectCustomers = /\b(clients?|customers?|borrowers?|emprunteurs?|farmers?|agriculteurs?|subscribers?|abonnes?|households?|menages?|merchants?|marchands?|(loan |credit |farmer |client |customer )?portfolio|portefeuille( de credits?| clients?)?)\b(?![^.;:]{0,60}\b(we|nous|the company|la societe|l'entreprise)\b)[^.;:]{0,60}$/;
/** Arrears named by whose they are, when they are the customers': 'Customer arrears: 6.1% of accounts', 'tenant arrears', 'les arriérés des clients'. */
const othersArrears = /\b(customers?|clients?|borrowers?|tenants?|subscribers?|members?|farmers?|households?|portfolio)'? (arrears|arrieres?)\b|\b(arrears|arrieres?) (of|from|des|de nos) (our |the )?(customers|clients|borrowers|tenants|subscribers|members|farmers|menages|emprunteurs|abonnes)\b/;
export function unlessCustomersLate(lower: string, m: RegExpExecArray | null): RegExpExecArray | null {
  return m && ((/^(arrears|arrieres)$/.test(m[0]) && othersArrears.test(lower.slice(Math.max(0, m.index - 14), m.index + 40))) || rateOf.test(lower.slice(Math.max(0, m.index - 12), m.index)) || (/(overdue|past due|retards? de paiement|en retard)/.test(m[0]) && lateSubjectCustomers.test(lower.slice(Math.max(0, m.index - 70), m.index))) || rateOf.test(lower.slice(Math.max(0, m.index - 12), m.index)) || (/^(retards? de paiement|late payment)/.test(m[0]) && customersPayIn.test(lower)) || (/\b((stopped|ceased) paying|(cesse|arrete)\w* de payer)\b/.test(m[0]) && customersStopped.test(lower))) ? null : m;
}

/** The claim disowned: 'We do not claim to have no competitors', 'nous ne prétendons pas être seuls'. */
// Others' claim, or one the writer says they never make: 'I never go to an investor and say we have no competitors',
// 'Anyone who says they have no competition ... has not tried', 'ceux qui disent n'avoir aucun concurrent'; a claim others make of the
// company, as an interviewer puts it ('People say you have no competition', 'on dit que vous êtes seuls'), or quotes it back
// to the company ('on slide 4 you write "no competitor"', 'vous écrivez « pas de concurrent »'), or of it by its name ('people keep
// saying Kalam Pay has no competitors'); or the claim of a figure the speaker sketches ('un fondateur qui dit n'avoir aucun
// concurrent', 'a founder who says he has no competition').
export const disclaimed = /\b(do not|don't|does not|never|would not|not) (claim|say|pretend|suggest|argue)\b|\b(you|vous) (write|wrote|say|said|claim|claimed|state|stated|ecrivez|avez ecrit|dites|avez dit|affirmez|avez affirme|indiquez)\b|\bne (pretendons|disons|pretend) (pas|jamais)\b|\b(never|don't|do not|would not|won't) (go|walk|come|turn up) [^.;]{0,30}\band (say|claim|tell|pretend)\b|\b(anyone|anybody|whoever|those|people|founders|startups|everyone|quiconque|ceux|celles|les gens) (who|that|qui) (says?|claims?|tells?|thinks?|believes?|pretend\w*|dit|disent|affirment|pensent|croient)\b|\b(people|they|some|many|critics|investors|everyone|on|certains|beaucoup|les gens) (say|says|said|claim|claimed|think|believe|tell me|keep saying|dit|disent|affirment|pensent|croient|me disent) (that |que |qu')?(you|vous|we|nous|the company|la societe|([a-z0-9'-]+ ){1,3}(has|have|is|are|a|ont|est|sont|n'a|n'ont|n'est)\b)|\b(a|an|any|every|un|une|tout|toute|chaque) [a-z-]+( [a-z-]+)? (who|that|qui) (says|claims|tells|dit|affirme|pretend)\b/;
/** 'the auditors might raise a going-concern doubt', 'would have to include a going-concern paragraph': a doubt supposed, not raised. */
/** 'The going-concern uncertainty noted last year has been resolved by the Series A': a doubt said to be over. */
export const resolvedGoingConcern = /\bgoing[- ]concern\b[^.;]{0,60}\b(has been|was|have been) (resolved|lifted|removed|addressed|cleared|withdrawn)\b|\b(uncertainty|doubt|incertitude|doute)\b[^.;]{0,80}\b(no longer (applies|exists|stands|arises)|ne s'applique plus|n'existe plus|n'a plus (lieu|de raison) d'etre)\b|\b(no longer|ne \w+ plus)\b[^.;]{0,30}\b(going[- ]concern|continuite d'exploitation)|\b(continuite d'exploitation)\b[^.;]{0,60}\b(a ete|est) (levee|resolue|ecartee)\b/;
/**
 * An audit qualification said gone in the sentences after it: 'Cette provision a été constituée en 2024 ; le motif de
 * cette réserve n'existe plus', 'the matter that gave rise to that qualification has since been resolved', 'la réserve a
 * été levée', or lifted by the auditor in the active voice ('les procédures mises en place nous ont permis de lever cette
 * réserve', 'we have lifted that qualification'). A qualification still open ('n'a pas été levée', 'has not been
 * resolved', 'ne nous ont pas permis de lever cette réserve') is not matched.
 */
export const qualificationLifted = /(?<!\b(pas|plus|jamais|not|never|unable to|cannot|could not) ([a-z']+ ){0,3})\b(lever|leve|levons|avons leve|a leve|ont leve|lift|lifted|remove|removed|withdraw|withdrew|withdrawn) (cette|la|ces|les|notre|nos|that|this|the|our) (reserves?|qualifications?)\b|\b(motif|cause|fondement|objet)s? de (cette|la|ces|les) reserves? (n'existe plus|n'a plus (lieu|de raison) d'etre|a disparu|a ete (levee?|traitee?|corrigee?))\b|\b(cette|la|ces|les) reserves? (a|ont) ete (levee|retiree|corrigee)s?\b|\b(reason|basis|matter|grounds?|cause)s? (for|of|giving rise to|that gave rise to|behind) (that|this|the|these|those) (qualification|reservation|modified opinion)s?\b[^.;]{0,20}\b(no longer (exists?|applies|apply)|(has|have) (since )?been (resolved|removed|corrected|addressed|remedied))\b|\b(that|this|the) qualification (has|was|had) (since )?been (lifted|removed|withdrawn|resolved)\b/;
// 'asks me if we need a going concern note': whether one is needed is a question, not a note.
export const supposedGoingConcern = /\b(could|might|may|would|pourrai\w*|pourrait)\s+(have to |need to |then )?(raise|issue|include|flag|add|express|emettre|exprimer|soulever)\b[^.;]{0,40}\bgoing[- ]concern\b|\b(if|whether|si)\b [^.;]{0,20}\b(need|needs|require|requires|should|must|have to|has to)\b[^.;]{0,30}\bgoing[- ]concern\b/;

// An auditor's special report that was told of no agreement: 'nous n'avons été avisés d'aucune convention', 'il ne nous a été
// donné avis d'aucune convention', 'we have not been advised of any such agreement'. A register said empty: 'Le registre
// des conventions réglementées est vierge pour 2024', 'the register of interests is blank'.
export const noneFollows = /\b(there (are|were|is) (none|no such)|none (exist|existed|were found|was found|identified)|(is|are) (empty|blank)|(est|sont) (vides?|vierges?)|are none|nil\b|n'en existe aucune?|il n'y en a (pas|aucune?)|(avisee?s?|informee?s?|donne avis|eu connaissance) d'aucune (convention|transaction|operation)|not been (advised|informed|notified|made aware) of any (such )?(agreements?|transactions?|arrangements?))/;
// A clause of articles or a charter that puts a kind of dealing under approval ('toute convention ... est soumise à
// l'autorisation préalable du conseil', 'any such agreement is subject to prior board approval') is a rule, not a dealing;
// so is a term sheet's list of matters an investor must consent to ('Protective provisions: Consent of KFF for new issues, ..., related-party contracts').
export const relatedPartyPolicy = /\b(policy|policies|procedure|must be|shall be|are to be|need to be|requires?|are approved by the board as a rule|politique|doivent etre|doit etre|(est|sont) soumise?s? a (l'|la |le )?(autorisation|approbation|accord)|(is|are) subject to (the )?(prior )?([a-z]+ )?(approval|authori[sz]ation|consent)|protective provisions?|reserved matters|(consent|approval|accord|autorisation) (prealable )?(of|de|du|d') [^.;:]{1,40} (for|pour) [^.;]{0,120}\brelated[- ]party)\b/;
/** A question of three words or more, asked not claimed ('« Vous n'avez pas de concurrents ? »', 'Do you really have no competitors?'), left out; a heading's 'Competitors?' stays. A question starts at a stop, so each clause is scanned once. */
export const unasked = (lower: string) => (!lower.includes('?') ? lower : lower.replace(/(?<=^|[.!?\u00AB\u00BB"])[^.!?\u00AB\u00BB"]*\?/g, (q) => (q.trim().split(/\s+/).length >= 3 ? blank(q) : q)));
/** A fall the sentence says is over: 'fell in 2021 but has grown every year since'. */
/**
 * Revenue said, in a later sentence, to stand again above an earlier year's level ('Il s'établit à 431 M en 2024, au-dessus
 * de son niveau de 2022', 'It reached 431m in 2024, above its 2022 level'): the fall told before is history. The
 * sentence opens on revenue or on the pronoun standing for it.
 */
export const revenueBackAbove = /^\W*(it|il|elle|revenues?|sales|turnover|le chiffre d'affaires|les ventes|le ca)\b[^.;]{0,80}\b(au-dessus de (son|leur) niveau (de |d')(20\d\d|avant)|above (its|their) (20\d\d|earlier|previous|prior|pre-[a-z-]+) (level|peak)|(a|ont) (depuis )?(retrouve|depasse) (son|leur) niveau|back above (its|their|the) (20\d\d|earlier|previous|prior) (level|peak))\b/;
export const recoveredSince = /\b(but|mais)\b[^.;]{0,40}\b(has (since )?(grown|recovered|rebounded|increased)|have (since )?(grown|recovered)|recovered|rebounded|a (depuis )?(progresse|augmente|retrouve)|est reparti)|\bsince (then|recovered|grown)|\bdepuis (en hausse|en progression)/;
/** Distress the sentence says was cured afterwards: 'it was repaid in full in 2022', 'the tax arrears are gone'. */
// Or a facility said to have run as agreed since ('the facility has performed normally since then', 'le prêt est honoré normalement depuis').
export const debtCured = /\b(has|have) (performed|been performing|been serviced|been repaid) (normally|as agreed|regularly|on time|as scheduled)( ever)? since\b|\b(fonctionne|est (honore|rembourse|servi)e?) (normalement|regulierement) depuis\b|\b(paid|made|met|honou?red) (every|each|all)\b[^.;]{0,30}\b(on time|since)\b|\bon time (ever )?since\b|\b(honore|regle|paye)\w* (toutes )?(les|nos) echeances\b[^.;]{0,20}\bdepuis\b|\bcovenants? (was|were|has been|have been) (reset|amended|waived)\b|\b(since |was |were |has been |have been |later |then )(fully |entirely |completely |since )?(repaid|cured|settled|resolved|regularised|regularized|waived|cleared|paid off|brought current)\b|\b(we are|is|are) (now )?(current|up to date) on\b|\b(paid|repaid|settled) in full\b|(?<!not |never )\b(fully|entirely|completely) (paid|repaid|settled|cleared)\b|\b(has|have) been (current|up to date) (ever )?since\b|\b(a ete|ont ete|depuis( ete)?) (integralement |entierement )?(rembourse|regularise|apure|solde|leve|regle|paye|acquitte|verse)e?s?\b|\b(est|sommes|sont|is|are|we are) (desormais |maintenant |now )?a jour\b|\b(is|are) (now |all )?(gone|behind us|history)\b|\b(a|ont) (desormais )?disparu\b/;

/** A company named with its legal form ('Obi Haulage Services Ltd', 'la SCI Keur Yaye', 'Transports Hounkpe SARL'): one counterparty, not a kind of party. */
const legalForm = String.raw`(Ltd|LTD|Limited|LLC|Plc|PLC|Inc|GmbH|Pty|SARL|SAS|SASU|SA|SCI|SUARL|EURL|SNC)`;
const namedCompany = new RegExp(String.raw`\p{Lu}[\p{L}&'.-]*(?:\s+\p{Lu}[\p{L}&'.-]*){0,4}\s+${legalForm}(?![\p{L}])|(?<![\p{L}])${legalForm}\s+\p{Lu}\p{L}+`, 'u');
export const namesCounterparty = (text: string): boolean => namedCompany.test(text);

/**
 * Arrears named as the object of their clearing ('we cleared the last of the VAT arrears', 'nous avons apuré la totalité
 * des arriérés fiscaux'), or a payment plan for them said completed ('the payment plan for the PAYE arrears was completed',
 * 'l'échéancier ... a été intégralement respecté'): the arrears are over. `before` is the sentence up to the arrears word.
 */
const clearedObject = /(?<!\b(not|never|yet to|pas|jamais) )\b(cleared|paid off|paid|settled|repaid|regularised|regularized|discharged|apure|solde|regle|rembourse|regularise|acquitte)s? (off )?((the|all|our|its|les|nos|ses|la|le|l')\s?)?((last|rest|remainder|balance|reste|solde|totalite|dernier\w*) (of|de|des|du) )?((the|our|its|les|nos|ses|la|le|l')\s?)?([a-z]+ ){0,2}$/;
const planCompleted = /\b(payment plan|repayment plan|instal?ment plan|payment arrangement|repayment schedule|echeancier|plan d'apurement|moratoire)\b(?:[^.;]|\.\d){0,120}\b(was|were|has been|have been|a ete|ont ete) (fully |integralement |entierement )?(completed|honou?red|discharged|respecte|solde|execute|termine|honore)e?s?\b/;
export const arrearsCleared = (lower: string, index: number): boolean => clearedObject.test(lower.slice(Math.max(0, index - 80), index)) || planCompleted.test(lower);

