/**
 * More ways of telling a founder's or executive's departure that the title-first patterns of red-flag-rules.ts and
 * leaver-words.ts miss, read by leaverDeparture: a resignation letter handed in ('submitted his letter of resignation',
 * 'a remis sa lettre de démission'), the leadership handed over ('will hand over day-to-day leadership at the end of
 * the year', 'passera les rênes de la direction'), a headline's present tense ('Co-founder quits', 'CTO resigns amid
 * probe'), the founding said in a relative clause and the leaving after a comma ('X, who co-founded the app in 2021, has
 * left the company'), the founding and the end of the post in one clause ('co-founded the Company and ceased to be an
 * employee and director', 'a cofondé la société puis a cessé ses fonctions'), a leaving announced to someone before
 * the verb ('a annoncé lundi à ses équipes qu'elle quitterait ses fonctions', 'told staff on Monday that she would step
 * down'), a participle after the title ('X, co-founder and CTO, resigning as CTO'), and a pronoun resigning in a later clause of the sentence that titles the person ('the slide still lists Dr
 * Fashola as co-founder; she confirmed that she resigned in September'). The caller (isDeparture) keeps its negation,
 * hedge and former-employer checks. Reads folded text.
 */
const titles = String.raw`(co-?founders?|founders?|ceo|cto|coo|cfo|cpo|cmo|chief [a-z]+ officer|chief executive|managing director|co-?fondat\w+|cofondat\w+|fondat\w+|pdg|dg|daf|directeur \w+|directrice \w+)`;
const titleOrFounding = String.raw`(\b${titles}|\b(who|qui) (co-?founded|founded|a (co-?)?fonde|a cofonde))\b`;

/** A letter of resignation handed in: 'submitted his letter of resignation', 'handed in her resignation letter', 'a déposé sa lettre de démission'. */
const resignationLetter = new RegExp(String.raw`${titleOrFounding}[^.;]{0,100}?\b((has |have |had )?(handed in|tendered|submitted|sent|given|delivered) (his|her|their) (letter of resignation|resignation letter|letter of notice)|(a|ont) (remis|depose|adresse|envoye|transmis) (sa|leur) lettre de (demission|depart))\b`);

/**
 * The running of the company handed over for good: 'will hand over day-to-day leadership at the end of the year', 'is to
 * hand over the management of the company', 'passera les rênes de la direction'. A stand-in during a leave is none.
 */
const handsOverLeadership = new RegExp(String.raw`${titleOrFounding}[^.;]{0,100}?\b((will|is to|is set to|plans to|to|agreed to|has agreed to) hand over (the )?(day-to-day |operational |executive )?(leadership|management|running|control|the reins|(his|her|their) (role|post|position|duties))|(passera|va passer|a passe|passe) les renes)\b(?![^.;]{0,80}\b(interim|temporar\w*|while|during|leave|absence|conge|pendant|le temps)\b)`);

/** A headline's present tense, the verb straight after the title: 'Ethiopian freight app's co-founder quits, company claims ...', 'CTO resigns amid probe', 'Co-founder steps back as suit drags on'. */
const headlineLeaves = new RegExp(String.raw`\b${titles}\s(quits|resigns|exits|steps down|steps back|stands down|walks away)(?=\s*[,;:.!]|\s*$|\s+(the (company|business|board|firm|start-?up)|after|amid|over|as|to join|from)\b)`);

/** 'X, who co-founded the app in 2021, has left the company': the founding in a relative clause, the leaving after its comma. */
const foundedThenLeft = /\b(who|qui) (co-?founded|founded|cofounded|a (co-?)?fonde|a cofonde|a cree)\b[^.;]{0,80}?,\s?(has |have |had )?(since |now |recently )?((left|quit) (the (company|business|firm|start-?up|team))|departed|resigned|stepped down|a quitte (la societe|l'entreprise|ses fonctions|l'equipe)|a demissionne|est partie?)\b/;

/** The founding and the end of the post in one clause: 'co-founded the Company and ceased to be an employee and director on 30 June 2023'. */
const foundedThenCeased = /\b(co-?founded|founded|cofounded|a (co-?)?fonde|a cofonde) (the company|the business|us|la societe|l'entreprise)\b[^.;]{0,60}?\b(and|et|puis) (later |then |subsequently |since |a |l'a )?(ceased to (be (an? |the )?(employee|director|officer|executive|manager)|work for|hold (office|any (role|position)))|left (the (company|business)|in (19|20)\d\d)|resigned|stepped down|(a )?cesse (toute fonction|ses fonctions|d'(y )?etre (salariee?|dirigeante?|administrat\w+|gerante?))|(a )?quitte (la societe|l'entreprise|ses fonctions))\b/;

/** A leaving announced to someone, words between the verb and the leaving: 'a annoncé lundi à ses équipes qu'elle quitterait ses fonctions', 'told staff on Monday that she would step down'. */
const announcedToLeave = new RegExp(String.raw`${titleOrFounding}[^.;]{0,120}?\b((a|ont) (annonce|fait savoir|indique|confirme|informe|fait part)\b[^.;]{0,50}?\bqu'(il|elle|ils|elles) (quitterait|quitteraient|partirait|partiraient|quittera|quitteront|partira|partiront|allait quitter|allaient quitter|va quitter|vont quitter)|(announced|told|informed|confirmed)\b[^.;]{0,50}?\bthat (he|she|they) (would|will|is to|was to) (leave|step down|resign|depart|stand down|hand over)\b)`);

/** A later clause of the sentence that titles the person, its pronoun resigning: '... as co-founder & Chief Scientist; she confirmed to us that she resigned in September'. */
const pronounResigned = new RegExp(String.raw`\b${titles}\b[^.]{0,120}?\b(that |qu')?(he|she|il|elle) (has |had )?(since |recently )?(resigned|quit|stepped down|left (the (company|business|team|firm)|us|in|last|on)\b|a demissionne|a quitte (la societe|l'entreprise|ses fonctions|l'equipe))\b`);

/**
 * The leaving said by a participle after the person's title set off by commas, as minutes record a letter: 'a letter
 * from Ms X, co-founder and CTO, resigning as CTO and as a director', 'la lettre de M. X, cofondateur
 * et directeur général, démissionnant de ses fonctions de directeur général'.
 */
// The office may be named by a possessive ('resigning his executive office with effect from 31 January').
const titledThenResigning = new RegExp(String.raw`${titleOrFounding}[^.;]{0,60}?,\s?(resigning|stepping down|standing down) (as|from|(his|her|their) (executive |operational |management )?(office|post|position|role|duties|functions|employment))\b|${titleOrFounding}[^.;]{0,60}?,\s?(demissionnant|se demettant) de (ses|son|sa) (fonctions|mandats?|poste)\b`);

/** A departure said in one of the ways above; the match, for the caller's negation and hedge checks. */
export const departureWording = (lower: string): RegExpExecArray | null =>
  resignationLetter.exec(lower) ?? handsOverLeadership.exec(lower) ?? headlineLeaves.exec(lower) ?? foundedThenLeft.exec(lower) ?? foundedThenCeased.exec(lower) ?? announcedToLeave.exec(lower) ?? pronounResigned.exec(lower) ?? titledThenResigning.exec(lower);
