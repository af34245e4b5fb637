/**
 * The plain facts the engines read. The server maps database rows to these shapes;
 * the engines never see a row, a request or the clock.
 */
import type { InvestorType } from '@baobab/contracts/enums';

export interface StartupFacts {
  id: number;
  name: string;
  description: string;
  /** Form value, e.g. 'FinTech'. */
  sector: string;
  /** Form region, e.g. 'Africa'. */
  region: string;
  country: string | null;
  city: string | null;
  /** 'Pre-Seed' … 'Growth'. */
  fundingStage: string;
  raisingAmountUsd: number | null;
  teamSize: number;
  businessModel: string;
  tractionUsers: number | null;
  monthlyRevenueUsd: number | null;
  foundedYear: number | null;
  website: string | null;
  hasLogo: boolean;
}

/**
 * What matching reads of an investor besides the thesis text. The investor index keeps these for
 * every investor and the thesis only as TF-IDF weights (investor-matching.ts).
 */
export interface InvestorCriteria {
  id: number;
  name: string;
  type: InvestorType;
  minTicketUsd: number;
  maxTicketUsd: number;
  averageTicketUsd: number;
  preferredSectors: string[];
  preferredGeographies: string[];
  preferredStages: string[];
}

export interface InvestorFacts extends InvestorCriteria {
  investmentThesis: string;
}

export interface PersonFacts {
  id: string;
  /** Display name, e.g. 'Ada Obi'; summaries name the person by it (headline when empty). */
  name: string;
  userType: 'founder' | 'investor' | null;
  headline: string | null;
  bio: string | null;
  location: string | null;
  skills: string[];
  interests: string[];
  experienceLevel: string | null;
  isOpenToWork: boolean;
  isOpenToCofounder: boolean;
  isOpenToInvest: boolean;
  sectors: string[];
}

export interface JobFacts {
  id: number;
  title: string;
  description: string;
  category: string;
  jobType: string;
  location: string;
  isRemote: boolean;
}
