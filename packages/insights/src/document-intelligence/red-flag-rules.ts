/**
 * The red-flag rule set, sentence by sentence. Each rule reads one sentence and returns
 * the severity it warrants, or null. Patterns look for the claim itself, not a topic
 * word: 'no pending litigation' is not a litigation flag, 'left Google to found X' is not
 * a founder departure. Rules that need the whole document live in red-flags.ts.
 */
import type { DocumentType } from '@baobab/contracts/enums';
import type { SentenceFacts } from './sentence-facts';
import type { RiskCategory, Severity } from './types';

export interface SentenceRule {
  id: string;
  category: RiskCategory;
  title: string;
  recommendation: string;
  /** Document types the rule applies to; all when absent. */
  documentTypes?: readonly DocumentType[];
  test(sentence: SentenceFacts): Severity | null;
}

const revenueWords = /\b(revenues?|sales|income|gmv|volume|business|turnover|bookings|billings)\b/;
const customerWords = /\b(customers?|clients?|buyers?|accounts?|offtakers?|distributors?)\b/;
const concentrationWords = /\b(largest|biggest|top|single|one|main|key|anchor|major)\b|\b(accounts? for|represents?|makes? up|contributes?)\b/;
const departureTitles = String.raw`\b(co-?founders?|founders?|ceo|cto|coo|cfo|cpo|chief [a-z]+ officer)\b`;
const departure = new RegExp(
  `${departureTitles}[^.;]{0,40}?\\b(departed|resigned|stepped down|was (fired|dismissed|removed)|exited the (company|business|team)|is leaving|will leave|walked away` +
    String.raw`|(left|quit)(?=\s+(the (company|business|team|startup|firm)|us\b|recently|last\b|in (19|20)\d\d|\w+ (weeks?|months?|years?) ago)|\s*[.,;]|\s*$))`,
);
const departureNoun = /\b(departure|resignation|exit|loss) of (our|the|a|one|its) ([a-z]+ )?(co-?founder|founder|ceo|cto|coo|cfo)\b/;
const startedSomethingElse = /\bto (start|found|co-found|launch|build|create|join us)\b/;
const litigation = /\b(litigation|lawsuits?|law suits?|sued|suing|legal action|legal proceedings|court case|arbitration|injunction|class action|legal dispute)\b/;
const negatedLitigation = /\b(no|not|nor|never|without|free of|none|zero)\b[^.;]{0,40}\b(litigation|lawsuits?|legal action|legal proceedings|disputes?|claims|arbitration|court)\b/;
const relatedParty = /\b(related[- ]part(y|ies)|owned by (the|our|a) (ceo|cto|founder|co-?founder|director)|(founder|ceo|director|shareholder)'?s? (family|relative|brother|sister|wife|husband|spouse|cousin|own company)|loans? (from|to) (the |a |our )?(founder|director|ceo|shareholder)s?)\b/;
const futureWords = /\b(will|project(ed|ion|ions|s)?|forecast(s|ed)?|expect(ed|s)?|plan(s|ned)? to|target(s|ing)?|by 20\d\d|next (year|\w+ years)|within \w+ (months|years)|going to)\b/;
const growthWords = /\b(grow|growth|increase|scale|revenue|users|customers|reach)\b/;
const multiplierClaim = /\b(\d+(?:\.\d+)?)\s?x\b/;
const noCompetition = /\b(no|zero|there (is|are) no|without any|do not have any|don't have any|have no|faces? no)\s+(direct\s+|real\s+|serious\s+|known\s+)?(competitors?|competition)\b/;
const founderStake = /\b(founders?|founding team|co-?founders?)\b[^.;%]{0,40}?\b(own|owns|hold|holds|retain|retains|control|controls)\b[^.;%\d]{0,20}(\d+(?:\.\d+)?)\s?%/;
const investorStake = /\b(investors?|fund|vc|lender)\b[^.;%]{0,40}?\b(own|owns|hold|holds|control|controls)\b[^.;%\d]{0,20}(\d+(?:\.\d+)?)\s?%/;
const deadEquity = /\b(former|departed|ex-?|previous)\s?(co-?founders?|founders?|ctos?|ceos?|employees?)\b[^.;]{0,60}\b(own|owns|hold|holds|retain|retains|still has|keeps?|kept)\b|\bdead equity\b/;
const messyCapTable = /\b(messy|complicated|complex|unclear|disputed|unresolved|fragmented)\s+cap(itali[sz]ation)? table\b|\bcap(itali[sz]ation)? table\b[^.;]{0,30}\b(messy|complicated|complex|unclear|disputed|unresolved|fragmented)\b/;
const severeRegulatory = /\b(unlicensed|operating without (a |the )?(licen[cs]e|permit|approval)|licen[cs]e (was |has been )?(revoked|suspended|withdrawn|cancelled)|(fined|sanctioned|penali[sz]ed|shut down) by|regulatory (investigation|probe|sanctions?|fines?|penalt(y|ies)|action)|under investigation)\b/;
const pendingRegulatory = /\b(licen[cs]e (application|is pending|pending|not yet)|(awaiting|pending|yet to (receive|obtain|secure)|applied for)\b[^.;]{0,30}\b(licen[cs]e|approval|permit|registration)|regulatory (risk|uncertainty|changes?)|not yet (registered|licensed|incorporated))\b/;
const runway = /\brunway\b[^.;\d]{0,25}(\d+(?:\.\d+)?)\s?months?\b|\b(\d+(?:\.\d+)?)\s?months?\s+(of\s+)?(cash\s+)?runway\b/;
const decliningRevenue = /\b(revenues?|sales|arr|mrr|gmv|turnover)\b[^.;]{0,40}\b(declined|decreased|fell|dropped|shrank|contracted|went down|(is|was) down)\b/;
const debtDistress = /\b(defaulted on|default on|in default|breach(ed)? (of )?(a |the |our )?(loan |debt )?covenants?|covenant breach|overdue (loans?|debts?|payments|taxes)|in arrears|tax arrears|unpaid (taxes|salaries|wages))\b/;

function stakeBelow(pattern: RegExp, lower: string): number | null {
  const m = pattern.exec(lower);
  return m ? Number(m[m.length - 1]) : null;
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
    test: (s) => ((departure.test(s.lower) || departureNoun.test(s.lower)) && !startedSomethingElse.test(s.lower) ? 'high' : null),
  },
  {
    id: 'litigation', category: 'litigation', title: 'Litigation or a legal dispute is mentioned',
    recommendation: 'Disclose the parties, the amount at stake, the stage of proceedings and counsel\'s assessment.',
    test: (s) => (litigation.test(s.lower) && !negatedLitigation.test(s.lower) ? 'high' : null),
  },
  {
    id: 'related-party', category: 'related-party', title: 'Related-party dealings',
    recommendation: 'List related-party transactions with their terms and show they were approved at arm\'s length.',
    test: (s) => (relatedParty.test(s.lower) ? 'medium' : null),
  },
  {
    id: 'unrealistic-growth', category: 'growth-claims', title: 'Projected growth looks unrealistic',
    recommendation: 'Tie projections to a bottom-up model (customers × price × conversion) and show the assumptions behind each year.',
    test: (s) => {
      if (!futureWords.test(s.lower) || !growthWords.test(s.lower)) return null;
      const multiple = Number(multiplierClaim.exec(s.lower)?.[1] ?? 0);
      return Math.max(0, ...s.percents) >= 300 || multiple >= 10 || s.lower.includes('hockey stick') ? 'medium' : null;
    },
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
      const stake = stakeBelow(founderStake, s.lower);
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
    test: (s) => (deadEquity.test(s.lower) ? 'high' : null),
  },
  {
    id: 'cap-table-complexity', category: 'cap-table', title: 'The cap table is described as unclear',
    recommendation: 'Reconcile the cap table with the share register and every SAFE, note and option grant before the round.',
    test: (s) => (messyCapTable.test(s.lower) ? 'medium' : null),
  },
  {
    id: 'regulatory', category: 'regulatory', title: 'Regulatory or licence issue',
    recommendation: 'List the licences the business needs, their status and timeline, and the plan if approval is delayed.',
    test: (s) => (severeRegulatory.test(s.lower) ? 'high' : pendingRegulatory.test(s.lower) ? 'medium' : null),
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
    test: (s) => (decliningRevenue.test(s.lower) ? 'medium' : null),
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
];
