/**
 * Ways of saying someone left that the title-first patterns of red-flag-rules.ts miss. For founder-departure: the
 * departure as a noun before the person's name and title, as minutes and resolutions record it ('the resignation of
 * Ms Wanjiru Kamau, co-founder and COO'), 'moving on' and its French idioms ('a décidé de tirer sa révérence', 'rend
 * son tablier'), a departure dated to the day ('est parti le 15 septembre'), and a founder's own first-person notice
 * ('I'm stepping down as CEO and leaving the company', 'je quitte mes fonctions'), a decision to leave or a notice handed
 * in, made known ('a fait part de sa décision de quitter', 'has handed in her notice'). For dead equity only, anyone who
 * left, whatever their role ('one of our first engineers, left in March 2024', 'whose employment ended on 30 June',
 * 'a quitté l'entreprise'), and a stake kept after it in the same clause ('... and still holds 180,000 shares',
 * '..., continues to hold 9.0%', 'deux anciens développeurs, partis en 2024, conservent ensemble 9 %'). The caller keeps its negation and hedge checks. Reads folded text.
 */
import { departureNotice } from './departure-notices';
import { departureRole } from './departure-roles';
import { departureWording } from './departure-wording';

const titles = String.raw`(co-?founders?|founders?|ceo|cto|coo|cfo|cpo|cmo|chief [a-z]+ officer|managing director|co-?fondat\w+|cofondat\w+|fondat\w+|pdg|dg|directeur \w+|directrice \w+)`;
/** 'the resignation of Ms Wanjiru Kamau, co-founder and COO', 'le départ de Mme Awa Ba, cofondatrice'. */
const departureOfNamed = new RegExp(String.raw`\b(departure|resignation|exit|retirement|depart|demission) (of|de) (mr|mrs|ms|miss|dr|m|mme|mlle|monsieur|madame)?\s*[a-z'-]+(\s+[a-z'-]+){0,2},\s?(our |the |a |its |notre |son |sa )?${titles}\b`);
/** A title, then a departure said as moving on or by an idiom ('passera la main en juin', 'hands over the reins', 'se retire de l'opérationnel'), or dated to the day. */
const movingOn = new RegExp(String.raw`\b${titles}\b[^.;]{0,60}?\b((is|are) moving on|will (be )?mov(e|ing) on|(tirer|tire|tirera|tirent) (sa|leur) reverence|(rend|rendra|a rendu|rendre) (son|leur) tablier|(est |sont )?partie?s? (le|au) \d{1,2}\b|(passe|passera|passeront|va passer|vont passer|a passe|passer|passant) (la main|le relais|le flambeau)|(hand|hands|handing|handed|will hand) over the reins|pass(es|ing|ed)? (on )?the baton|se retire(ra|ront|nt)? (de l'operationnel|des operations|de la (direction|gestion|societe)|de ses fonctions|de l'entreprise))`);
/** A founder's own notice: 'I'm stepping down as CEO', 'I am leaving the company', 'je quitte mes fonctions'. */
// Or going to step back from the role: "I'm going to step back from the CTO role at the end of December".
const firstPerson = /\b(i am|i'm|i will be|i'll be) (stepping down|leaving|stepping away)( (as|from) (ceo|cto|coo|cfo|managing director|the company|the business)| the (company|business|team|startup))\b|\b(i am going to|i'm going to|i will|i'll|i have decided to|i've decided to) (step (back|down|away|aside)|leave) (from|as) (the |my )?(ceo|cto|coo|cfo|cpo|managing director)( role| position| post| job)?\b|\bje (quitte|quitterai|vais quitter) (l'entreprise|la societe|mes fonctions|l'equipe|la start-?up)\b/;

/** A founder named by title or as the one 'who co-founded' the company ('Kojo, who co-founded Farmbridge with me'). */
const founderOrTitle = String.raw`(\b${titles}|\b(who|qui) (co-?founded|founded|a (co-?)?fonde|a cofonde))\b`;
/**
 * Stepping away or aside, standing down, bowing out, done or announced, however far the verb stands from the title
 * in the clause: 'Kojo, who co-founded Farmbridge with me and has built every line of our stack, has told the board
 * he will step away', 'Chidi (co-founder and CTO) has decided to step away'.
 */
const stepsAway = new RegExp(String.raw`${founderOrTitle}[^.;]{0,120}?\b(step(s|ped|ping)? (away|aside)|stand(s|ing)? down|stood down|bow(s|ed|ing)? out)\b`);
/** A post taken elsewhere: 'our CTO has accepted a role at a bank', 'our co-founder moved to a job in Doha', 'our co-founder is off to join Google', 'Fatou Sarr, CTO — a accepté un poste dans une banque'. */
const tookPostElsewhere = new RegExp(String.raw`${founderOrTitle}[^.;]{0,60}?\b((has |have )?(accepted|taken|took) (a|an) ([a-z-]+ )?(job|position|role|post|offer)\b|(has |have )?moved (on )?to (a|an) ([a-z-]+ )?(job|position|role|post) (at|with|in)\b|(is|'s|are|'re) (off|leaving|going) to (join|work (for|at)|head|lead|run)\b|(a|ont) accepte (un|une) (poste|emploi|offre|nouveau poste)\b)`);
/**
 * French, the notice a few clauses after the title: 'Youssef, notre cofondateur, a décidé de se consacrer à un projet personnel et quittera ses fonctions';
 * or his duties said to end: 'cofondateur et président, il cessera ses fonctions le 31 juillet'.
 */
const quitsLater = new RegExp(String.raw`${founderOrTitle}[^.;]{0,120}?\b((quittera|quitteront|va quitter|vont quitter) (ses|son|sa|leurs?|l'entreprise|la societe|l'equipe)|(cessera|cesseront|va cesser|vont cesser|a cesse|ont cesse) (ses|leurs) fonctions)\b`);

/**
 * A decision or intention to leave made known, in either language and however it was told: 'announced her decision to
 * step down', 'told the board of his intention to leave', 'a fait part de sa décision de quitter la société', 'a
 * décidé de quitter ses fonctions', 'souhaite partir'.
 */
const decisionToLeave = new RegExp(String.raw`${founderOrTitle}[^.;]{0,100}?\b((his|her|their) (decision|intention) to (leave|step down|resign|depart|quit|stand down)|(sa|leur) (decision|intention|volonte|souhait) de (quitter|partir|demissionner|se retirer)|(a|ont) (decide|choisi) de (quitter|partir|demissionner|se retirer)|souhaite(nt)? (quitter|partir) (l'entreprise|la societe|ses fonctions|l'equipe|la start-?up))\b`);
/**
 * Notice or a resignation handed in or being served, the founder named by title or as the one who co-founded the
 * company: 'Wanjiru, who co-founded the company and built our app, has handed in her notice', 'our CTO is serving her
 * notice', 'notre cofondatrice a remis sa lettre de démission', 'est en préavis'; or a last day named ('our CFO's last day is 31 January').
 */
const noticeGiven = new RegExp(String.raw`${founderOrTitle}[^.;]{0,100}?\b((has |have |had )?(handed in|tendered|submitted|given|served|resigned with) (his|her|their) (notice|resignation)|(is |are )?(serving|working) (his|her|their) notice|(a|ont) (remis|presente|donne|depose|pose|adresse) (sa|leur) (lettre de )?(demission|preavis)|(est|sont) en (periode de )?preavis|(effectue|effectuent) (son|leur) preavis)\b|\b${titles}'s last (working )?day (will be|is|was)\b`);
/** Stepping down now, the title after the verb: "he's stepping down as CTO end of Q1", 'she is resigning as our COO'. */
const steppingDownAs = new RegExp(String.raw`\b(is|'s|are|'re) (stepping down|resigning|standing down|stepping away) (as|from (the|his|her|their) (role|post|position|job) (as|of)) (our |the |its )?${titles}`);

/**
 * Said of the person as gone or going, in either language: an outgoing title ('our outgoing CEO', 'le DG sortant'), a
 * replacement announced ('will be replaced by Ada in June', 'sera remplacé par'; not a stand-in during a leave), a tenure that ended lately ('our CTO
 * until last month'), no longer part of the team ('ne fait plus partie de l'équipe'), a departure announced or planned
 * before the title ('Départ annoncé de notre CTO'), or gone at the clause's end ('... et cofondateur est parti.').
 */
const goneOrGoing = new RegExp(String.raw`\b(outgoing|departing|sortante?|partante?) ${titles}\b|\b${titles} (sortante?|partante?)\b|\b${titles}\b[^.;]{0,60}?\b(will be|is to be|is being|sera|va etre|doit etre) (replaced|succeeded|remplacee?|succedee?) (by|par)\b(?![^.;]{0,60}\b(interim|while|during|temporar\w*|pendant|le temps|interimaire|interim\w*|conge|leave|absence)\b)|\b${titles}\b[^.;]{0,10}\b(until (recently|last (month|week|year|quarter)|earlier this (year|month))|jusqu'(a recemment|au mois dernier|a l'an dernier|a l'annee derniere))\b|\b${titles}\b[^.;]{0,60}?\b(ne (fait|font) plus partie) (de l'equipe|de la societe|de l'entreprise|de la start-?up|du projet)\b|\b(depart|demission|departure|resignation|exit) (annoncee?|prevue?|programmee?|announced|planned|expected) (de|du|d'|of) (notre |our |the |la |l'|son |sa )?${titles}\b|\b${titles}\b[^.;]{0,40}?\b(est|sont) (definitivement |deja )?partie?s?(?=\s*([.;!]|$))`);

/** The departure first, the title said after it: 'Il a quitté la boîte en mars 2024, c'était quand même notre cofondateur', 'he left in May; he was our CTO'. */
const leftThenTitled = new RegExp(String.raw`\b(a quitte|ont quitte|est parti|est partie|left|resigned|quit)\b[^.]{0,60}?\b(c'etait|c'est|il etait|elle etait|he was|she was|who was)( quand meme| pourtant| still| also| after all)? (notre|our|the company's|un de nos|une de nos|one of our|le|la) ${titles}`);

/** The title, then a relative clause of leaving: 'Notre cofondateur CTO qui part en pleine levée', 'our COO, who is leaving us.'; not a trip or a leave, nor a rule for any founder who leaves. */
const titleWhoLeaves = new RegExp(String.raw`\b${titles}\b[^.;]{0,20}?\b(qui (part|s'en va|nous quitte|quitte (la|l'|le|notre|nos))|who (is|'s) leaving( us| the (company|business|team))?(?=\s*[,.;!]|\s+(in|at|after|before|next|this|end|mid)\b))\b(?![^.;]{0,12}\b(en )?(vacances|conge|deplacement|mission|voyage|holiday|vacation|leave|trip)\b)`);

/**
 * A cheap test every pattern naming a founder or executive needs to pass: some word of its titles (English or French) or
 * of 'who founded'. Most sentences name none, and are ruled out of those long patterns by this one short test.
 */
const executiveWord = /found|fond|ceo|cto|coo|cfo|cpo|cmo|chief |managing director|pdg|dg|daf|directeur |directrice /;
export const namesExecutive = (lower: string): boolean => executiveWord.test(lower);

/** A founder's or executive's departure said in one of the ways above; the match, for the caller's negation and hedge checks. */
export const leaverDeparture = (lower: string): RegExpExecArray | null => {
  const titled = namesExecutive(lower);
  return (titled ? departureOfNamed.exec(lower) ?? movingOn.exec(lower) : null) ?? firstPerson.exec(lower) ?? (titled ? stepsAway.exec(lower) ?? tookPostElsewhere.exec(lower) ?? quitsLater.exec(lower) ??
    decisionToLeave.exec(lower) ?? noticeGiven.exec(lower) ?? steppingDownAs.exec(lower) ?? goneOrGoing.exec(lower) ?? leftThenTitled.exec(lower) ?? titleWhoLeaves.exec(lower) : null) ?? departureRole(lower) ?? departureNotice(lower) ?? departureWording(lower);
};

/**
 * Anyone who left, whatever their role, or a partner said outgoing ('l'associé sortant'): a time left ('months left') is
 * not a person leaving. A resignation handed in ('M. X a remis sa démission'), an office no longer held ('n'exerce
 * plus aucune fonction'), a move to other things ('has moved on to pursue other interests'), a resignation from
 * the job, not the board ('resigned as an employee and as a director'), and a step away from the business ('stepped
 * away from the business in 2022') are leavings too.
 */
const personLeft = /\b(associee?s?|actionnaires?|partners?|shareholders?|co-?founders?|cofondat\w+|fondat\w+) (sortante?s?|partante?s?|outgoing|departing)\b|(?<!\b(months?|weeks?|days?|years?|time|runway|cash|money|nothing|little|much) )\b(left|departed|resigned|quit|exited)\b(?=\s+(the (company|business|team|firm)|from (the|our) (company|business|team|firm)\b|us\b|in\b|on\b|last\b|at the end\b|and\b|(january|february|march|april|may|june|july|august|september|october|november|december|(19|20)\d\d)\b)|\s*[,;(])|\bwhose (employment|contract|service|engagement|mandate)\b[^.;]{0,50}\b(ended|terminated|came to an end)\b|\b(a quitte\w*|ont quitte\w*|ayant (quitte\w*|demissionne)|a demissionne|est partie? (en|le|depuis|il y a|y'?a)|sont partie?s (en|le|depuis|il y a|y'?a)|a ete licenciee?)\b|\b((a|ont) cesse (toute fonction|toutes (ses|leurs) fonctions|ses fonctions|leurs fonctions|d'etre (salariee?s?|dirigeante?s?|administrat\w+|gerante?s?))|ceased to be (an? |the )?(employee|director|officer|executive|manager)s?|ceased (all )?(his|her|their) (duties|functions|employment))\b|\b(est|sont) partie?s? (chez|rejoindre) (un|une|le|la|l'|les)\b|(,\s?|\(|\b(co-?fondat\w+|cofondat\w+|fondat\w+|associee?s?|salariee?s?) )(partie?s?|sortie?s?) ((en|depuis) ((janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre) )?(19|20)\d\d|entre (19|20)\d\d et (19|20)\d\d)\b|\bdont (le contrat|l'emploi|le mandat)\b[^.;]{0,40}\b(a pris fin|s'est termine|a ete rompu)\b|\b((has|have|had) moved on to (pursue|focus on|explore) other (interests|projects|opportunities|ventures|challenges)|(a|ont|avait|avaient) (remis|presente|donne|pose|depose) (sa|leur) demission|n'exerce(nt)? plus (aucune|de|ses|leurs) fonctions?|(has|have|had) (handed in|tendered|submitted) (his|her|their) (resignation|notice))\b|\bresigned (as (an? |the )?(employee|officer|executive|manager)s?|(his|her|their) (employment|executive (office|role|post)))\b|\b(stepped|has stepped|have stepped) (away|back) from (the|our) (company|business|firm|team|start-?up)\b/;
/** A stake kept after the leaving, in the same clause: 'and still holds 180,000 shares', 'the 9% registered to X, whose employment ended in 2023, remains in her name', ', continues to hold 9.0%', 'et détient toujours 4 %', 'but remains a shareholder with 8%'; or the leaver's shares said not bought back ('n'ont pas été rachetées'), which may be said after the
 * leaver's stake ('who left in 2024, together 6% of the capital, have not yet been repurchased'). */
const keepsAfter = /^[^.;]{0,100}?\b(n'(a|avons|ont) (jamais|pas) (encore )?rachete (ses|leurs|son|sa) (actions|parts|titres|participations?)|never (bought|repurchased) (back )?(his|her|their) (shares|stake)|sold none of (his|her|their) (shares|stake|holding)|(has|have|did) not sold? (any of )?(his|her|their) (shares|stake|holding)|n'(a|ont) (vendu|cede) aucune? de (ses|leurs) (actions|parts|titres)|n'(a|ont) (pas|jamais) (encore )?(vendu|cede|revendu|transfere) (ses|leurs|son|sa) (actions|parts|titres|participations?))\b|^[^.;]{0,100}?\b(remains?|stays?) (registered |recorded )?in (his|her|their) name\b|^[^.;]{0,40}?\b((has|have|had|was|were) not (yet )?been (bought back|repurchased|redeemed|cancell?ed)|(n'a|n'ont) (toujours |encore )?(pas|jamais) (encore |toujours )?ete (rachetee?s?|annulee?s?|remboursee?s?))\b|^[^.;]{0,100}?\b((has|have|had|was|were) not (yet )?been (bought back|repurchased)|(n'a|n'ont) (toujours |encore )?(pas|jamais) (encore |toujours )?ete rachetee?s?)\b|^[^.;]{0,100}?\b((still|together|between them) (holds?|owns?|has|have)|(remains?|is still|are still) (an? )?(shareholders?|holders?|members?)( with)?|(remains?|stays?|is still|are still) (on|in) the (share |shareholders' |shareholder )?(register|cap table)( with)?|(a|ont) toujours (ses|son|sa|leurs?)|(demeure|reste)(nt)? titulaires?|continues? to (hold|own)|retains?|(has|have) kept|kept|detien(nen)?t (toujours|encore|ensemble)|(a|ont) conserve|(conserve|garde)(nt)? (toujours|encore|ensemble|ses|son|sa|leurs?)|demeure(nt)? (associee?s?|actionnaires?)|reste(nt)? (associee?s?|actionnaires?))\b[^.;]{0,40}(\b(shares?|stake|shareholding|holding|equity|actions|parts|participation|titres)\b|\d+(?:[.,]\d+)?\s?%)/;

/** Where someone (anyone) is said to leave, or -1. */
export function personLeftAt(lower: string): number {
  const m = personLeft.exec(lower);
  return m ? m.index + m[0].length : -1;
}

/**
 * The leaving said in a parenthesis about the holder, the holding verb straight after it: 'Chidi Okeke, former lead
 * engineer (left June 2024), holds 6.5% of the shares', 'M. Sow (parti en 2023) détient 4 %'. The parenthesis describes
 * the verb's subject, so the one who holds is the one who left.
 */
const holdsAfterAside = /^[^.;()]{0,40}\)\s?,?\s?(still |toujours )?(holds?|owns?|retains?|keeps?|detien(nen)?t|conserve(nt)?|possede(nt)?)\b[^.;]{0,25}(\d+(?:[.,]\d+)?\s?%|\b(shares?|stake|shareholding|actions|parts|titres)\b)/;

/** The clause after a leaving says the leaver still holds a stake. */
/**
 * Still a holder, which is a stake however it is written: 'she is still on the register', 'the register still shows
 * him as a holder', 'M. Ebaka demeure associé', 'remains a shareholder'.
 */
export const stillRegistered = /\b((is|are|remains?) still|still (is|are)) (on|in) the (share |shareholders' |shareholder )?register\b|\bregister still (shows|lists|records) (him|her|them) as (an? )?(holders?|shareholders?|members?)\b|\b(demeure|reste)(nt)? (associee?s?|actionnaires?)\b|\bremains? an? (shareholder|member of the company)\b/;
export const keepsStakeAfter = (rest: string): boolean => keepsAfter.test(rest) || holdsAfterAside.test(rest) || stillRegistered.test(rest.split(/[.;]/)[0] ?? '');

/**
 * In a list of holdings, the leaver's item ends on its stake, with no verb: 'Ms Nakato (founder, CEO) 17%; Mr Okello,
 * the third co-founder, who left the company in 2023, 20%; Pearl Capital 28%'. The item is the leaver's (the stake
 * closes it, after a comma, before ';' or the end) and another item of the sentence is a holder with a stake, so a
 * list it is, not a figure that happens to follow ('left in 2023, 20% of the team with him').
 */
const itemClosedByStake = /^[^.;%]{0,50},\s?\d+(?:[.,]\d+)?\s?%\s*(?=;|\.?\s*$)/;
const anotherHolding = /(^|;)\s?[^;%]{2,60}?\s\d+(?:[.,]\d+)?\s?%\s*(?=;|\.?\s*$)/;
export function listedStakeAfter(lower: string, at: number): boolean {
  const item = itemClosedByStake.exec(lower.slice(at));
  if (!item) return false;
  const others = lower.slice(0, at).split(';').slice(0, -1).concat(lower.slice(at + item[0].length).split(';').slice(1));
  return others.some((other) => anotherHolding.test(`;${other}`));
}
