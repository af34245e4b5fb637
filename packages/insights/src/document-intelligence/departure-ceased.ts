/**
 * A founder's or executive's departure said as offices that ended, as recitals and disclosure letters word it, which
 * the patterns of departure-patterns.ts and leaver-words.ts miss:
 * - offices ceased: 'Mr X, a co-founder of the Company, ceased to hold any office or employment with it', 'ceased to be
 *   Chief Commercial Officer', 'M. Y, qui assurait la direction technique, a cessé toute fonction salariée' (in French
 *   beside the office held);
 * - a post resigned, the title after it: 'il a démissionné de son poste de CTO', 'a quitté ses fonctions de DAF';
 * - a letter of resignation tabled or presented: 'W. Z, co-founder and COO, tabled her letter of resignation';
 * - a note beside a former executive's name with the month abbreviated: '(former CTO, left Nov 2024)'.
 * The caller (isDeparture) keeps its negation, hedge and former-employer checks. Reads folded text.
 */
const titles = String.raw`(co-?founders?|founders?|ceo|cto|coo|cfo|cpo|cmo|chief [a-z]+ officer|chief executive|managing director|co-?fondat\w+|cofondat\w+|fondat\w+|pdg|dg|daf|directeur \w+|directrice \w+|(la |sa )?direction (generale|technique|financiere|commerciale|des operations))`;
const titleWord = new RegExp(String.raw`\b${titles}\b`);

/** 'ceased to hold any office or employment', 'ceased to be an employee', 'a cessé toute fonction', 'a cessé ses fonctions'. */
const ceased = /\b(ceased|has ceased|have ceased|had ceased) to (be|hold|serve as|act as|be employed)\b[^.;]{0,40}?\b(office|officer|employee|employment|director|position|role|ceo|cto|coo|cfo)\b/;
/**
 * 'a cessé toute fonction', said beside the office held ('qui assurait la direction technique', 'directeur général'): a
 * founding partner ('associé fondateur') may be a shareholder with no office, whose functions ending is read elsewhere.
 */
const ceasedFrench = /\b(a|ont|avait) cesse (toute|toutes|ses|sa|l'ensemble de ses) (fonctions?|activites?|mandats?)\b/;
const officeHeld = /\b(ceo|cto|coo|cfo|pdg|dg|daf|directeur \w+|directrice \w+|direction (generale|technique|financiere|commerciale|des operations))\b/;
/** 'ceased to be Chief Commercial Officer', the title after the verb. */
const ceasedAs = new RegExp(String.raw`\b(ceased|has ceased|had ceased) to (be|serve as|act as) (the |its |our )?(company's )?${titles}\b`);
/** 'a démissionné de son poste de CTO', 'a quitté ses fonctions de directeur technique'. */
const resignedPost = new RegExp(String.raw`\b(a|ont|avait) (demissionne|quitte) (de )?(son|sa|ses|leur|leurs) (poste|fonctions?|mandat)s? (de |d')${titles}`);
/** 'tabled her letter of resignation', 'presented his resignation letter'. */
const letterTabled = /\b(tabled|presented|delivered|handed over|handed in) (her|his|their|a) (letter of resignation|resignation letter|resignation)\b/;
/** '(former CTO, left Nov 2024)': a month abbreviated before a year. */
const leftAbbreviated = /\b(left|departed|resigned)( in)? (jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)\.? (19|20)\d\d\b/;

/** The departure said by an office ended, a post resigned or a letter tabled, beside a founder's or executive's title. */
/** An office ended elsewhere while the company's is kept: 'ceased to be a director of the Kenyan subsidiary and remains CEO'. */
const officeKept = /\b(of|at|in) (the |a |an |its |our )?[a-z' -]{0,30}\b(subsidiary|subsidiaries|affiliate|filiale|another company|other company)\b|\b(remains?|continues? (to serve )?as|reste|demeure)\b/;

export function ceasedOffice(lower: string): RegExpExecArray | null {
  if (officeKept.test(lower)) return null;
  const asTitle = ceasedAs.exec(lower) ?? resignedPost.exec(lower);
  if (asTitle) return asTitle;
  const french = officeHeld.test(lower) ? ceasedFrench.exec(lower) : null;
  return french ?? (titleWord.test(lower) ? ceased.exec(lower) ?? letterTabled.exec(lower) ?? leftAbbreviated.exec(lower) : null);
}
