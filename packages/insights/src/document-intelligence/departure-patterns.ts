/**
 * A founder's or an executive's departure said in one sentence (isDeparture): the patterns for a departure stated,
 * announced, told by its noun or in French, and what is not one (a denial, a supposition, a job left elsewhere to
 * found the company, a commitment that runs to a date). Split from red-flag-rules.ts, whose founder-departure rule
 * reads it; departed-holdings.ts reads it for a leaver's stake.
 */
import { isHedgedAt } from './assertion';
import { leaverDeparture, namesExecutive } from './leaver-words';
import { ceasedOffice } from './departure-ceased';
import { departureSaidSoftly } from './departure-softened';

const departureTitles = String.raw`\b(co-?founders?|founders?|ceo|cto|coo|cfo|cpo|cmo|chief [a-z]+ officer|managing director)\b`;
const departure = new RegExp(
  `${departureTitles}[^.;]{0,40}?\\b(until (january|february|march|april|may|june|july|august|september|october|november|december|(jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\\.?(?= (19|20)\\d\\d\\b)|(19|20)\\d\\d)|departed|resigned|stepped down|was (fired|dismissed|removed|let go)|exited the (company|business|team)|(is|'s|are|'re|will be|'ll be) leaving|will leave|walked away|moved on|stepped away|(has |have )?step(s|ped|ping)? back from (the|his|her|their) ((executive|operational|day-to-day|management) )?(business|company|role|operations|responsibilities|duties|functions|position)|step(s|ped|ping)? back from (day-to-day|operational|active|executive) (work|duties|role|involvement|operations|management|responsibilities)` +
    String.raw`|(left|quit|exited)(?=\s+(the (company|business|team|startup|firm)|us\b|recently|last\b|early\b|to (start|found|launch|build|join|pursue|set up)\b|(in )?(19|20)\d\d\b|(before|after|during) (his|her|their|the)\b|(in )?(january|february|march|april|may|june|july|august|september|october|november|december)\b|\w+ (weeks?|months?|years?) ago)|\s*[.,;(]|\s*$))`,
);
/** Parted ways: 'we parted ways with our CTO', 'nous nous sommes séparés de notre directeur financier'. */
const partedWays = /\b(parted ways with|let go of|dismissed|fired) (our|the|its|their) ([a-z]+ )?(co-?founder|founder|ceo|cto|coo|cfo|cmo)\b|\b(separes?|separee?) (de|d') ?(notre|son|leur) ([a-z]+ )?(co-?fondat\w+|cofondat\w+|fondat\w+|directeur \w+|directrice \w+|pdg|dg|ceo|cto|coo|cfo)\b/;
/**
 * Said around the title: 'who co-founded the company and left in 2021', 'our former COO's shares were bought back
 * when she left', 'notre ex-cofondateur, qui a rejoint un concurrent'.
 */
const departureAround = new RegExp(`\\b(who|qui) (co-?founded|founded|started|a (co-?)?fonde|a cree) [^.;]{0,40}\\b(and|puis|et) (later |then |since |a |l'a )?(left|departed|resigned|quit|stepped down|moved on|quitte\\w*|est partie?)\\b|${departureTitles}[^.;]{0,80}?\\bwhen (he|she|they) (left|departed|resigned|quit|stepped down)\\b|\\b(co-?founders?|founders?|ceo|cto|coo|cfo|cofondat\\w+|fondat\\w+|associee?s?)\\b[^.;]{0,30}\\b((has |have )?joined a (competitor|rival)|(a|ont) rejoint (un|une) (concurrent|autre (societe|entreprise|start-?up)))\\b`);
/** 'is no longer with the company': said of a founder or executive. */
/** 'he'll step down as COO', 'quittera ses fonctions de directrice financière', 'the CFO ... has tendered her resignation': the title after the verb, or a resignation handed in. */
const departureAs = new RegExp(String.raw`\b(will|'ll|is to|is going to|plans to|has decided to|decided to|agreed to) (step down|resign|stand down) as (our |the |its )?${departureTitles}|\b(quittera|quitteront|va quitter|vont quitter|a quitte|ont quitte) (ses|son|leurs?) (fonctions|poste|mandat) (de |d')(directeur|directrice|president|presidente|dg|pdg|co-?fondat\w+|cofondat\w+|fondat\w+)|${departureTitles}[^.;]{0,80}?\b(has |have |had )?(tendered|submitted|handed in|given) (his|her|their) (resignation|notice)\b`);
const noLongerWith = new RegExp(`${departureTitles}[^.;]{0,40}?\\b(is|are) no longer (with|at|part of) (the company|us|the business|the team)\\b`);
const departureNoun = /\b(departure|resignation|exit|loss) of (our|the|a|one|its) ([a-z]+ )?(co-?founder|founder|ceo|cto|coo|cfo)\b/;
/** Announced or indirect: 'plans to step down', 'has handed in her notice', 'announced his departure'. */
const departureAnnounced = new RegExp(`${departureTitles}[^.;]{0,80}?\\b((will|to|and) (leave|quit) (the|our) (company|business|firm)|(will|to) (hand over and )?(leave|depart)( us| the (company|business|firm|team))?(?= (in|at|by|after|before|once|when|end)\\b|\\s*[.,;]|\\s*$)|(plans?|intends?|is going|has decided|decided|is set|agreed) to (step down|leave|resign|depart)|(will|to) step down|is stepping down|handed in (his|her|their) (notice|resignation)|(will|to) hand over (his|her|their )?(role |duties |responsibilities )?to\\b|(his|her|their) last (working )?day (will be|is|was|at the company)|(has |had |have )?(submitted|tendered|handed in|sent|given) (a|her|his|their) letter( dated [^.;]{0,30}?)? (of resignation|resigning)|resign(ing|s|ed)? with effect from|announced (his|her|their) (departure|resignation|exit))\\b`);
const frenchTitles = String.raw`\b(co-?fondat(eur|rice)s?|cofondat(eur|rice)s?|fondat(eur|rice)s?|pdg|dg|directeur (general|technique|financier|commercial|des operations|administratif et financier)|directrice (generale|technique|financiere|commerciale|des operations|administrative et financiere)|daf|ceo|cto|coo|cfo)\b`;
/** French: 'a quitté la société', 'a démissionné', 'a annoncé son départ', 'quittera l'entreprise', 'le départ de notre CTO'. */
const departureFrench = new RegExp(`${frenchTitles}[^.;]{0,50}?\\b(a quitte\\w*|ont quitte\\w*|nous a quitte\\w*|quittera|quitteront|va quitter|vont quitter|a demissionne|ont demissionne|a ete (licencie|revoque|remercie)e?|s'est retire|a annonce (son|sa|leur) (depart|demission)|a annonce qu'(il|elle) (quitterait|partirait|quittera|partira)|(a|ont) (remis|presente|donne) (sa|leur) demission|(son|leur) dernier jour (sera|est|a ete)|(malgre|apres|depuis|avant) (son|sa|leur) (depart|demission)|jusqu'(en|au|a) |prevoit de (partir|quitter)|partira|quitterait|quitteraient|quittera ses fonctions|quitte (l'entreprise|la societe|ses fonctions|l'equipe|le navire)|quittent (l'entreprise|la societe)|est partie? (rejoindre|chez|pour)|,? (est |sont )?partie?s? (en (19|20)\\d\\d|en (janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre)|l'an dernier|l'annee derniere|depuis|il y a)|sont partis (rejoindre|chez|pour)|n'est plus (dans|avec|au sein de) (l'entreprise|la societe|nous|l'equipe|la start-?up))\\b|\\b(depart|demission) (de notre|du|de la|de l'|de son) ?${frenchTitles}|\\b(depart|demission) de (m\\.?|mme|monsieur|madame|mlle)\\s+[a-z'-]+( [a-z'-]+){0,2},\\s?(notre )?${frenchTitles}`);
/**
 * Announced in other words: 'cofondateur, indique qu'il ne sollicitera pas le renouvellement de son mandat de directeur
 * général', 'directrice financière, nous a fait part de son souhait de rejoindre la BDEAC', 'Hawa has decided to hand
 * over the CEO role'. A term not renewed, a wish to join another employer, a role handed over: a leaving announced.
 */
const departureInOtherWords = new RegExp(String.raw`${frenchTitles}[^.;]{0,50}?\b(ne (sollicitera|demandera|briguera) pas (le )?(renouvellement de (son|sa|leur) mandat|(de )?nouveau mandat)|(a|ont) fait part de (son|sa|leur) (souhait|intention|decision) de (quitter|rejoindre|partir)|(son|leur) souhait de (quitter|rejoindre) )|\b(has decided|decided|plans?|intends?|is going|agreed) to hand over (the |his |her |their )?(ceo|cto|coo|cfo|managing director|chief [a-z]+ officer) (role|job|position|post|seat)\b`);

/** 'resigned from Standard Bank to found KopaPay': the job left is a former employer's, not ours. */
// Or a venture or post called earlier ('after leaving her previous venture', 'previously engineering manager at a fintech,
// which he left in 2021'): what was left is the place named before, not this company.
const leftEmployer = /\b(resigned|stepped down|left|quit) (from )?(his|her|their|my|a|senior|top)? ?(jobs?|roles?|positions?|careers?|posts?) (at|with|in)\b|\b(leaving|left|quitting|quit) (his|her|their|my|a|an) (previous|former|prior|earlier|last) (venture|company|employer|start-?up|job|role|firm|business|post|position)\b|\b(previously|formerly|before that)\b[^.;]{0,80}, (which|where) (he|she|they) (left|quit|resigned)\b|\b(resigned|stepped down) from (?!(the|our) (company|board|business|team)|(his|her|their) (role|position|post)s? (as|of))/;
/** 'a quitté Orange en 2019 pour créer la société': a former employer left to found this one. */
// 'a quitté Djibouti Telecom en 2022 pour nous rejoindre': the employer's name may be of several words.
const leftToFoundFrench = /\ba quitte [a-z]+ (en (19|20)\d\d )?pour (creer|fonder|cofonder|lancer|monter|rejoindre)\b|\ba quitte (?!(la societe|l'entreprise|la start-?up|notre|nos|ses fonctions|son poste|ses mandats?|son mandat|l'equipe)\b)[^.;]{1,60}?\bpour nous rejoindre\b|\ba quitte son (poste|emploi) (chez|a|au|de)\b/;
/**
 * Another employer or post left before founding this one, said as a phrase, the year or a lapse on either side: 'a quitté
 * en 2015 un grossiste alimentaire pour créer la Société', 'a quitté en 2016 la direction d'exploitation d'une société de
 * pêche, deux ans avant de fonder la société'. What was left is not the company itself ('a quitté la société pour ...' is
 * a leaving), and what was founded is not the leaver's own other venture ('pour créer sa propre entreprise' is one too).
 */
const leftFirmToFoundFrench = /\ba quitte (en (19|20)\d\d )?(?!(la societe|l'entreprise|la start-?up|notre|nos|ses fonctions|son poste|ses mandats?|son mandat|l'equipe)\b)[^.;]{1,90}?\b(pour|afin de|avant de) (creer|fonder|cofonder|lancer|monter|demarrer) (?!(sa|son|ses|leur|leurs|une?|une autre|un autre)\b)/;
/** 'left Google to found Kopa': the company founded is this one; 'to start something new' names none, so it is a leaving. */
const toFoundUs = /\bto (start|found|co-found|launch|build|create|set up|join) (the company|this company|the business|us|our company)\b|\bto (start|found|co-found|launch|create) (?!(his|her|their|a|an|another|its|my|something|anything|afresh|again|over)\b)[a-z]+\b(?! (company|business|startup|firm|competitor))/;
/** 'which he left in 2017 before starting Kuwanga': the same, told as what came before the founding; 'before starting the migration' names no company. */
const beforeFoundingUs = /\b(before|and then|then went on to) (starting|founding|co-founding|launching|creating|setting up|found|start|launch|create|set up) (the company|this company|the business|our company|us)\b|\b(before|and then|then went on to) (starting|founding|co-founding|launching|creating|found|start|launch|create) (?!(his|her|their|a|an|another|its|my|something|anything|afresh|again|over|the|our|this|that|these|those|work|working|on|in|at)\b)[a-z]+\b(?! (company|business|startup|firm|competitor))/;
/** 'No co-founder has left', 'none of the founders have left', 'our CTO has not left'. */
const negatedDeparture = /\b(no|none of (the|our)|neither|not one|nobody|never|aucun|aucune|ni)\b[^.;]{0,30}\b(co-?founders?|founders?|executives?|ceo|cto|coo|cfo|fondat\w+|cofondat\w+|dirigeants?)\b|\b(neither|none) (of (them|us|the two|the three) )?(has|have|is|are|will)\b|\b(has|have|did|had|will) (not|never)\b|\b(hasn't|haven't|didn't|won't)\b|\bn'(a|ont) (pas|jamais)\b|\bne (va|vont|quittera) pas\b|\b(not|pas|ni) (a |an |un |une |one of the )?(co-?founders?|founders?|executives?|cofondat\w+|fondat\w+|dirigeante?s?)\b/;

/**
 * The departure said after it not to happen, or withdrawn: 'Le départ de notre directeur technique, un temps envisagé,
 * n'aura pas lieu', "our CFO's resignation was withdrawn", 'the CEO's planned exit has been called off', 'a retiré sa démission'.
 */
const departureCalledOff = /^[^.;:]{0,80}?\b(n'(aura|a) (finalement |donc )?pas (eu )?lieu|(a ete|est|sera) (finalement )?(annulee?|abandonnee?)|will not (happen|take place|go ahead)|won't (happen|take place|go ahead)|did not (happen|take place|go ahead)|(has been|was|is) (called off|cancell?ed|withdrawn|rescinded|retracted))\b/;
const departureNounWord = /\b(departure|resignation|resigning|exit|retirement|depart|demission|retraite)\b/;
const withdrawnResignation = /\b(withdrew|has withdrawn|have withdrawn|retracted|rescinded) (his|her|their) (resignation|notice)\b|\b(a|ont) retire (sa|leur) demission\b|\b(est|sont) revenue?s? sur (sa|leur) (demission|decision de (partir|quitter))\b/;

/**
 * A commitment that runs to a date, or a lock-up or vesting period that does ('notre pacte prévoit une période de
 * blocage jusqu'en 2027', 'a lock-up until 2027'): the date bounds the shares' transfer, not a tenure.
 */
const committedUntil = /\b(engage\w*|s'engag\w+|committed|locked in|rest(e|ent|er|era|eront)|stays?|remains?|a temps plein|full[- ]time|blocage|lock-?up|inalienabilite|incessibilite|indisponibilite|standstill|vesting|acquisition progressive)\b[^.;]{0,30}$/;

export function isDeparture(raw: string): boolean {
  // '(co-founder; left 2023)': inside a parenthesis a semicolon separates one person's attributes, not two clauses.
  const lower = raw.includes('(') ? raw.replace(/\([^()]*\)/g, (inside) => inside.replace(/;/g, ',')) : raw;
  // The first seven patterns all name a title (leaver-words.ts's short test), the rest may not.
  const m = (namesExecutive(lower) ? departure.exec(lower) ?? departureNoun.exec(lower) ?? departureAnnounced.exec(lower) ?? departureFrench.exec(lower) ?? noLongerWith.exec(lower) ?? partedWays.exec(lower) ?? departureInOtherWords.exec(lower) : null) ?? departureAround.exec(lower) ?? departureAs.exec(lower) ?? leaverDeparture(lower) ?? ceasedOffice(lower) ?? departureSaidSoftly(lower);
  // 'ne quittera pas', 'will not be leaving': the denial may follow the verb.
  if (!m || negatedDeparture.test(lower.slice(0, m.index + m[0].length)) || /^\s*(pas|jamais|plus)\b/.test(lower.slice(m.index + m[0].length))) return false;
  // 'Le départ de notre DG, un temps envisagé, n'aura pas lieu', 'she withdrew her resignation': no one leaves.
  // Only a departure said by its noun is what the words after call off ('Our COO resigned and the round was called off' is a departure).
  if ((departureNounWord.test(m[0]) && departureCalledOff.test(lower.slice(m.index + m[0].length))) || withdrawnResignation.test(lower)) return false;
  // 'Both founders ..., and neither plans to leave': the denial stands just before the verb, after the title.
  if (/\b(neither|nor|none|nobody|no one|not|never|ni|aucun|aucune|personne)\b(\s+\w+){0,3}\s*$/.test(lower.slice(0, m.index + m[0].length).replace(/\s*\b(leave|quit|resign|step down|depart|partir|quitter)\b\s*$/, ''))) return false;
  // 'engagés jusqu'en 2030', 'committed until 2030': a commitment that runs to a date, not a tenure that ended.
  if (/\b(until|jusqu')/.test(m[0]) && committedUntil.test(lower.slice(0, m.index + m[0].search(/\b(until|jusqu')/)))) return false;
  // 'If our CTO left, ...', 'si notre directeur technique quittait ...': a supposition, not a departure.
  if (isHedgedAt(lower, m.index) || /\b(si|if)\b/.test(lower.slice(Math.max(0, m.index - 30), m.index))) return false;
  return !leftEmployer.test(lower) && !leftElsewhereToFound(lower);
}

/**
 * Another business named as what was left, before the leaving in a relative clause: 'Nile Swift Couriers Ltd, the
 * courier business he co-founded and left in 2021', 'the bank which she left in 2019', 'la société qu'il a cofondée
 * puis quittée en 2021'. The antecedent is not the company the text is about ('the company', 'la société' alone).
 */
const otherBusinessLeft = /\b(?<!\b(the|this|our|la|notre|cette) )(business|company|firm|start-?up|venture|employer|bank|group|agency|societe|entreprise|banque|cabinet|groupe)\b (that |which |whom )?(he|she|they|il|elle) ([a-z-]+ (and|then) )?(left|quit)\b|\b(?<!\b(the|this|our|la|notre|cette) )(business|company|firm|start-?up|venture|employer|bank|group|agency|societe|entreprise|banque|cabinet|groupe)\b [a-z]{0,20} ?qu'(il|elle|ils|elles) (a|ont) (\w+ (et|puis) )?quittee?s?\b/;

/** A job left elsewhere to found or join this company ('left Google to found Kopa', 'a quitté un grossiste pour créer la Société'): no one left the company. */
export function leftElsewhereToFound(lower: string): boolean {
  return toFoundUs.test(lower) || beforeFoundingUs.test(lower) || leftToFoundFrench.test(lower) || leftFirmToFoundFrench.test(lower) || otherBusinessLeft.test(lower);
}
