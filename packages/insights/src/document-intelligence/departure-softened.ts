/**
 * A founder's or executive's leaving told softly, as a turn to other things or as work no longer done, as minutes,
 * shareholder letters, deck slides and chats soften it, which the patterns of departure-patterns.ts, leaver-words.ts and departure-wording.ts miss:
 * - a wish to step back or go, voiced before: 'M. X, cofondateur et directeur technique, avait exprimé en janvier son
 *   souhait de prendre du recul', 'a manifesté sa volonté de se retirer';
 * - a turn to other projects: 'X, cofondateur et directeur technique depuis 2019, a souhaité se consacrer à d'autres
 *   projets', 'our CTO has moved on to pursue other interests', 'decided to focus on other ventures';
 * - a withdrawal from the running, by the pronoun of the person the sentence titles: 'cofondateur et directeur des
 *   opérations ; il a fait savoir qu'il se retirera de l'opérationnel en juin';
 * - work no longer done, for a while or since a date: 'a co-founder who hasn't worked here for 18 months', 'our CTO, who
 *   no longer works for the company', 'un cofondateur qui ne travaille plus chez nous depuis 2022'. A while not said
 *   ('who hasn't worked here long') is a newcomer, not a leaver.
 * A conditional ('se retirerait') is a supposition, not a leaving; the caller (isDeparture) keeps its negation, hedge
 * and former-employer checks. Reads folded text.
 */
const titles = String.raw`(co-?founders?|founders?|ceo|cto|coo|cfo|cpo|cmo|chief [a-z]+ officer|chief executive|managing director|co-?fondat\w+|cofondat\w+|fondat\w+|pdg|dg|daf|directeur \w+|directrice \w+)`;

/** 'avait exprimé en janvier son souhait de prendre du recul', 'a fait part de sa volonté de se retirer'. */
const wishVoiced = String.raw`(a|avait|ont|avaient) (fait part|exprime|manifeste|annonce|fait connaitre|formule)( [^.;,]{0,20}?)? (de )?(son|sa|leur) (souhait|intention|decision|volonte|desir) de (prendre du recul|se retirer|quitter|partir|se consacrer a d'autres)`;
/** 'a souhaité se consacrer à d'autres projets', 'has moved on to pursue other interests'. */
const otherThings = String.raw`(a|avait|ont|avaient) (souhaite|decide|choisi) (de )?(se consacrer|se tourner) (a|vers) d'autres (projets|activites|horizons|defis|aventures)|(has |have |had )?(moved on|left|stepped down|decided|chosen|chose) to (pursue|focus on|devote (himself|herself|themselves) to) other (interests|projects|opportunities|ventures|challenges)`;
/** 'qu'il se retirera de l'opérationnel', 'she will withdraw from day-to-day operations'. */
const withdraws = String.raw`(qu'(il|elle)|(il|elle)) (se retirera|se retire|va se retirer|s'est retiree?) de (l'operationnel|la direction|la gestion|ses fonctions|l'entreprise|la societe|l'equipe|l'exploitation|la presidence)`;

/**
 * 'who hasn't worked here for 18 months', 'who no longer works for the company', 'qui ne travaille plus chez nous'. Read
 * after the title as a lookahead, so that the match is the title alone and the caller's denial check does not take this
 * clause's own 'hasn't' for a denial of the leaving.
 */
const noLongerWorks = String.raw`,? (who|that|qui) ((hasn't|has not|haven't|have not) (worked|been working) (here|for us|with us|for the company|at the company) (for (\d+|a|an|over|more than|[a-z]+) (months?|years?)|since\b)|no longer (works?|is working) (here|for us|with us|for the company|at the company)\b|ne travaille(nt)? plus (ici|chez nous|avec nous|pour nous|pour la societe|dans la societe|dans l'entreprise)\b|n'(a|ont) (pas|plus) travaille (ici|chez nous|avec nous|pour la societe) depuis\b)`;

const turnedElsewhere = new RegExp(String.raw`\b${titles}\b[^.;]{0,100}?\b(${wishVoiced}|${otherThings})\b|\b${titles}\b[^.]{0,120}?\b${withdraws}\b|\b${titles}(?=${noLongerWorks})`);

/** The leaving told softly, beside the leaver's title; the match, for the caller's checks. */
export const departureSaidSoftly = (lower: string): RegExpExecArray | null => turnedElsewhere.exec(lower);
