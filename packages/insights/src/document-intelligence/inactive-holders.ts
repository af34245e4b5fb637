/**
 * Founders who no longer work in the company, said without 'left': 'Kofi Mensah (co-founder, not involved since
 * 2022) | 22%', 'Cofondateur (hors de la société depuis 2023)', 'one of the co-founders owns 15% but has not worked in the business since 2021', 'l'un des
 * cofondateurs ne participe plus à l'activité depuis 2021', 'n'est plus actif depuis 2022'. Such a founder has
 * gone (founder-departure) and, holding a stake, is dead equity; that stake is not the working founders' stake.
 * Leavers counted by their share ('quatre anciens salariés ... représentent 6 % du capital') are dead equity too, and so is
 * a cap-table row whose holder cell or role column says the holder has left.
 * Reads folded text (lower case, no accents).
 */
import { assertedMatch } from './assertion';

const founderTitle = String.raw`\b(co-?founders?|founders?|founding partners?|co-?fondat\w+|cofondat\w+|fondat\w+|associes? fondat\w+)\b`;
// A party described in an agreement as 'ayant cessé toutes ses fonctions' holds its shares without working: the
// participle of the description only, the plain statement 'a cessé toute fonction en 2021' being told as a departure elsewhere.
const inactive = String.raw`((is |are )?(not|no longer) (been )?(involved|active|working|operational|engaged)\b[^.;]{0,30}\bsince\b|(is |are )?no longer (involved|active|works?|working|operational|engaged)\b|(has|have) not (worked|been (involved|active|working)) (in|at|for|with|on) (the|our|this) (business|company|startup|firm|team)\b[^.;]{0,10}\bsince\b|(has|have) not been (involved|active) since\b|(stopped|ceased|quit) (working|being active) (on|in|at|for) (the|our|this) (business|company|startup|firm)\b|stepped back from (the business|day-to-day|operations)\b|(a|ont) cesse (de travailler|toute activite|de participer)\b|ayant cesse toutes? (ses |leurs )?fonctions?\b|(has|plays) no (operational |active |day-to-day )?role\b|(is |are )?(inactive|dormant|a silent partner|a passive (shareholder|partner))\b|n'(est|sont) plus (actifs?|actives?|impliquee?s?|operationnel\w*|present\w*)\b|ne (participe|participent|travaille|travaillent) plus\b|(est|sont) (inacti\w+|en retrait)\b|(hors de|en dehors de) (la societe|l'entreprise|l'equipe|la start-?up) depuis\b|(out of|outside) the (company|business) since\b)`;
/** A founder said to no longer work in the business, the title before the words within 60 characters. */
export const inactiveFounder = new RegExp(String.raw`${founderTitle}[^.;]{0,60}?${inactive}`);
/** 'one of the three co-founders owns 15%': one founder's stake, not the founders'. */
/**
 * One founder of several: 'one of the founders', 'l'un des fondateurs', or a founder counted by an ordinal or called the
 * other ('our third co-founder', 'notre troisième associé fondateur', 'l'autre cofondatrice'): that founder's stake is not the founders'.
 */
export const oneOfFounders = /\b(one of (the|our) (\w+ )?(co-?founders|founders)|l'un des (\w+ )?(cofondateurs|co-fondateurs|fondateurs)|l'une des (\w+ )?(cofondatrices|fondatrices))\b|\b(our|the|notre|le|la|l') ?(second|third|fourth|fifth|other|deuxieme|seconde?|troisieme|quatrieme|cinquieme|autre) (associee? |founding )?(co-?founder|founder|partner|cofondat(eur|rice)|co-fondat(eur|rice)|fondat(eur|rice))\b/;

// A figure starts only where a number starts, so a long run of digits is scanned once.
// The share register names a holding too ('figurent encore au registre des mouvements de titres').
const stake = /(?<![\d.,])\d+(?:[.,]\d+)?\s?%|\b(shares|stake|equity|actions|parts|titres|holds?|owns?|detient|possede|conserve|registre|register)\b/;

/** Leavers counted by the share they hold: 'quatre anciens salariés, partis en 2023, représentent 6 % du capital'. */
const leaversShare = /\b(former|ex-?|departed|anciens?|anciennes?)\s?(employees?|staff|team members|co-?founders?|founders?|executives?|salarie\w*|employe\w*|collaborat\w+|cofondat\w+|fondat\w+|associe\w*)\b[^.;]{0,80}\b(represent|represents|account for|make up|hold between them|hold together|representent|represente|totalisent|cumulent)\b[^.;]{0,30}\d+(?:[.,]\d+)?\s?%/;

/** 'who co-founded the company and left in 2021, is still our second-largest shareholder', 'partis entre 2022 et 2024, apparaissent encore au registre': a leaver still on the register. */
const stillShareholder = /\b(left|departed|resigned|quit|a quitte\w*|est partie?|sont partie?s|partie?s?)\b[^.;]{0,60}\b((is|are|remains?) still|still (is|are|remains?|sits?|appears?)|(est|sont|reste|restent|figure|figurent|apparait|apparaissent) (toujours|encore))\b[^.;]{0,40}(\b(shareholders?|holders?|actionnaires?|associee?s?|on the cap table|on the (share |shareholders' )?register|au capital|au registre)\b|\d+(?:[.,]\d+)?\s?%)/;
/** 'equity sits with people who no longer work here', 'détenues par des personnes qui ne travaillent plus chez nous', 'qui ne fait plus partie de l'équipe', 'who is no longer part of the team'. */
const noLongerWorkHere = /\b(who|that) (no longer|don't|do not|does not|doesn't) work (here|for us|with us|at the company|in the company|in the business|for the company)\b|\bqui ne (travaille|travaillent) plus (chez nous|dans l'entreprise|dans la societe|pour nous|pour la societe)\b|\bqui ne (fait|font) plus partie (de l'entreprise|de la societe|de l'equipe|du personnel|des effectifs)\b|\b(who|that) (is|are) no longer (part of|with|employed by) (the company|the team|the business|us|the staff)\b/;
/** A cap-table row whose role column says the holder has gone: 'M. Phiri, % 21%, Role Left in 2022', '| M. Phiri | 21% | Left in 2022 |'. */
const roleGone = /(\b(role|status|statut|fonction|position)\s?:?|^\s*\|.*\|)\s?(left|departed|resigned|former\b|ex-|inactive|no longer|parti\w*|ancien\w*|a quitte\w*|inacti\w+|sorti\w*)/;
/** A cap-table row whose holder cell says the holder has gone: '| Jide Bello (co-founder, left in 2023) | 185,000 | 18.5% |'. */
const holderGone = /^\s*\|[^|]*\b(left|departed|resigned|former|ex-|parti\w*|ancien\w*|a quitte\w*|sorti\w*)(\b|(?<=-))[^|]*\|/;
const percent = /(?<![\d.,])\d+(?:[.,]\d+)?\s?%/;

/** Words each reader needs, tested first: most sentences have none of them, and are passed over at once. */
const founderStem = /found|fondat/;
const leaverStem = /former|\bex-?|departed|ancien|left|resigned|quit|parti/;

/** A founder said to no longer work in the business (the pattern above, after a cheap test for a founder's title). */
export const saysInactiveFounder = (lower: string): boolean => founderStem.test(lower) && inactiveFounder.test(lower);

export function inactiveHolder(lower: string): boolean {
  if (!stake.test(lower)) return false;
  if (founderStem.test(lower) && assertedMatch(lower, inactiveFounder, false) !== null) return true;
  if (/\b(work|travaill|font plus|fait plus|no longer)/.test(lower) && assertedMatch(lower, noLongerWorkHere, false) !== null) return true;
  if (percent.test(lower) && (roleGone.test(lower) || holderGone.test(lower))) return true;
  return leaverStem.test(lower) && (assertedMatch(lower, leaversShare, false) !== null || assertedMatch(lower, stillShareholder, false) !== null);
}
