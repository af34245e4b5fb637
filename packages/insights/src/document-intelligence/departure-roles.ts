/**
 * A founder's or executive's departure said by the role they give up, as minutes, due-diligence reports and investor
 * letters record it, which the title-first patterns of departure-patterns.ts and leaver-words.ts miss:
 * - the resignation or departure of a named person, the post after the name: 'the Board noted the resignation of Mr
 *   Segun Adeyemi as Chief Operating Officer', 'la démission de Mme Fatou Diop de ses fonctions de directrice
 *   financière', 'the removal of Ms Banda from her position as CEO';
 * - a role no longer held: 'M. Benali, cofondateur, n'exerce plus de fonction dans la société', 'our CFO no longer
 *   holds any executive role', 'the COO is no longer employed by the company';
 * - a move to an advisory or non-executive seat: 'our CTO is stepping back to an advisory role', 'will move to a
 *   non-executive role on the board', 'deviendra conseiller du conseil d'administration';
 * - a retirement, a replacement said as done, a director of a function ('our finance director') who left, and the
 *   leaving said before a former title ('À son départ, notre ancienne directrice des opérations a cédé ses 7 %').
 * The caller (isDeparture) keeps its negation, hedge and former-employer checks. Reads folded text (lower case, no accents).
 */
const titles = String.raw`(co-?founders?|founders?|ceo|cto|coo|cfo|cpo|cmo|chief [a-z]+ officer|chief executive|managing director|co-?fondat\w+|cofondat\w+|fondat\w+|pdg|dg|daf|directeur \w+|directrice \w+)`;

/** A person named after an honorific or by up to four words: 'mr segun adeyemi', 'mme fatou diop', 'kwame'. */
const named = String.raw`(mr|mrs|ms|miss|dr|prof|m|mme|mlle|monsieur|madame)?\.?\s*[a-z'-]+(\s+[a-z'-]+){0,3}`;
const leavingNoun = String.raw`(departure|resignation|retirement|exit|removal|dismissal|depart|demission|revocation|licenciement|retrait)`;
/** 'the resignation of Mr X as COO', 'from his position as CTO', 'de ses fonctions de directrice générale'. */
const namedLeavesPost = new RegExp(String.raw`\b${leavingNoun} (of|de|d') ?${named},?\s(as (our |the |its )?${titles}|from (his|her|their|the) (role|post|position|office|duties) (as|of) (our |the |its )?${titles}|de (ses|son|sa|leurs?) (fonctions|poste|mandat|role) (de |d'|en tant que )(notre |la |le |l')?${titles})\b`);

/**
 * No role held any more, after the title. The match ends before the role's words, so that 'aucune fonction' is not
 * read as a denial by the caller. The role may be operational or executive, not another kind ('n'exerce plus de
 * fonction commerciale' is a change of post).
 */
const roleWords = String.raw`(de |d'|aucune? |ses |son |sa |leurs? )?(fonctions?|role|poste|mandat|activite)( (operationnel(le)?s?|executi(f|ve)s?|salariee?s?|de direction))?(?=\s(dans|au sein|a la|au|chez|depuis|en)\b|\s*[,.;)]|\s*$)`;
const englishRole = String.raw`(any|an|a|his|her|their) ((executive|operational|management|day-to-day|formal) )?(role|position|post|office|function|duties)(?=\s(in|at|within|with|since)\b|\s*[,.;)]|\s*$)`;
const noLongerHolds = new RegExp(String.raw`\b${titles}\b[^.;]{0,80}?(\bn'(exerce|exercent|occupe|occupent|a|ont) plus(?= ${roleWords})|\bno longer (holds?|has|have|plays?|occup(y|ies)|performs?|carr(y|ies) out) (?=${englishRole})|\b(is|are) no longer (employed|working) (by|at|for|in) (the|our) (company|business|firm)\b|\bno longer works? (for|at|in) (the|our) (company|business|firm)\b)`);

/** To an advisory or non-executive seat: 'is stepping back to an advisory role', 'will move into a non-executive role', 'deviendra conseiller'. */
const seat = String.raw`(an? |the |our )?(advisory|non-executive|non executive|board-only|part-time advisory|adviser|advisor)( board)? (role|position|capacity|seat|post)\b`;
const toAdvisory = new RegExp(String.raw`\b${titles}\b[^.;]{0,80}?\b((is|are|will be|'s|'re) (stepping|moving|transitioning|stepping back|stepping down)|(will|to|is to|plans to|agreed to|has agreed to|decided to|has decided to) (step|move|transition|step back|step down)|(has |have )?(stepped|moved|transitioned)( back| down)?|steps( back| down)?|moves|transitions)\s(back |down |aside )?(in)?to ${seat}|\b${titles}\b[^.;]{0,80}?\b(deviendra|devient|est devenue?|va devenir|a ete nommee? simple) (simple )?(conseill(er|ere)|advisor|membre du comite consultatif)\b`);

/**
 * The executive titles said as a director of a function, as British and African companies name them ('our finance
 * director', 'the technical director'): the other patterns' titles do not name them.
 */
const directorTitles = String.raw`((finance|financial|technical|technology|operations|operating|commercial|sales|marketing|product|executive) director)`;
const anyTitle = String.raw`(${titles}|${directorTitles})`;

/**
 * A retirement, or a director of a function who left: 'Ruth Wambui, our finance director since 2020, retired in
 * September', 'notre directeur financier a pris sa retraite', 'the technical director resigned in May'. 'A retired
 * banker' names a past career, not a leaving: the verb must be followed by a time, a clause's end or 'from'.
 */
const retiredWhen = String.raw`(?=\s+(in|on|at|last|this|from|after|earlier|early|(19|20)\d\d|january|february|march|april|may|june|july|august|september|october|november|december)\b|\s*[,.;]|\s*$)`;
// 'The CFO will retire the term loan', 'is retiring the legacy platform': a debt, an asset or a product retired, not the person.
const notRetiringSomething = String.raw`(?!\s+(the|our|its|their|all|some|any|a|an|old|existing|outstanding|legacy|remaining|\d)\b)`;
const retires = new RegExp(String.raw`\b${anyTitle}\b[^.;]{0,80}?\b((?<!\b(a|an|the) )(has )?retired${retiredWhen}|(will|is to|is set to|plans to|is going to) retire\b${notRetiringSomething}|is retiring\b${notRetiringSomething}|(a pris|prend|prendra|prennent|va prendre|fait valoir|a fait valoir) (sa|ses|leur) (droits a la )?retraite\b|(est|sera|va etre|partira|part|est partie?) (partie? )?a la retraite\b)|\b${directorTitles}\b[^.;]{0,60}?\b((has |had )?(resigned|departed|stepped down|quit)\b|(has )?left (the (company|business|firm)|us|in|last|on)\b)`);

/**
 * Replaced, said as done: 'Le directeur général, M. Ousmane Sy, a été remplacé en novembre par Mme Khady Ndiaye', 'our
 * CTO was replaced by Ada in June' (leaver-words.ts reads the replacement announced). A stand-in during a leave is none.
 */
const replacedBy = new RegExp(String.raw`\b${anyTitle}\b[^.;]{0,80}?\b(was|has been|had been|a ete|ont ete|avait ete) (replaced|succeeded|remplacee?s?|succedee?s?)\b[^.;]{0,30}?\b(by|par)\b(?![^.;]{0,80}\b(interim|interimaire|while|during|temporar\w*|pendant|le temps|conge|leave|absence|maternit\w*)\b)`);

/**
 * The leaving said before a former title, by its possessive: 'À son départ en 2024, notre ancienne directrice des
 * opérations a cédé ses 7 %', 'On her resignation, our former CFO transferred her shares'. The title must be said
 * former, so that a successor named after the departure ('Following his departure, our CTO leads ...') is not read as the leaver.
 */
const onLeavingFormer = new RegExp(String.raw`\b(a|lors de|depuis|apres|des|upon|on|since|after|following|at the time of) (son|sa|leur|his|her|their) (depart|demission|departure|resignation|exit|retirement|leaving)\b[^.;]{0,60}?\b(former|ancien(ne)?|ex-?)\s?${anyTitle}`);

/**
 * Functions ended, as minutes record it: 'Il est mis fin à ses fonctions de Directeur des opérations à compter du 31
 * mars', 'M. X cesse ses fonctions de directeur général', 'quittera ses fonctions de CFO'. A change of post is said by
 * the new post ('est nommé', 'devient'), which this does not read.
 */
const functionsEnded = new RegExp(String.raw`\b((il |elle )?(est|sont) mis fin (a|aux) (ses|leurs|les) fonctions|(cesse|cessent|cessera|cesseront|a cesse|ont cesse|quitte|quittera|a quitte|quittent) (ses|leurs) fonctions) (de |d'|en tant que )(notre |la |le |l')?${anyTitle}\b(?![^.;]{0,60}\b(est nomme|est nommee|devient|deviendra|sera nomme|sera nommee)\b)`);

/** A cheap test the patterns need to pass: a title's word. */
const titleWord = /found|fond|ceo|cto|coo|cfo|cpo|cmo|chief |director|pdg|\bdg\b|daf|directeur |directrice /;

/** A departure said by the role given up; the match, for the caller's negation and hedge checks. */
export const departureRole = (lower: string): RegExpExecArray | null => (titleWord.test(lower) ? namedLeavesPost.exec(lower) ?? noLongerHolds.exec(lower) ?? toAdvisory.exec(lower) ?? retires.exec(lower) ?? replacedBy.exec(lower) ?? onLeavingFormer.exec(lower) ?? functionsEnded.exec(lower) : null);
