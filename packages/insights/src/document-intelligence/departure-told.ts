/**
 * A leaving told in the first or third person, with no title in its sentence, by someone a nearby sentence makes a
 * founder: a partners' chat ('je pars fin juin. J'ai accepté le poste à Paris' then 'On a monté la boîte à trois il y
 * a cinq ans'), a founder's diary ('Moussa m'a annoncé ce soir qu'il part fin avril. [...] Cofondateur depuis le premier
 * jour'), 'he's leaving at the end of March. He co-founded the company with me', 'she will leave at the end of December'
 * then 'She co-founded SkulPay with me', 'Issa (notre cofondateur, le CTO) m'a
 * annoncé qu'il quitte FasoLait fin avril'; a post left or the running handed over ('Il quittera ses fonctions
 * opérationnelles au 31 décembre', 'Il me passera la main au 30 septembre'). The leaving names a date, the company or
 * the post, so a trip or a leave is none ('il part fin juin en vacances'). Reads folded text.
 */
import { isHedgedAt, isNegatedAt } from './assertion';

type ReadSentence = { text: string; lower: string; derived?: boolean };

const month = String.raw`(janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre|january|february|march|april|may|june|july|august|september|october|november|december)`;
/** 'je pars fin juin', 'qu'il part fin avril', 'elle quitte la boîte en mars', "I'm leaving at the end of June", 'he leaves in May'. */
// The company may be named between the verb and the date: 'qu'il quitte FasoLait fin avril', "she's leaving Kopa at the end of May".
const when = String.raw`((a la )?(fin|debut|mi-?)\s?(de |d')?${month}|en ${month}|le \d{1,2}( ${month})?)`;
const whenEnglish = String.raw`((at the )?(end|beginning) of ${month}|in ${month}|on \d{1,2})`;
const named = String.raw`([a-z][a-z0-9&'-]*\s){1,2}`;
const toldLeaving = new RegExp(
  String.raw`\b(je|il|elle)\s(pars|part|quitte|s'en va|m'en vais)\s(${when}|(la boite|la societe|l'entreprise|l'equipe|la start-?up)\b)|\b(je|il|elle)\squitte\s${named}${when}` +
    String.raw`|\b(i'm|i am|he's|he is|she's|she is)\sleaving\s(${named})?(${whenEnglish}|the (company|business|team|startup)\b)|\b(he|she)\sleaves\s(${named})?(at the end of |in )${month}` +
    // The last day named, the leaving's date: 'My last day at Chikoro will be 30 April', 'mon dernier jour chez FasoLait sera le 30 avril'.
    String.raw`|\b(my|his|her|mon|son) (last|final|dernier) (working )?(day|jour)( de travail)? (at|with|chez|a|au) ${named}?(will be|is|sera|est)\s(on\s|le\s)?(\d{1,2}\b|${month}|(the )?end of|(la )?fin)` +
    // Gone to other things, or stepping back from the daily running, told of a first name: 'Youssef has moved on to pursue other
    // interests', 'Aline has decided to step back from day-to-day operations at the end of August'.
    String.raw`|\b(has|had|have) moved on to (pursue|focus on|explore) other (interests|projects|opportunities|ventures|challenges)\b|\b(has|have) decided to step (back|down|away) from (the )?(day-to-day|(daily|operational|executive) (work|operations|running|management|role))\b` +
    // A post taken with another employer, described not named: 'In January he accepted a position with a bank in Dubai',
    // 'elle a accepté un poste dans une banque'. A biography names the employer it tells of ('accepted a role at Google').
    String.raw`|\b(he|she)( has|'s)? (accepted|took|taken) (a|an) (position|job|role|post|offer) (with|at|in) (a|an)\b|\b(il|elle) a accepte un (poste|emploi|job|offre) (chez|dans|aupres d') (une?)\b` +
    // The leaving told in the future: 'she will leave at the end of December', 'il partira fin mars', 'elle va quitter la société en juin'.
    String.raw`|\b(i|he|she)(\swill|'ll|\sis going to|'s going to|\sam going to|'m going to)\sleave\s(${named})?(${whenEnglish}|the (company|business|team|startup)\b)` +
    String.raw`|\b(je|il|elle)\s(partira|partirai|va partir|vais partir|quittera|quitterai|va quitter|vais quitter)\s(${named})?(${when}|(la boite|la societe|l'entreprise|l'equipe|la start-?up)\b)` +
    // The post left, or the running handed over, told by a pronoun: 'Il quittera ses fonctions opérationnelles au 31
    // décembre', 'Il me passera la main au 30 septembre', 'he will step back from his executive role in March'.
    String.raw`|\b(je|il|elle)\s(quittera|quitterai|va quitter|vais quitter|quitte)\s(ses|mes) fonctions\b|\b(il|elle)\s(me |nous |lui )?(passera|va passer|passe|a passe) (la main|le relais|les renes)\b` +
    String.raw`|\b(i|he|she)(\swill|'ll|\sis going to|'s going to|\sam going to|'m going to|\shas decided to|\sdecided to)\s(step (back|down|away) from|leave) (his|her|my) ((executive|operational|day-to-day|management) )?(role|post|position|duties|responsibilities|functions)\b` +
    // Stepping back from the daily running, now or later: "I've decided: I step back from day-to-day at the end of June",
    // 'he will step back from day-to-day operations on 30 September', 'je prends du recul : je laisse la direction des opérations'.
    String.raw`|\b(i|he|she)(\swill|'ll|\sis going to|'s going to|\sam going to|'m going to|\shas decided to|\sdecided to|\splans to|\sintends to)?\s(step|steps|am stepping|is stepping|'m stepping|'s stepping) (back|down|away) from (the )?(day-to-day|(daily|operational|executive|active) (work|operations|running|management|duties|role|responsibilities|involvement))\b` +
    String.raw`|\b(je|il|elle) (laisse|laissera|laisserai|vais laisser|va laisser|abandonne|abandonnera|abandonnerai) (la direction|la gestion|la presidence|les operations|la conduite)\b` +
    // A decision to go, told of the founder by a pronoun: 'il a décidé de partir', 'she has decided to leave'.
    // Gone to another employer, as a chat says it: 'il est parti chez une banque à Bamako', "he's left for Safaricom", 'she has left to join a bank'.
    String.raw`|\b(il|elle) est partie? (chez|rejoindre|pour rejoindre)\b|\b(he|she)('s| has) left (for|to join)\b` +
    // Gone, told as done: 'elle a quitté la société en septembre 2022', 'he left the company in 2023', 'Khadija est partie depuis le 15 septembre'.
    String.raw`|\b(il|elle) a quitte (la boite|la societe|l'entreprise|l'equipe|la start-?up)\b|\b(he|she) (has )?left the (company|business|team|startup)\b|\b[a-z][a-z'-]+ est partie? depuis (le \d|${month}|(19|20)\d\d)` +
    // Dated since the leaving, by a possessive: 'Depuis son départ en 2022, on n'a jamais exercé la clause', 'since her departure in 2023'.
    String.raw`|\b(depuis|apres|since|after) (son|sa|his|her) (depart|demission|departure|resignation) (en|in) (19|20)\d\d\b` +
    String.raw`|\b(il|elle|j')\s?(a|ai) (decide|choisi) de (partir|nous quitter|quitter (la boite|la societe|l'entreprise|l'equipe|l'aventure))\b|\b(he|she|i)( has| have|'s|'ve)? decided to (leave|quit|step down|move on)\b`,
);
/** Leaving an earlier employer to found or join this one, told in the historic present of a biography: 'il quitte Orange en mars pour fonder FasoLait'. */
const toFound = /^[^.;]{0,30}\bpour (creer|fonder|cofonder|lancer|monter|demarrer|nous rejoindre)\b|^[^.;]{0,30}\bto (found|co-found|start|launch|set up|join us)\b/;
/** A trip, a leave or a mission: not a departure from the company. */
const notLeavingUs = /^[^.;]{0,30}\b(en (vacances|conge|mission|deplacement|voyage)|on (holiday|vacation|leave|a trip|a mission)|for (holiday|vacation|a trip|a conference))\b/;
/** The leaving only rumoured or denied before it is told: 'the rumour that she will leave in June', 'il a démenti qu'il partira fin mars'. */
const hearsay = /\b(rumou?r\w*|speculat\w*|gossip|hearsay|rumeurs?|on-dit|bruits?|denied|denies|deny|dement\w*|nie|nient|contrary to)\b/;
/** The clause before a match, from the last colon or semicolon: 'The rumours were right: she will leave' confirms what it names. */
const clauseBefore = (lower: string, at: number) => lower.slice(Math.max(lower.lastIndexOf(':', at), lower.lastIndexOf(';', at)) + 1, at);
/** Someone else named before the pronoun ('our accountant told us she's leaving', 'le stagiaire m'a dit qu'il part'): not the founder. */
const otherRole = /\b(accountant|intern|employee|developer|engineer|manager|assistant|driver|agent|analyst|designer|officer|lawyer|consultant|comptable|stagiaire|salariee?|employee?|developpeu\w+|ingenieure?|assistante?|chauffeur|livreur|analyste|avocate?|consultante?|responsable|commerciale?)s?\b/;
/** A founder said so, or the company said founded together: 'cofondateur depuis le premier jour', 'on a monté la boîte à trois', 'we started the company together'. */
// A chat among the founders ('[WhatsApp – groupe « Fondateurs Sahel Pay »]'; in English the word 'founders' itself ties): the one who leaves is one of them.
// Or years of building the company beside the writer ('After five years of building Hillside with me', 'après six ans à bâtir la société avec moi').
// Or the company started with a partner, or its first version built together ('You started with a partner.', 'We built the
// first version together', 'vous avez démarré avec un associé').
const founderTie = /\b((started|founded|launched|began|set up)( [a-z]+){0,2} with (a|my|your|his|her) (partner|co-?founder|associate)|(a|as|avez|avons|ont) (commence|demarre|lance|fonde|cree)( [a-z']+){0,2} avec (un|une|mon|ma|votre|ton|ta) (associee?|partenaire|cofondat\w+)|we (built|wrote|coded|launched|made) (the|our) (first )?(version|product|app|prototype|platform) together|nous avons (construit|developpe|lance|code) (la|le|notre) (premiere )?(version|produit|application|prototype) ensemble|(years?|ans) (of building|of running|a construire|a batir|a diriger) ([a-z][a-z0-9&'-]*|la societe|l'entreprise|la boite)( [a-z0-9&'-]+)? (with me|with us|avec moi|avec nous)|groupe\W{1,4}(co-?)?fondateurs|associee?s? fondat(eur|rice)s?|co-?founders?|co-?founded|who founded|founded (the|this|our) (company|business|firm|start-?up)|qui a fonde|(a|ont) fonde (la societe|l'entreprise|la boite)|cofondat\w+|co-fondat\w+|(a|ont|ai|avons|avait|avaient|avions) (co-?fonde|cofonde)|(a|ont) (co-?)?fonde (la societe|l'entreprise|la boite) avec|(on a|nous avons|we|we've|we have) (monte|cree|fonde|lance|started|founded|built|set up) (la boite|la societe|l'entreprise|la start-?up|the company|the business|this company)( ensemble| together| a (deux|trois|quatre)| the (two|three|four) of us)?)\b/;

/**
 * The leaving told to the board by the one who leaves, just before it: 'Ousman has told the board he will leave at the
 * end of June', 'Awa a annoncé au conseil qu'elle partira fin juin'. Who gives notice to the board itself sits on it
 * or runs the company for it (an employee's notice goes to a manager), so the telling ties as a founder's title would.
 */
const toldTheBoard = /\b(told|informed|notified|advised|tells|informs|notifies|a (dit|annonce|indique|fait savoir|informe)|ont (dit|annonce|informe)) (to )?(au |le |the )?(board( of directors)?|conseil( d'administration| de surveillance)?)( that| qu')?,?\s*$/;

/** A chat's header naming the group as its founders': 'group "Founders"', 'groupe « Fondateurs Sahel Pay »'. */
// Or the group's quoted name ends on it: 'WhatsApp chat export - "Chikoro founders"'.
const foundersGroup = /\b(group|groupe|chat|channel|canal)\W{1,4}(co-?)?(founders|fondateurs|cofondateurs)\b|\b(group|groupe|chat|channel|canal)\b[^"«\u201c\n]{0,20}["«\u201c]\s?[^"»\u201d\n]{0,30}?\b(co-?)?(founders|fondateurs|cofondateurs)\b/;
/**
 * A resignation given by a first name, the title said of that name in a nearby line: 'Franck a posé sa démission hier
 * soir' then 'Franck notre CTO ?? sérieux'; 'Kofi resigned this morning' then 'Kofi, our COO, ...'; 'Esi Owusu ceased to
 * be an employee and director' under a schedule's row 'Esi Owusu (Founder)'. The name is written
 * with a capital in the text, so a common word before the verb is none.
 */
// Or stepped away from the business ('Segun Bakare stepped away from the business in 2022'), or told the board that they
// will go ('Mr Okello informed the Board that, after eight years, he will step back from his executive responsibilities').
const namedResignation = /\b([a-z][a-z'-]{2,}) ((a|has|had) (pose|remis|donne|presente|depose|handed in|tendered|submitted|given) ((sa|his|her) (lettre de )?(demission|resignation|notice)|notice of (his |her |their )?(resignation|departure)|(a|her|his) letter (of resignation|resigning))|a demissionne|has resigned|resigned|n'exerce plus (aucune|de) fonction|(confirme|annonce|a confirme|a annonce|confirms|confirmed|announced)( au comite| au conseil| to the board| to the committee)? (sa|son|his|her) (decision|intention) (de|d'|to) (passer la main|partir|quitter|leave|step down|hand over)|has quit|a quitte (la boite|la societe|l'entreprise)|ceased to be (an? |the )?(employee|director|officer|executive)|a cesse (ses fonctions|toute fonction|d'etre (salariee?|dirigeante?|administrat\w+|gerante?))|(has )?stepped (away|back) from (the|our) (business|company|firm|start-?up)|(informed|told|notified|advised) (the )?(board|meeting|shareholders|members|partners|investors)\b[^.;]{0,20}?\bthat,?[^.;]{0,60}?\b(he|she) (will|would|is to|was to|intends to|plans to) (step (back|down|away)|leave|resign|stand down|depart)\b)\b/;
/**
 * A departure given as a noun of a first name: "Following Daniel's departure in April, Grace now leads engineering",
 * "Depuis le départ d'Abdou en mars", 'the resignation of Kofi'. Said not to happen ('Daniel's departure was called
 * off', 'le départ d'Abdou n'aura pas lieu') it is none.
 */
const namedDepartureNoun = /\b([a-z][a-z'-]{2,})'s (departure|resignation|exit|retirement)\b|\b(?:departure|resignation|exit|retirement) of ([a-z][a-z'-]{2,})\b|\b(?:depart|demission|retraite) (?:de |d')([a-z][a-z'-]{2,})\b/;
/** A determiner or pronoun after the noun ('le départ de notre CTO', 'the departure of one'): no name, other patterns read it. */
const notAName = /^(notre|nos|our|the|son|sa|ses|leur|leurs|la|le|les|his|her|their|this|that|these|those|cette|ces|mon|ma|mes|my|une?|an?|one|any|all|tous|toute?s?|some|certains?|plusieurs|several|staff|employees?|salarie\w*|personnel|l'\w*)$/;
const calledOff = /^[^.;:]{0,80}?\b(n'(aura|a) (finalement )?pas (eu )?lieu|annulee?|not (happen|take place|go ahead)|called off|cancell?ed|withdrawn|rumou?r\w*|envisag\w*|considered|possible|potential|eventuel\w*)\b/;
/** A departure that is a journey or a leave ('Kofi's departure for Accra is for a conference', 'le départ de Musa en vacances'): the person comes back. */
const travelOrLeave = /^[^.;]{0,60}?\b(holidays?|vacations?|trips?|conferences?|missions?|leave|sabbatical|travel\w*|flights?|vacances|conges?|voyages?|deplacements?|seminaires?|salons?|sabbatique|is back|returns?|returned|retour|revient|reviendra)\b/;
const execTitles = String.raw`(co-?founders?|founders?|ceo|cto|coo|cfo|cpo|cmo|managing director|co-?fondat\w+|cofondat\w+|fondat\w+|pdg|dg|daf|directeur \w+|directrice \w+)`;
const escape = (word: string) => word.replace(/[-']/g, (c) => `\\${c}`);

/** A resignation said by a verb after the name, or a departure by a noun of the name; the name is the match's first filled group. */
function namedLeaving(lower: string): { index: number; name: string } | null {
  const verb = namedResignation.exec(lower);
  if (verb?.[1]) return { index: verb.index, name: verb[1] };
  const noun = namedDepartureNoun.exec(lower);
  const name = noun?.[1] ?? noun?.[3] ?? noun?.[4];
  return noun && name && !notAName.test(name) && !calledOff.test(lower.slice(noun.index + noun[0].length)) && !travelOrLeave.test(lower.slice(noun.index + noun[0].length)) ? { index: noun.index, name } : null;
}

function namedLeaverTitled<S extends ReadSentence>(written: readonly S[]): S | null {
  for (const [i, s] of written.entries()) {
    const m = namedLeaving(s.lower);
    const name = m?.name;
    if (!m || !name || isHedgedAt(s.lower, m.index) || /\b(si|if)\s+$/.test(s.lower.slice(Math.max(0, m.index - 4), m.index))) continue;
    const capitalised = `${name[0]?.toUpperCase()}${escape(name.slice(1))}`;
    const folded = s.text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    if (!new RegExp(String.raw`(?<!\p{L})${capitalised}(?!\p{L})`, 'u').test(folded)) continue;
    // A full name ('Esi Owusu ceased to be ...') names one person: its title may stand anywhere, as a shareholding schedule's row does.
    // A civility before the surname ('M. Traoré a quitté la société') names one person as well.
    const fullName = new RegExp(String.raw`(\p{Lu}\p{L}+|\b(M|Mr|Mrs|Ms|Mme|Dr)\.?) ${capitalised}(?!\p{L})`, 'u').test(folded);
    // Titled, or said to have founded the company ('Daniel co-founded the company with me', 'Abdou avait cofondé la société').
    const titled = new RegExp(String.raw`\b${escape(name)}\b[,(:\s]{1,3}(notre |our |the |le |la |son |sa |leur |their )?${execTitles}\b|\b${execTitles}[,:\s]{1,3}${escape(name)}\b|\b${escape(name)} (had |has |avait |a |and i |et moi )?(co-?founded|cofounded|founded|started|(co-?)?fonde|cofonde|cree|lance) (the|this|our|la|l'|notre|cette)\b`);
    // A first name whose full name a list of those present or a table's row titles ('Nathalie Grondin (cofondatrice, ...)') names one person anywhere.
    const titledInFull = new RegExp(String.raw`\b${escape(name)} [a-z'-]{3,}\s?[,(]\s?(notre |our |the )?${execTitles}\b`);
    if ((fullName ? written : written.slice(Math.max(0, i - 3), i + 4)).some((near) => titled.test(near.lower)) || written.some((line) => titledInFull.test(line.lower))) return s;
  }
  return null;
}

/** The sentence telling of a founder's leaving, the tie said within two written sentences before it or five after (the replies of a chat); null when none. */
/** An e-mail's header line or a bare greeting or sign-off ('From: ...', 'Subject: RE: ...', 'Best,'): no statement, so not counted in the window of replies. */
const noStatement = (lower: string): boolean => /^\W*(from|to|cc|date|sent|subject|de|a|objet|envoye)\s?:/.test(lower) || lower.split(/\s+/).filter(Boolean).length <= 2;

export function toldFounderLeaving<S extends ReadSentence>(sentences: readonly S[]): S | null {
  const written = sentences.filter((s) => !s.derived);
  // The window of replies counts statements only: in an e-mail thread the reply's headers stand between.
  const stated = written.filter((s) => !noStatement(s.lower));
  for (const [i, s] of stated.entries()) {
    const m = toldLeaving.exec(s.lower);
    if (!m || isHedgedAt(s.lower, m.index) || otherRole.test(s.lower.slice(0, m.index).replace(/\bchief [a-z]+ officer\b/g, '')) || hearsay.test(clauseBefore(s.lower, m.index)) || /\b(si|if)\s+$/.test(s.lower.slice(Math.max(0, m.index - 4), m.index)) || notLeavingUs.test(s.lower.slice(m.index + m[0].length)) || toFound.test(s.lower.slice(m.index + m[0].length))) continue;
    // A chat among the founders, so named in its header ('chat export, group "Founders"'): whoever says 'I' is one of them.
    const firstPerson = /^\W*(i|i'm|i've|je|j')\b/.test(s.lower.slice(Math.max(0, s.lower.lastIndexOf(':', m.index) + 1), m.index + 3)) || /^(i|je|j'|my|mon)\b/.test(m[0].replace(/^\W+/, ''));
    const toBoard = toldTheBoard.test(s.lower.slice(Math.max(0, m.index - 60), m.index)) && !isNegatedAt(s.lower, m.index);
    if (toBoard || stated.slice(Math.max(0, i - 2), i + 6).some((near) => founderTie.test(near.lower)) || (firstPerson && written.slice(0, 2).some((head) => foundersGroup.test(head.lower)))) return s;
  }
  return namedLeaverTitled(written);
}
