/**
 * A founder's or executive's departure given as notice of the post they leave, with the title after the verb, which
 * the title-first patterns of red-flag-rules.ts and leaver-words.ts miss: 'Otieno's last day as CTO was Friday', 'a letter
 * resigning as Chief Operating Officer', 'il
 * m'a annoncé qu'il quitte son poste de CTO fin décembre' (a decision to leave after the title is leaver-words.ts's
 * decisionToLeave). The caller (isDeparture) keeps its negation and hedge checks. Reads folded text.
 */
// 'one of the three persons who founded the Company': a founder described, not titled.
const titles = String.raw`(co-?founders?|founders?|who (co-?)?founded|ceo|cto|coo|cfo|cpo|cmo|chief [a-z]+ officer|managing director|co-?fondat\w+|cofondat\w+|fondat\w+|pdg|dg|directeur \w+|directrice \w+|president\w*|gerante?)`;

/** 'last day as CTO was Friday', 'her last day as our COO will be 31 May', 'son dernier jour en tant que DG'. */
// Or the last day with the company, said by a titled person ('Mr Moyo, co-founder and COO, informed the Board that 31 March
// will be his last day with the Company').
const lastDayAs = new RegExp(String.raw`\b(last (working )?day as (our |the )?${titles}\b[^.;]{0,40}?\b(was|is|will be|falls)\b|dernier jour (en tant que|comme) (notre |le |la )?${titles}\b|${titles}\b[^.;]{0,160}?\b(will be|is|was) (his|her|their) last (working )?day (with|at|in) (the|our) (company|business|firm)|${titles}\b[^.;]{0,160}?\b(son|leur) dernier jour (dans|au sein de|a) (l'entreprise|la societe))\b`);
/** The post named after the verb: 'quitte son poste de CTO', 'quittera ses fonctions de directrice générale', 'is leaving his role as CTO'. */
const leavesPostOf = new RegExp(String.raw`\b((quitte|quittera|quitterait|va quitter|a quitte) (son|ses|sa) (poste|fonctions|mandat|role) (de |d'|en tant que )(notre |le |la )?${titles}|(is leaving|will leave|has left|left|is stepping down from|will step down from) (his|her|their) (role|post|position|job) as (our |the )?${titles}|(resigning|resigned|resigns|will resign|has resigned) as (our |the )?${titles})\b`);

/**
 * Employment or office said to have ended, as agreements and minutes record it: 'Thabo Nkosi, a co-founder, ceased to be
 * employed by the Company on 31 March 2025', 'our CTO's employment was terminated in May', 'M. Kaba, cofondateur, a cessé
 * ses fonctions le 15 mars', 'le contrat de travail de notre DG a pris fin'.
 */
const endedVerb = String.raw`(ended|terminated|was terminated|has been terminated|came to an end|a pris fin|a ete rompue?|a ete resiliee?)`;
const contract = String.raw`(employment|service agreement|employment contract|contract of employment|executive agreement|mandate|contrat de travail|mandat)`;
const ended = String.raw`(ceased to be (employed|an? (employee|executive|member of staff))|(ceased|stopped) (to work|working) (for|at) (the|our) (company|business)|(?<!(previous|prior|former|earlier|past) )${contract} ${endedVerb}|(a|ont) cesse (ses|leurs) fonctions|(a|ont) cesse d'etre (salariee?s?|employee?s?|dirigeante?s?))`;
const employmentEnded = new RegExp(String.raw`\b${titles}\b[^.;]{0,80}?\b${ended}\b|\b${contract} (of|de|du) (our |the |notre |la |le )?${titles}\b[^.;]{0,40}?\b${endedVerb}\b`);

/** A departure given as notice of the post left; the match, for the caller's negation and hedge checks. */
export const departureNotice = (lower: string): RegExpExecArray | null => lastDayAs.exec(lower) ?? leavesPostOf.exec(lower) ?? employmentEnded.exec(lower);
