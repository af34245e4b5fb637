/**
 * The red-flag rule set, sentence by sentence. Each rule reads one sentence and returns
 * the severity it warrants, or null. Patterns look for the claim itself, not a topic
 * word: 'no pending litigation' or a dismissed lawsuit is not a litigation flag, 'left Google
 * to found X' is not a founder departure but 'left to start his own company' is, and a departed
 * co-founder's stake is not the founders' stake. Rules reading a metric's figures live in
 * red-flag-rules-metrics.ts; rules that need the whole document in red-flags.ts,
 * unit-economics.ts and departed-holdings.ts.
 */
import type { SentenceRule } from './sentence-rule';
import { metricRules } from './red-flag-rules-metrics';

const revenueWords = /\b(revenues?|sales|income|gmv|volume|business|turnover|bookings|billings)\b/;
const customerWords = /\b(customers?|clients?|buyers?|accounts?|offtakers?|distributors?|retailers?|chains?|groups?|hotels?|supermarkets?|brands?|partners?|restaurants?)\b/;
const concentrationWords = /\b(largest|biggest|top|single|one|main|key|anchor|major)\b|\b(accounts? for|represents?|makes? up|contributes?)\b/;
const departureTitles = String.raw`\b(co-?founders?|founders?|ceo|cto|coo|cfo|cpo|chief [a-z]+ officer)\b`;
const departure = new RegExp(
  `${departureTitles}[^.;]{0,40}?\\b(departed|resigned|stepped down|was (fired|dismissed|removed|let go)|exited the (company|business|team)|is leaving|will leave|walked away|moved on` +
    String.raw`|(left|quit)(?=\s+(the (company|business|team|startup|firm)|us\b|recently|last\b|early\b|to (start|found|launch|build|join|pursue|set up)\b|in (19|20)\d\d|in (january|february|march|april|may|june|july|august|september|october|november|december)\b|\w+ (weeks?|months?|years?) ago)|\s*[.,;(]|\s*$))`,
);
const departureNoun = /\b(departure|resignation|exit|loss) of (our|the|a|one|its) ([a-z]+ )?(co-?founder|founder|ceo|cto|coo|cfo)\b/;
/** 'resigned from Standard Bank to found KopaPay': the job left is a former employer's, not ours. */
const leftEmployer = /\b(resigned|stepped down|left|quit) (from )?(his|her|their|my|a|senior|top)? ?(jobs?|roles?|positions?|careers?|posts?) (at|with|in)\b|\b(resigned|stepped down) from (?!(the|our) (company|board|business|team)|(his|her|their) (role|position|post)s? (as|of))/;
const toFoundUs = /\bto (start|found|co-found|launch|build|create|set up|join) (the company|this company|the business|us|our company)\b|\bto (start|found|co-found|launch|create) (?!(his|her|their|a|an|another|its|my)\b)[a-z]+\b(?! (company|business|startup|firm|competitor))/;
/** 'No co-founder has left', 'none of the founders have left', 'our CTO has not left'. */
const negatedDeparture = /\b(no|none of (the|our)|neither|not one|nobody|never)\b[^.;]{0,30}\b(co-?founders?|founders?|executives?|ceo|cto|coo|cfo)\b|\b(has|have|did|had|will) (not|never)\b|\b(hasn't|haven't|didn't|won't)\b/;
const litigation = /\b(litigation|lawsuits?|law suits?|sued|suing|legal action|legal proceedings|court case|arbitration|injunction|class action|legal dispute|(a|the) suit (filed|brought)|filed (a|an) (suit|claim|case|petition)|(industrial|high|commercial|federal|supreme) court|tribunal)\b/;
const negatedLitigation = /\b(no|not|nor|never|without|free of|none|zero)\b[^.;]{0,40}\b(litigation|lawsuits?|legal action|legal proceedings|disputes?|claims|arbitration|court)\b/;
/** A case that ended ('dismissed', 'settled', 'withdrawn') is history, not pending litigation... */
const closedCase = /\b(dismissed|struck out|thrown out|withdrawn|settled|resolved|closed|concluded|ruled in (our|the company's) favou?r|won|discontinued|dropped)\b/;
/** ...unless the sentence goes on to say it is alive again. */
const reopened = /\b(appeal(ed|s|ing)?|reopened|pending|ongoing|still (open|active|running)|refiled|re-filed)\b/;
const relatedParty = /\b(related[- ]part(y|ies)|owned by (the|our|a) (ceo|cto|founder|co-?founder|director)|(founder|ceo|director|shareholder)'?s? (family|relative|brother|sister|wife|husband|spouse|cousin|own company)|loans? (from|to) (the |a |our )?(founder|director|ceo|shareholder)s?)\b/;
const noCompetition = /\b(no|zero|there (is|are) no|without any|do not have any|don't have any|have no|faces? no)\s+(direct\s+|real\s+|serious\s+|known\s+)?(competitors?|competition)\b/;
const founderStake = /\b(founders?|founding team|co-?founders?)('s?)?\b[^.;%]{0,40}?\b(own|owns|hold|holds|retain|retains|control|controls|stake (is|of|at)|ownership (is|of|at))\b[^.;%\d]{0,20}(\d+(?:\.\d+)?)\s?%/g;
/** A departed co-founder's stake is not the founders' stake: 'a former co-founder holds 20%', 'the co-founder who left holds 20%'. */
const departedHolder = /\b(former|departed|departing|ex-?|previous)\s?$|\b(who|that) (left|departed|resigned|quit)\b|\b(left|departed)\b/;
/** '... 55%, including 20% held by a co-founder who left': the part to take away from the founders' figure. */
const departedPart = /\b(including|of which|incl\.?)\b[^.;%\d]{0,10}(\d+(?:\.\d+)?)\s?%[^.;]{0,40}\b(former|departed|who left|who has left|ex-?co-?founder|no longer with)/;
const investorStake = /\b(investors?|fund|vc|lender)\b[^.;%]{0,40}?\b(own|owns|hold|holds|control|controls)\b[^.;%\d]{0,20}(\d+(?:\.\d+)?)\s?%/;
const deadEquity = /\b(former|departed|ex-?|previous)\s?(co-?founders?|founders?|ctos?|ceos?|employees?)\b[^.;]{0,60}\b(own|owns|hold|holds|retain|retains|still has|keeps?|kept)\b|\b(co-?founders?|founders?|cto|ceo|coo) (who|that) (left|departed|resigned|quit)\b[^.;]{0,60}\b(own|owns|hold|holds|retain|retains|still has|keeps?|kept)\b|\bheld by (a|the|our|one) (former |departed )?(co-?founder|founder|cto|ceo|coo|employee) (who|that) (left|departed|resigned|quit)\b|\bdead equity\b|\bdeparted\b[^.;]{0,40}\b(stake|shares)\b/;
/** Leavers' shares that were bought back are no longer dead equity. */
const equityReturned = /\b(bought back|repurchased|returned|forfeited|cancell?ed|transferred back|reverted|holds? no|no longer (holds?|owns?)|vested shares only)\b/;
const messyCapTable = /\b(messy|complicated|complex|unclear|disputed|unresolved|fragmented)\s+cap(itali[sz]ation)? table\b|\bcap(itali[sz]ation)? table\b[^.;]{0,30}\b(messy|complicated|complex|unclear|disputed|unresolved|fragmented)\b/;
const severeRegulatory = /\b(unlicensed|operating without (a |an |the )?([a-z]+ )?(licen[cs]e|permit|approval)|licen[cs]e (was |has been )?(revoked|suspended|withdrawn|cancelled)|(fined|sanctioned|penali[sz]ed|shut down) by|regulatory (investigation|probe|sanctions?|fines?|penalt(y|ies)|action)|under investigation)\b/;
const regulatoryUncertainty = /\b(regulatory (risk|uncertainty|changes?)|not yet incorporated)\b/;
const runway = /\brunway\b[^.;\d]{0,25}(\d+(?:\.\d+)?)\s?months?\b|\b(\d+(?:\.\d+)?)\s?months?\s+(of\s+)?(cash\s+)?runway\b/;
/** 'Revenue of GHS 12.4 million, compared with GHS 14.9 million in 2023': this year's figure first, then last year's. */
const revenueComparedWith = /^\W*(revenues?|sales|turnover)\b(?! per)[^;]{0,60}?\b(compared (with|to)|versus|vs\.?|against|down from)\b|^\W*(revenues?|sales|turnover)\b(?! per)[^;(]{0,40}\((fy\s?)?20\d\d:/;
const decliningRevenue = /\b(revenues?|sales|arr|mrr|gmv|turnover)\b[^.;]{0,40}\b(declined|decreased|fell|dropped|shrank|contracted|went down|(is|was) down)\b/;
const debtDistress = /\b(defaulted on|default on|in default|breach(ed)? (of )?(a |the |our )?(loan |debt )?covenants?|covenant breach|overdue (loans?|debts?|payments|taxes)|in arrears|tax arrears|unpaid (taxes|salaries|wages))\b/;

function stakeBelow(pattern: RegExp, lower: string): number | null {
  const m = pattern.exec(lower);
  return m ? Number(m[m.length - 1]) : null;
}

/** The founders' stake a sentence states, less any part it says a departed founder holds; null when none. */
function activeFounderStake(lower: string): number | null {
  founderStake.lastIndex = 0;
  for (let m = founderStake.exec(lower); m; m = founderStake.exec(lower)) {
    if (departedHolder.test(lower.slice(Math.max(0, m.index - 12), m.index)) || departedHolder.test(m[0])) continue;
    const departed = departedPart.exec(lower.slice(m.index));
    return Number(m[m.length - 1]) - (departed ? Number(departed[2]) : 0);
  }
  return null;
}

export function isDeparture(lower: string): boolean {
  const m = departure.exec(lower) ?? departureNoun.exec(lower);
  if (!m || negatedDeparture.test(lower.slice(0, m.index + m[0].length))) return false;
  return !leftEmployer.test(lower) && !toFoundUs.test(lower);
}

export const sentenceRules: readonly SentenceRule[] = [
  {
    id: 'customer-concentration', category: 'customer-concentration', title: 'Revenue depends on a few customers',
    recommendation: 'Show the revenue split by customer and a plan to diversify; expect investors to ask for contract terms of the largest accounts.',
    test: (s) => {
      if (!customerWords.test(s.lower) || !concentrationWords.test(s.lower) || !revenueWords.test(s.lower)) return null;
      const share = Math.max(0, ...s.percents);
      return share >= 50 ? 'high' : share >= 30 ? 'medium' : null;
    },
  },
  {
    id: 'founder-departure', category: 'team', title: 'A founder or executive has left',
    recommendation: 'Explain the departure, who now covers the role, and what happened to the leaver\'s equity.',
    test: (s) => (isDeparture(s.lower) ? 'high' : null),
  },
  {
    id: 'litigation', category: 'litigation', title: 'Litigation or a legal dispute is mentioned',
    recommendation: 'Disclose the parties, the amount at stake, the stage of proceedings and counsel\'s assessment.',
    test: (s) => {
      if (!litigation.test(s.lower) || negatedLitigation.test(s.lower)) return null;
      const closed = closedCase.exec(s.lower);
      return closed && !reopened.test(s.lower.slice(closed.index)) ? null : 'high';
    },
  },
  {
    id: 'related-party', category: 'related-party', title: 'Related-party dealings',
    recommendation: 'List related-party transactions with their terms and show they were approved at arm\'s length.',
    test: (s) => (relatedParty.test(s.lower) ? 'medium' : null),
  },
  {
    id: 'no-competition', category: 'competition', title: 'Claims to have no competition',
    recommendation: 'Name the alternatives customers use today (including doing nothing) and why they switch.',
    test: (s) => (noCompetition.test(s.lower) ? 'medium' : null),
  },
  {
    id: 'low-founder-ownership', category: 'cap-table', title: 'Founders hold a small stake',
    recommendation: 'Show the fully diluted cap table; a founder stake under 40% before later rounds weakens incentives.',
    test: (s) => {
      const stake = activeFounderStake(s.lower);
      return stake === null ? null : stake < 20 ? 'high' : stake < 40 ? 'medium' : null;
    },
  },
  {
    id: 'investor-control', category: 'cap-table', title: 'An investor holds control',
    recommendation: 'Explain the governance rights attached to the controlling stake and how founders keep decision rights.',
    test: (s) => ((stakeBelow(investorStake, s.lower) ?? 0) >= 50 ? 'medium' : null),
  },
  {
    id: 'dead-equity', category: 'cap-table', title: 'Departed people still hold equity',
    recommendation: 'Show vesting and buy-back terms for leavers; unvested shares held by former team members are usually repurchased.',
    test: (s) => (deadEquity.test(s.lower) && !equityReturned.test(s.lower) ? 'high' : null),
  },
  {
    id: 'cap-table-complexity', category: 'cap-table', title: 'The cap table is described as unclear',
    recommendation: 'Reconcile the cap table with the share register and every SAFE, note and option grant before the round.',
    test: (s) => (messyCapTable.test(s.lower) ? 'medium' : null),
  },
  {
    id: 'regulatory', category: 'regulatory', title: 'Regulatory or licence issue',
    recommendation: 'List the licences the business needs, their status and timeline, and the plan if approval is delayed.',
    test: (s) => (severeRegulatory.test(s.lower) ? 'high' : regulatoryUncertainty.test(s.lower) ? 'medium' : null),
  },
  {
    id: 'short-runway', category: 'financial-health', title: 'Short cash runway',
    recommendation: 'Show a bridge plan: costs that can be cut, and the runway after this round.',
    test: (s) => {
      const m = runway.exec(s.lower);
      const months = m ? Number(m[1] ?? m[2]) : Infinity;
      return months < 6 ? 'high' : months < 9 ? 'medium' : null;
    },
  },
  {
    id: 'going-concern', category: 'financial-health', title: 'Going-concern doubt',
    recommendation: 'Explain the auditor\'s going-concern note and the funding that resolves it.',
    test: (s) => (/\bgoing concern\b/.test(s.lower) && /\b(doubt|uncertaint|material|ability to continue)/.test(s.lower) ? 'high' : null),
  },
  {
    id: 'declining-revenue', category: 'financial-health', title: 'Revenue is declining',
    recommendation: 'Explain the cause of the decline and show the most recent months\' trend.',
    test: (s) => {
      if (decliningRevenue.test(s.lower)) return 'medium';
      const [current, previous] = s.money;
      const comparable = current && previous && current.currency === previous.currency && revenueComparedWith.test(s.lower);
      return comparable && current.amount < previous.amount ? 'medium' : null;
    },
  },
  {
    id: 'debt-distress', category: 'financial-health', title: 'Debt default, covenant breach or arrears',
    recommendation: 'Disclose the creditor, the amount and the agreed remedy, and whether new money will repay it.',
    test: (s) => (debtDistress.test(s.lower) ? 'high' : null),
  },
  {
    id: 'audit-opinion', category: 'financial-health', title: 'Accounts are unaudited or the audit opinion is modified',
    recommendation: 'Provide audited accounts, or explain the qualification and how it was resolved.',
    documentTypes: ['financial_statements'],
    test: (s) => (/\b(qualified|adverse) (audit )?opinion|disclaimer of opinion\b/.test(s.lower) ? 'high' : /\bunaudited\b/.test(s.lower) ? 'low' : null),
  },
  ...metricRules,
];
