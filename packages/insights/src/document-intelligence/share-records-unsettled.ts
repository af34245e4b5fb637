/**
 * Share records left unsettled in words the records readers of cap-table-records.ts do not take: a table set against a
 * register named by its registry ('the pre-money table does not agree with the BRELA register', 'la table communiquée ne
 * se rapproche pas du registre'), a difference between them said 'between' the two ('diffère de 4 % entre le registre et
 * la liste'), two lists of holders that disagree, a gap in the share count not yet explained ('the difference of 180,000
 * shares has not yet been explained', 'l'écart avec les statuts n'est pas expliqué'), a share count that cannot yet be
 * fixed ('le nombre exact d'actions ne peut pas être arrêté'), holders of shares or instruments not yet identified
 * ('l'identité des titulaires reste à établir', 'two SAFEs whose holders the Company has not yet confirmed'), shares or
 * transfers absent from the register ('ne figurent ni au registre ni dans les procès-verbaux'), figures not checked
 * against the instruments, an instrument's conversion not reconciled or its share figure provisional, and one more
 * version held by another record ('le greffe a encore une autre version'). Reads folded text; a statement denied or
 * hedged ('may differ') raises nothing, through assertedMatch.
 */
import { assertedMatch } from './assertion';

/** A register of holders named by its registry or in French; an accounting register (sales, VAT, assets) is none. */
const registerWord = /\b(register|registry|registre|greffe|statuts|rccm)\b/;
const accountingRegister = /\b(sales|purchases?|fixed[- ]assets?|assets?|vat|tax|payroll|cash|risk|invoices?|stock|inventory|sanctions?|patients?|customers?|clients?|complaints?|asset) register\b|\bregistre (des ventes|des immobilisations|de caisse|des achats|du personnel)\b/;
const tableWord = /\b(table|tableau|spreadsheet|tableur|list|liste|fichier|schedule|excel)\b/;
const disagree = /\b((do|does|did) not|don't|doesn't|didn't) (yet |fully |quite )?(agree|match|tally)\b|\bne se rapproche(nt)? pas\b|\bne (concorde|correspond|colle)(nt)? pas\b/;
/** 'diffère de 4 % entre le registre et la liste', 'differs by 3% between the register and the list'. */
const differsBetween = /\b(differe\w*|differs?|differed|varies|varie\w*) (de [\d ,.]+ ?%? |by [\d,.]+ ?%? )?(entre|between) (le|la|les|l'|the|its|our) ?([a-z]+ )?(registre|register|liste|list|table|tableau|statuts)\b/;
/** 'the two lists do not agree for four of the nine shareholders'. */
const twoListsDisagree = /\b(two|both|deux) (lists|tables|records|schedules|registers|listes|tableaux|registres)\b[^.;]{0,20}\b((do|did) not|don't|ne) ?(agree|match|tally|concordent pas|correspondent pas)\b/;
const holdingWords = /\b(shares?|shareholders?|holders?|holdings?|stakes?|actions|titres|actionnaires|associes|capital)\b/;

/** A gap in the count not yet explained; or nobody able to say what explains it. */
const gapUnexplained = /\b(difference|gap|discrepancy|ecart)\b[^.;]{0,80}\b((has|have) not (yet )?been (explained|accounted for)|(is|remains) (still )?(unexplained|unaccounted for)|n'est pas (encore )?explique|n'a pas (encore )?ete explique|reste inexplique|non explique)|\b(not (yet )?(been )?able to|cannot|could not|unable to) (say|explain|identify|tell) (which|what|who|how|where)\b[^.;]{0,60}\b(gap|difference|discrepancy|share[s-]? gap)\b/;
const shareCountWords = /\b(shares?|share-gap|actions|titres|allotments?|register|registre|statuts)\b|\d-share\b/;
/** 'Le nombre exact d'actions en circulation ne peut pas être arrêté', 'the exact number of shares in issue cannot yet be confirmed'. */
const countUnsettled = /\b(number of shares|nombre (exact |total )?d'actions|nombre (exact |total )?de titres)\b[^.;]{0,40}\b((cannot|can't|could not) (yet )?be (confirmed|determined|established|settled|fixed|stated)|ne (peut|pourra) (donc )?pas (encore )?etre (arrete|etabli|determine|confirme|fixe))\b/;
/** Holders of shares or instruments not identified: 'l'identité des titulaires des 3 400 actions reste à établir'. */
const holdersUnknown = /\b(identite des (titulaires|porteurs|detenteurs|beneficiaires)|whose holders|holders of (the|these|those) [a-z\d ,]{0,20}(shares|notes|safes|options|warrants))\b[^.;]{0,60}\b(not (yet )?(been )?(confirmed|identified|established|known)|reste(nt)? a (etablir|determiner|identifier|confirmer)|(is|are|remains?) (unknown|to be (established|identified|confirmed))|inconnue?s?)\b/;
const instrumentWords = /\b(shares|actions|titres|safes?|notes?|bsa\w*|bspce|options?|warrants?|obligations)\b/;
/** Shares or transfers absent from the register: 'deux cessions d'actions ne figurent pas au registre', 'shares not entered in the PACRA register'. */
const absentFromRegister = /\b(actions|titres|cessions?|bsa\w*|bspce|shares|options|safes?|notes|transfers?|allotments?)\b[^.;]{0,80}\b(ne (figurent|figure|apparaissent|apparait) (ni|pas) (au|a|dans|sur)\b[^.;]{0,20}\b(registre|greffe|statuts)|(not|never) (been )?(shown|recorded|entered|registered|reflected) (in|on) (the )?([a-z]+ )?(register|registry))\b/;
/** Figures not checked against the instruments or the register: 'have not been checked against the convertible notes'. */
const notCheckedAgainst = /\b((has|have) not (yet )?been (checked|verified|tested) against|(n'ont|n'a) pas (encore )?ete (verifie|controle)e?s? (avec|au regard d[eu']|par rapport a)) (the |les? |la |l')?([a-z\d]+ ){0,3}(register|registre|convertible|notes|safes?|bsa\w*|obligations|options|warrants|statuts)\b/;
/** An instrument's conversion not reconciled, or its share figure provisional: 'the conversion of the 2022 notes has not been reconciled'. */
const conversionUnsettled = /\b(safes?|notes?|bsa\w*|obligations convertibles|convertibles?)\b[^.;]{0,40}\b((has|have) not (yet )?been reconciled|(n'a|n'ont) pas (encore )?ete (rapproche|reconcilie)e?s?)\b|\b[\d,. ]+ (shares|actions)\b[^.;]{0,40}\b(is|are|est|sont) (provisional|provisoires?)\b/;
/** Another record with yet another version: 'et le greffe a encore une autre version'. */
const anotherVersion = /\b(statuts|greffe|registre|register|registry|cap table|table de capitalisation|spreadsheet|excel|fichier)\b[^.;]{0,40}\b(encore une autre|yet another|a third|une troisieme) version\b/;

/** The sentence says the share records are unsettled in one of the ways above. */
export function shareRecordsUnsettled(lower: string): boolean {
  if (registerWord.test(lower) && !accountingRegister.test(lower)) {
    if (tableWord.test(lower) && assertedMatch(lower, disagree, false)) return true;
    if (assertedMatch(lower, differsBetween, false) || assertedMatch(lower, absentFromRegister, false) || assertedMatch(lower, anotherVersion, false)) return true;
  }
  if (holdingWords.test(lower) && assertedMatch(lower, twoListsDisagree, false)) return true;
  if (shareCountWords.test(lower) && assertedMatch(lower, gapUnexplained, false)) return true;
  if (instrumentWords.test(lower) && assertedMatch(lower, holdersUnknown, false)) return true;
  return assertedMatch(lower, countUnsettled, false) !== null || assertedMatch(lower, notCheckedAgainst, false) !== null || assertedMatch(lower, conversionUnsettled, false) !== null;
}
