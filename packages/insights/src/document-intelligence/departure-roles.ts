/**
 * A founder's or executive's departure said by the role they give up, as minutes, due-diligence reports and investor
 * letters record it, which the title-first patterns of departure-patterns.ts and leaver-words.ts miss:
 * - the resignation or departure of a named person, the post after the name: 'the Board noted the resignation of Mr
 *   Segun Adeyemi as Chief Operating Officer', 'la démission de Mme Fatou Diop de ses fonctions de directrice
 *   financière', 'the removal of Ms Banda from her position as CEO';
 * - a role no longer held: 'M. Benali, cofondateur, n'exerce plus de fonction dans la société', 'our CFO no longer
 *   holds any executive role', 'the COO is no longer employed by the company';
 * - a move to an advisory or non-executive seat: 'our CTO is stepping back to an advisory role', 'will move to a
 *   non-executive role on the board', 'deviendra conseiller du conseil d'administration'.
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

/** A departure said by the role given up; the match, for the caller's negation and hedge checks. */
export const departureRole = (lower: string): RegExpExecArray | null => namedLeavesPost.exec(lower) ?? noLongerHolds.exec(lower) ?? toAdvisory.exec(lower);
