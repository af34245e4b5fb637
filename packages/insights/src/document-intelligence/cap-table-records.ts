/**
 * A cap table whose records do not settle who owns what, however it is said: two records that disagree ('the share
 * register and the cap table differ by 35,000 shares', 'Cap table vs. share certificates: the two do not tally', 'le
 * registre et la table de capitalisation divergent'), several versions of it in circulation ('three different
 * versions of the cap table', 'plusieurs versions de la table de capitalisation circulent'), instruments left off it
 * ('the 2021 convertible notes are missing from it', 'les BSA émis en 2022 n'y figurent pas'), or a section about
 * the cap table whose lines say its figures are not settled ('Cap table' then 'Being cleaned up: the figures on this
 * slide are unreconciled'), who owns what that cannot yet be stated ('we cannot give a fully diluted number'), transfers
 * never entered in the register, or the instruments' conversion terms in dispute. A record said to be reconciled or merged since raises nothing. Reads folded text.
 */
import { assertedMatch } from './assertion';
import { capTableSourcesDisagree } from './cap-table-versions';
import { recordCountsDiffer } from './record-share-counts';
import { excerpt, type SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';

const records = String.raw`(cap(itali[sz]ation)? tables?|share registers?|registers? of (members|shareholders)|shareholder registers?|share certificates?|stock ledger|statutory registers?|(safe|note|convertible|equity|share|option|esop|bspce|bsa) ledgers?|table de capitalisation|tableau de capitalisation|registres? (des mouvements de titres|des titres|des actionnaires|des associes)|(the|our|its|le|notre) registers?|(le|du|au|notre|ce) registre|statuts|esop (tracker|ledger|register)|option (ledger|register|tracker))`;
const record = new RegExp(String.raw`\b${records}\b`);
/** Two records that do not agree, the disagreement said after them ('... differ by', '... do not tally', 'could not reconcile the two'). */
const disagree = /\b(disagree\w*|differ|differs|differed|(do|does|did) not (yet )?(agree|match|tally|reconcile|tie)|(don't|doesn't|didn't) (yet )?(agree|match|tally|reconcile|tie)|(could|can|cannot|can't)( not)? (be )?reconcile\w*|(could|can)not (be )?reconcile\w*|(not|never) (been )?(able to )?reconcile\w*|unable to reconcile|unreconciled|not (yet )?(been )?reconciled|mismatch\w*|inconsisten\w*|conflict with each other|discrepanc\w*|diverge\w*|ne (concorde|concordent|correspond|correspondent) pas|ecarts?|incoheren\w*|(n'a|n'ont) pas pu (les |la |le |l')?(rapprocher|reconcilier)|non rapproche\w*|pas (encore )?(ete )?rapproche\w*|(was|were|has not been|have not been|is not|are not) (not )?(kept|maintained|kept up to date)|(n'a|n'ont) (pas (encore )?|plus )ete (tenue?s?|mise?s? a jour)|(has|have) not (yet )?been (updated|brought up to date)|n'est (pas|plus) tenue?|n'est (pas|plus) (tenue? )?a jour|(still|currently) (cleaning|tidying|sorting) (it |this |them )?(up|out)|(is|are) (still )?being reconciled|en cours de reconstitution|being (rebuilt|reconstructed|reconstituted|pieced together)|(are|is|sont|est) (only |donc |therefore )?(indicati(ve|fs?|ves)|approximat\w+))\b/;
/** Several versions in circulation: 'three different versions of the cap table', 'plusieurs versions de la table de capitalisation'. */
const versions = new RegExp(String.raw`\b(two|three|four|several|multiple|different|conflicting|competing|various|\d|deux|trois|quatre|plusieurs|differentes) (different |conflicting |competing |differentes )?versions (of |de |du |des |d')(the |our |its |la |notre |sa |l')?${records}`);
/** Instruments left off the cap table: 'the 2021 convertible notes are missing from it', 'n'y figurent pas'. */
const instruments = String.raw`(safes?|convertible (notes?|loans?)|notes|options?|warrants?|bsa\w*|bspce|obligations convertibles|stock options|preferred shares|actions de preference|grants?|shares issued|actions emises)`;
const leftOff = new RegExp(String.raw`\b${instruments}\b[^.;]{0,60}\b(missing from|absent from|left (out of|off)|not (shown|reflected|recorded|included|listed|entered) (on|in)|(do|does) not appear (on|in)|(don't|doesn't) appear (on|in)|n'y (figurent|figure|apparaissent|apparait) pas|ne (figurent|figure|apparaissent|apparait) pas (dans|sur|au)|absente?s? (de|du)|omise?s? (de|dans))\b`);
/**
 * Instruments the table above leaves out, or never recorded at all: 'the two 2022 SAFEs are not reflected above', 'the
 * 2022 SAFEs were never recorded properly', 'les BSA ne figurent pas ci-dessus'. 'Above' points at the table itself, and so
 * does a note on an instrument that ends on the words ('SAFE holders (R3.2m in total) not yet reflected'); fees 'reported
 * separately and not included' are no instrument.
 */
const outOfTable = new RegExp(String.raw`\b${instruments}\b[^.;]{0,60}\b((not|never) (yet )?(shown|reflected|included|recorded|listed|entered) (above|below|here|in (the|this) (table|summary|schedule))|(was|were|has|have) (never|not) (been )?(recorded|registered|entered)( (properly|correctly|anywhere))?|ne (figurent|figure|sont) pas (repris|reprise?s? )?(ci-dessus|ci-dessous))\b|\b${instruments}\b(?:[^.;]|\.\d){0,60}\b(not|never) (yet )?(shown|reflected|included|recorded)\s*\.?$`);
/** Said to be settled since: 'were reconciled in September', 'merged into one reconciled table', 'ont été rapprochés'. */
const settledSince = /\b(was|were|has been|have been|a ete|ont ete) (merged|consolidated|reconciled|cleaned up|tidied up|corrected|fusionne\w*|rapproche\w*|reconcilie\w*|corrige\w*)\b|\b(now|desormais) (agree|match|tally|concordent|correspondent)\b/;

/**
 * Not reconciled with another record or with instruments, the record or instrument on either side: 'has not yet been able
 * to reconcile the option grants ... with the share register', 'table non rapprochée avec les BSA AIR émis en 2023', 'n'est pas
 * encore rapprochée du registre', 'has not yet been reconciled to the register of members', 'n'ayant pas été réconciliée avec le registre',
 * 'nous ne parvenons pas à réconcilier le registre avec les statuts', 'nous ne sommes pas en mesure de la rapprocher du registre'; or said to be still to reconcile ('reste à réconcilier', 'is still to be reconciled').
 */
const notReconciledWith = /\b((nobody|no one|no-one) (has |had )?(ever |yet )?reconciled|personne n'a (jamais |encore )?(rapproche|reconcilie)|not (yet )?(been )?(able to )?reconcile\w*|unable to reconcile|ne (parvenons|parvient|parviennent|parvenions|arrivons|arrive|arrivent) pas a (les |la |le )?(reconcilier|rapprocher)|(could|can)( ?not|n't) (be )?reconcile\w*|unreconciled|non rapproche\w*|(n'(a|ont|est|sont|ayant) )?pas (encore )?(ete )?(pu )?(etre )?(rapproche\w*|reconcilie\w*|les rapprocher|la rapprocher)|n'(a|ont|avons) pu (etre )?(rapproche\w*|reconcilie\w*)|(ne (sommes|sont|suis|est|serons)|n'(est|etions|etait)) pas (encore )?en mesure (a ce stade |aujourd'hui |pour l'instant |pour le moment )?de (les |la |le )?(rapprocher|reconcilier)|(are|is|am|were|was) not (yet |currently )?in a position to reconcile)\b[^.;]{0,80}\b(with|to|avec|du|des|de la|au)\b|\b(reste|restent|remains?|is still|are still) (a|to be) (reconcilier|rapprocher|reconstituer|reconciled)\b/;
const capInstruments = /\b(safes?|convertible (notes?|loans?)|options?|option grants?|warrants?|bsa\w*|bspce|preferred shares|actions de preference|obligations convertibles)\b/;

/**
 * Versions that do not come to the same share count, the versions named before ('on a l'Excel de 2023, celle du
 * notaire et celle annexée au pacte, aucune ne tombe sur le même nombre d'actions', 'none of the three comes to the
 * same number of shares'): a verb of arriving at a total, so 'no two founders hold the same number of shares' is none.
 */
const countsDisagree = /\b(none|no two|neither|aucune?|pas une|ni l'une ni l'autre)\b[^.;]{0,40}\b(tombe\w*|arrive\w*|donne\w*|affiche\w*|gives?|shows?|comes? to|lands? on|arrives? at|reach\w*|adds? up to) (sur |a |at |on |to )?(le |the )?(same|meme) (number|count|total|nombre) (of shares|d'actions|de titres)\b/;

/**
 * Who owns what cannot be stated yet: 'so we cannot give an exact shareholding today', 'until this is cleaned up we
 * cannot give a fully diluted number', 'nous ne pouvons pas donner la répartition exacte du capital', 'nous ne savons pas
 * exactement qui détient quoi'. An exact, fully
 * diluted or final figure asked for, so a holding kept confidential ('we cannot disclose the shareholding') is none.
 */
const ownershipUnstated = /\b(cannot|can ?not|can't|unable to|not (yet )?(be )?able to|impossible to|ne (pouvons|peut|peuvent|pouvions|pourrons) pas|impossible d[e'])\s?(yet |encore |today |aujourd'hui )?(give|state|confirm|provide|produce|determine|establish|say|compute|calculate|work out|arrive at|donner|confirmer|etablir|fournir|determiner|calculer|dire|arreter|communiquer)\b[^.;]{0,30}\b(exact|accurate|precise|reliable|definitive|final|firm|fully[- ]diluted|exacte?s?|precise?s?|fiables?|definiti(f|ve)s?|entierement dilue\w*|dilue\w*)\b[^.;]{0,20}\b(shareholdings?|ownership|cap(itali[sz]ation)? table|share count|number|figures?|split|breakdown|holdings?|stakes?|actionnariat|repartition|capital|table de capitalisation|detention|nombre|chiffres?)\b|\b(cannot|can't|unable to|ne (pouvons|peut) pas|(do not|don't|does not|doesn't) know|ne (savons|sait|savent) pas|ignorons)\s((say|tell|confirm|dire|confirmer|etablir)\s)?(exactly |precisely |for sure |with (any )?(confidence|certainty) |reliably |precisement |exactement |avec certitude )?(who owns what|who holds what|qui detient quoi|qui possede quoi)\b/;

/**
 * The same said in the passive or as a failed attempt: 'fully diluted ownership cannot be determined until the notes
 * convert', 'la répartition du capital ne peut pas encore être établie', 'nous n'avons pas pu reconstituer le capital
 * entièrement dilué'.
 */
const ownershipUndetermined = /\b(ownership|shareholdings?|fully[- ]diluted (ownership|position|shareholding|cap table|share count)|cap(itali[sz]ation)? table|capital (entierement )?dilue|repartition (exacte )?du capital|actionnariat|table de capitalisation)\b[^.;]{0,30}\b((cannot|can't|could not|couldn't) (yet )?be (determined|established|confirmed|stated|calculated|computed|reconstructed)|(ne peut|ne peuvent|ne pourra|ne pourront) (pas )?(encore )?(etre )?(determinee?s?|etablie?s?|calculee?s?|confirmee?s?|reconstituee?s?))\b|\b(n'avons|n'a|n'ont) pas (encore )?pu (reconstituer|etablir|determiner|calculer|confirmer|arreter) (le capital|la repartition|l'actionnariat|la table|le tableau|la detention)\b|\b(were|was|have been|has been) (not|never) able to (reconstruct|determine|establish|confirm) (the )?(fully[- ]diluted|cap table|ownership|shareholding)/;
/** Transfers of shares never entered in the register: 'several share transfers were never recorded', 'cessions de parts jamais inscrites au registre'; a transfer named by its year ('les cessions de 2021 n'ont jamais été enregistrées') only beside shares or a register. */
// Transfers between holders are transfers of shares: 'certain transfers between employees were never registered', 'certaines cessions entre salariés n'ont jamais été enregistrées'.
const unrecordedTransfers = /\b((share|stock) transfers?|transfers? of (shares|stock|equity)|transfers? between (the )?(shareholders|employees|(co-?)?founders|staff|members|holders))\b[^.;]{0,40}\b(was|were|has|have) (never|not) (yet )?(been )?(recorded|registered|entered|stamped|filed)\b|\b((cessions?|transferts?|mouvements?) (de |d')(parts|actions|titres)|(cessions?|transferts?) (intervenue?s? )?entre (les )?(associes|actionnaires|salaries|(co-?)?fondateurs|cofondateurs|employes|porteurs))\b[^.;]{0,40}\b(n'(y )?(a|ont) (jamais|pas) (encore )?ete|jamais|non) (inscrite?s?|enregistree?s?|(re)?transcrite?s?|reportee?s?|declaree?s?)\b/;
const datedTransfers = /\b(cessions?|transferts?|transfers?) (de |d'|of |in |en )(19|20)\d\d\b(?! d'| de| of)[^.;]{0,40}\b(n'(y )?(a|ont) (jamais|pas) ete|jamais|non|(was|were|has|have) (never|not) (been )?) ?(inscrite?s?|enregistree?s?|transcrite?s?|declaree?s?|recorded|registered|entered)\b/;
/** The instruments' own terms in dispute: 'the conversion terms of the 2023 SAFEs are disputed', 'the parties disagree on the valuation cap', 'les conditions de conversion des BSA AIR sont contestées'. */
const termsDisputed = /\b(safes?|convertible (notes?|loans?)|(seed|bridge|convertible) notes|warrants?|bsa\w*|obligations convertibles|conversion (terms|caps?|price|discount)|valuation caps?|conditions de conversion|decote|plafond de valorisation)\b[^.;]{0,60}\b((is|are|was|were|remains?) (disputed|contested|in dispute)|disagree\w* (on|over|about)|(sont|est|restent|reste) (contestee?s?|litigieu\w+)|(ne s'accordent|ne sont pas d'accord) (pas )?sur)\b|\bdisagree\w* (on|over|about) (the )?(valuation cap|conversion (terms|price|cap|discount)|discount)\b/;

/**
 * How many shares the instruments become cannot be said: 'we cannot say how many shares the SAFEs convert into', 'we
 * don't know yet how many shares they become', 'impossible de déterminer combien d'actions seront émises à la conversion'.
 */
const conversionUnknown = /\b(cannot|can't|can ?not|(do not|don't|does not|doesn't) (yet )?know|unable to|impossible|ne (savons|sait|pouvons|peut) pas|ignorons)\b[^.;]{0,50}\b(how many (new |ordinary )?shares|combien d'(actions|titres)|le nombre d'actions)\b[^.;]{0,60}\b(convert\w*|become|conversion|seront emise?s?|obtiendr\w+|deviendr\w+)/;
/** Shares or options given and never issued: 'the shares were never issued', '250,000 shares promised ... were never issued', 'les actions promises n'ont jamais été émises'. */
const neverIssued = /\b(shares|options|stake|actions|titres|bspce)\b[^.;]{0,60}\b(was|were|have|has) never (been )?(issued|allotted|granted)\b|\b(actions|titres|bspce)\b[^.;]{0,60}\bn'(ont|a) jamais ete (emise?s?|attribuee?s?)\b/;
/** Two named records not reconciled, the records only counted: 'We could not reconcile the two records', 'nous n'avons pas pu rapprocher les deux registres'. */
/**
 * The table against the company's own papers, not reconciled ('Nous n'avons pas pu rapprocher ce tableau des documents
 * sociaux', 'we could not reconcile the cap table with the share register'); a count of shares that differs by source
 * ('le nombre total d'actions diffère selon les sources'); who converted still being worked out ('we are still working
 * through which of the 2022 SAFE holders converted').
 */
const notReconciled = String.raw`\b((could|can)( ?not|n't)|unable to|not (been )?able to|failed to|pas pu|n'avons pas pu|n'a pas pu) (reconcile|rapprocher|reconcilier) (this|the|our|ce|cette|le|la|notre)`;
// A table named only 'this table' is the cap table when set against the company's corporate papers, not its accounts.
const tableNotReconciled = new RegExp(String.raw`${notReconciled} (cap(itali[sz]ation)? table|shareholding table|table de capitalisation|tableau de capitalisation|tableau des actionnaires)\b[^.;]{0,30}\b(with|to|des|du|avec|aux) |${notReconciled} (table|tableau)\b[^.;]{0,30}\b(with|to|des|du|avec|aux) (the |our |les |nos |la |le )?(company's )?(share register|register of members|articles|statuts|registres? (des titres|des actionnaires|des mouvements de titres)|documents sociaux|actes sociaux)\b`);
// Or the totals said to differ, however many: 'give three different totals of issued shares', 'Total shares differ: 1,204,000 / 1,187,500'.
const countBySource = /\b(total )?number of shares (differs|varies|is different|is not the same) (between|across|depending on|according to|from one) (the )?(sources|documents|records)\b|\b(two|three|four|several|\d|deux|trois|quatre|plusieurs) (different|differing|conflicting|distinct|differents|differentes) (totals?|counts?|numbers?|share counts?|totaux|nombres) (of|for|d'|de) ?(the |les )?(issued |outstanding |ordinary |emises? )?(shares|share capital|actions|titres)\b|\btotal (number of )?(issued |outstanding )?shares (differs?|var(y|ies)|(do|does) not (match|agree|tally))\b|\bnombre (total )?d'(actions|titres) (differe|varie|n'est pas le meme) (selon|d'une source a l'autre|entre) (les )?(sources|documents|pieces)?\b/;
const conversionsBeingWorked = /\b(still )?(working (through|out)|establishing|determining|clarifying|checking) (which|how many|whether|who)\b[^.;]{0,60}\b(safes?|notes?|convertibles?|bsa\w*|obligations convertibles)\b[^.;]{0,40}\bconvert\w*|\b(cannot|can't|can ?not|unable to) (yet )?(show|give|state|confirm) (the |our )?final (percentages|ownership|shareholding|cap table)\b/;
const twoRecords = /\b((could|can)( ?not|n't)|unable to|not (been )?able to|failed to|pas pu) (reconcile|rapprocher|reconcilier) (the|les|ces) (two|both|three|deux|trois) (records|registers|documents|sources|sets of records|versions|registres|tables)\b/;

/** Several versions, none that agrees with the others or a record: 'on en a trois versions et aucune ne tombe juste avec les statuts', 'two versions, and neither matches the register'. */
const versionsDisagree = /\b(two|three|four|several|multiple|\d|deux|trois|quatre|plusieurs) (different |differentes )?versions\b[^.;]{0,60}\b(none|neither|no two|aucune?|pas une|ni l'une ni l'autre)\b[^.;]{0,20}\b(tombe juste|ne (colle|concorde|correspond|tombe)|match(es)?|agrees?|tall(y|ies)|adds? up|reconciles?)\b|\b(two|three|four|several|multiple|\d|deux|trois|quatre|plusieurs) (different |differentes )?versions\b[^.;]{0,30}\b(and |et )?(they|which|qui|elles|ils) (don't|do not|never|ne) ?(match|agree|tally|reconcile|concordent pas|correspondent pas|collent pas)\b/;
/**
 * Two share counts whose difference cannot be explained: 'Management has not been able to reconcile the difference, which
 * appears to relate to convertible notes', 'nous n'avons pas pu expliquer l'écart de 12 000 actions'. The sentence names
 * shares or an instrument, so a revenue difference left unexplained is none.
 */
// Said in the passive too: 'The 60,000-share difference (2022 angel top-up) has not been traced to a resolution', 'l'écart de 12 000 actions n'a pas été expliqué'.
const differenceUnexplained = /\b((could|can)( ?not|n't)|unable to|not (yet )?(been )?able to|failed to|(n'a|n'ont|n'avons) pas (encore )?pu|ne (parvenons|parvient|parviennent) pas a) (reconcile|explain|account for|rapprocher|reconcilier|expliquer|justifier) (the|this|that|these|those|l'|les|ces|cet|cette|la) (differences?|discrepanc(y|ies)|gaps?|ecarts?)\b|\b(differences?|discrepanc(y|ies)|gaps?|ecarts?)\b[^.;]{0,60}\b((has|have|had) (not|never) (yet )?been|(was|were) (not|never)|(n'a|n'ont) pas (encore )?ete|(n'a|n'ont) jamais ete) (traced|explained|accounted for|reconciled|documented|justified|tracee?s?|expliquee?s?|justifiee?s?|rapprochee?s?|reconciliee?s?)\b/;
const shareWords = /\b(shares?|actions|titres|parts sociales|register|registre|cap table|convertible|safes?|options?|warrants?|bsa\w*|bspce)\b/;

/**
 * The records of who owns what lost or destroyed: 'the share register was lost in the 2021 move', 'les registres
 * antérieurs à 2022 ont été perdus'. A bare 'registers' ('registres') is the share register only beside share words.
 */
const recordsLost = new RegExp(String.raw`\b(${records}|registres?|registers?)\b[^.;]{0,60}?\b(was|were|has been|have been|had been|a ete|ont ete|avaient ete|sont|est) (lost|destroyed|misplaced|mislaid|perdue?s?|egaree?s?|detruite?s?|introuvables?)\b`);
const holdingWords = /\b(shares?|stock|shareholders?|members|actions|titres|parts|capital|cessions?|transfers?|associes|actionnaires)\b/;
/** The disagreement said before the record: 'Elle diffère du registre des titres sur deux points', 'the schedule does not match the share register'. */
const differsFromRecord = new RegExp(String.raw`\b(differs?|differed|diverges?|deviates?|differe(nt)?|diverge(nt)?|s'ecarte(nt)?|ne (concorde|correspond)(nt)? pas avec|(does|do) not (match|agree with|tally with|reconcile (with|to))) (from |du |de la |des |de l'|avec |with |to )?(the |le |la |les |our |notre )?${records}`);

/** A disagreement dated in a past year and told in the past tense ('In 2024 the cap table and the register differed by ...') is history, not the state of the records. */
const pastDisagreement = /^(in|en) (19|20)\d\d\b[^.;]*\b(differed|did not (agree|match|tally)|diverged|were inconsistent|divergeaient|ne concordaient pas)\b/;

/** A word every reader above needs: most sentences have none, and are passed over at once. */
const stems = /cap|regist|certificat|ledger|capitalisation|esop|option|bsa|bspce|safe|warrant|convertib|sharehold|diluted|dilue|actionnariat|who owns|who holds|qui detient|qui possede|detention|ownership|transfer|cession|mouvement|notes|conversion|decote|repartition|statuts|registre/;

/** The sentence says the cap table's records disagree, come in versions, or leave instruments off. */
export function unsettledRecords(lower: string): boolean {
  if (/\b(shares|actions|titres)\b/.test(lower) && assertedMatch(lower, countsDisagree, false)) return true;
  if (assertedMatch(lower, versionsDisagree, false)) return true;
  if (settledSince.test(lower) || pastDisagreement.test(lower)) return false;
  if (assertedMatch(lower, conversionUnknown, false) || assertedMatch(lower, neverIssued, false) || assertedMatch(lower, twoRecords, false) || assertedMatch(lower, outOfTable, false)) return true;
  if (assertedMatch(lower, tableNotReconciled, false) || assertedMatch(lower, countBySource, false) || assertedMatch(lower, conversionsBeingWorked, false)) return true;
  if (shareWords.test(lower) && (assertedMatch(lower, differenceUnexplained, false) || assertedMatch(lower, datedTransfers, false))) return true;
  if (!stems.test(lower)) return false;
  const lost = assertedMatch(lower, recordsLost, false);
  if (lost && (record.test(lost[0]) || holdingWords.test(lower))) return true;
  if (assertedMatch(lower, ownershipUnstated, false) || assertedMatch(lower, ownershipUndetermined, false) || assertedMatch(lower, unrecordedTransfers, false) || assertedMatch(lower, termsDisputed, false)) return true;
  // A record named, or instruments beside a bare 'table' (a cap-table export's note), not reconciled with something.
  // A note under a register opens on its bare name ('Register also not reconciled with the 2023 filing').
  const recordOrTable = record.test(lower) || /^registers?\b/.test(lower) || (capInstruments.test(lower) && /\b(table|tableau)\b/.test(lower));
  if (recordOrTable && (assertedMatch(lower, notReconciledWith, false) || assertedMatch(lower, leftOff, false))) return true;
  if (!record.test(lower)) return false;
  if (assertedMatch(lower, versions, false) || assertedMatch(lower, differsFromRecord, false)) return true;
  const named = record.exec(lower);
  if (named && assertedMatch(lower.slice(named.index), disagree, false)) return true;
  return assertedMatch(lower, leftOff, false) !== null;
}

/** A short line that names a section ('Cap table', 'Shareholding', 'Actionnariat'), or a form's numbered heading ('4.3 Table de capitalisation :', 'Q7. Cap table:'). */
const formLabel = /^\W*(q\.?\s?)?\d[\d.]{0,6}\s*[-\u2013\u2014:)]?\s*|\s*:\s*$/g;
const sectionTitle = (s: SentenceFacts) => {
  const line = s.lower.trim().replace(formLabel, '');
  return !s.derived && !/\d/.test(line) && !/[.!?;:]\s*$/.test(line) && line.split(/\s+/).length <= 5;
};
const capTableSection = /\b(cap(itali[sz]ation)? table|shareholding|shareholders|ownership|share capital|equity|actionnariat|capital( social)?|table de capitalisation|repartition du capital|actionnaires)\b/;
/** A line of that section that says its figures are not settled, whatever it names: 'Being cleaned up: ... unreconciled', 'pas encore rapprochés'. */
// 'Nous ne pouvons pas fournir une table réconciliée', 'We cannot provide an up-to-date table': no settled figures to give.
const notSettled = /\b((cannot|can't|unable to|not (yet )?able to|ne (pouvons|peut|peuvent|pouvions|sommes pas en mesure de) (pas )?|impossible de) ?(provide|produce|give|share|supply|fournir|produire|donner|transmettre|communiquer) (a |an |une |un |de |d')?([a-z-]+ ){0,3}?(reconciled|reconciliee?s?|rapprochee?s?|fiables?|reliable|up[- ]to[- ]date|a jour|definiti\w*)|unreconciled|not (yet )?(been )?reconciled|being (cleaned up|tidied up|tidied|reconciled|updated)|work in progress|(subject to|pending) reconciliation|not (yet )?final|not up to date|out of date|(pas|non) (encore )?(ete )?(a jour|rapproche\w*|reconcilie\w*|definiti\w*)|en cours de (mise a jour|rapprochement|nettoyage|reconciliation))\b/;

/** A section about the cap table whose lines say its figures are not settled; null when none. */
export function unsettledCapTableSection(sentences: readonly SentenceFacts[]): RiskFlag | null {
  let inSection = false;
  let said: SentenceFacts | null = null;
  for (const s of sentences) {
    if (s.derived) continue;
    if (sectionTitle(s)) { inSection = capTableSection.test(s.lower); continue; }
    if (inSection && !settledSince.test(s.lower) && assertedMatch(s.lower, notSettled, false)) { said = s; break; }
  }
  // Or the lines after a mention of the cap table say its sources disagree (cap-table-versions.ts), or two records count the shares differently (record-share-counts.ts).
  said ??= capTableSourcesDisagree(sentences) ?? recordCountsDiffer(sentences);
  return said ? {
    ruleId: 'cap-table-complexity', category: 'cap-table', title: 'The cap table is described as unclear', severity: 'medium', evidence: excerpt(said.text), occurrences: 1,
    recommendation: 'Reconcile the cap table with the share register and every SAFE, note and option grant before the round.',
  } : null;
}
