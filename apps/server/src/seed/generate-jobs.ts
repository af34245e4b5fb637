/**
 * One job posted by a startup's founder: the type decides the category (advisors advise,
 * co-founders are offered equity rather than salary), the city decides the pay.
 */
import type { jobCategories, jobTypes } from '@baobab/contracts/enums';
import type { StartupDraft } from './generate-startups';
import type { Random } from './random';
import { asciiSlug, fill, hundredthsText, roundToTwoSignificant } from './text';
import type { JobRow } from './types';
import {
  advisorDescriptionTemplates, benefitOptions, cofounderDescriptionTemplates, cofounderTitles,
  jobDescriptionTemplates, jobTitles, requirementsByCategory,
} from './vocabulary/jobs';

type JobType = (typeof jobTypes)[number];
type JobCategory = (typeof jobCategories)[number];

const DAY_MS = 86_400_000;
/** Jobs were posted within this window before the epoch (and after their startup joined). */
const POSTING_WINDOW_MS = 180 * DAY_MS;

/** The first jobs take every type, every category and every location filter of the jobs page. */
const coverageJobs: readonly [JobType, JobCategory, string | undefined][] = [
  ['Full-time Employee', 'Engineering', 'Lagos'],
  ['Part-time Employee', 'Design', 'Nairobi'],
  ['Co-founder', 'Product', 'Remote'],
  ['Contractor', 'Marketing', undefined],
  ['Advisor', 'Advisory', undefined],
  ['Full-time Employee', 'Sales', undefined],
  ['Full-time Employee', 'Operations', undefined],
  ['Part-time Employee', 'Finance', undefined],
  ['Co-founder', 'Leadership', undefined],
];

const jobTypeWeights: Record<JobType, number> = {
  'Full-time Employee': 50, 'Part-time Employee': 10, Contractor: 15, 'Co-founder': 12, Advisor: 13,
};
const categoryWeights: Record<'employee' | 'cofounder' | 'advisor', Partial<Record<JobCategory, number>>> = {
  employee: { Engineering: 30, Product: 10, Design: 8, Sales: 14, Marketing: 10, Operations: 14, Finance: 8, Leadership: 6 },
  cofounder: { Engineering: 40, Product: 15, Leadership: 15, Sales: 10, Operations: 10, Marketing: 5, Finance: 3, Design: 2 },
  advisor: { Advisory: 85, Finance: 5, Leadership: 5, Product: 5 },
};
/** Pay relative to the local base salary. */
const categoryPay: Record<JobCategory, number> = {
  Leadership: 2, Engineering: 1.4, Product: 1.3, Finance: 1.2, Design: 1.1,
  Sales: 1, Marketing: 1, Operations: 1, Advisory: 1,
};

function categoryFor(random: Random, jobType: JobType): JobCategory {
  const group = jobType === 'Co-founder' ? 'cofounder' : jobType === 'Advisor' ? 'advisor' : 'employee';
  return random.weighted(categoryWeights[group] as Record<JobCategory, number>);
}

/** Annual salary range in whole US dollars, or nulls when the post offers none. */
function salary(random: Random, jobType: JobType, category: JobCategory, isAfrica: boolean): [number | null, number | null] {
  if (jobType === 'Advisor') {
    if (!random.chance(0.1)) return [null, null];
    const min = roundToTwoSignificant(random.logUniform(3_000, 15_000));
    return [min, Math.max(min, roundToTwoSignificant(min * (1 + random.next())))];
  }
  const noSalary = jobType === 'Co-founder' ? 0.7 : 0.1;
  if (random.chance(noSalary)) return [null, null];
  const base = isAfrica ? random.logUniform(9_000, 45_000) : random.logUniform(45_000, 150_000);
  const typeFactor = jobType === 'Part-time Employee' ? 0.5 : jobType === 'Co-founder' ? 0.8 : 1;
  const min = roundToTwoSignificant(base * categoryPay[category] * typeFactor);
  const max = Math.max(min, roundToTwoSignificant(min * (1.15 + random.next() * 0.45)));
  return [min, max];
}

/** Equity range in hundredths of a percent, written as exact decimal strings for the numeric columns. */
function equity(random: Random, jobType: JobType, category: JobCategory): [string | null, string | null] {
  let range: [number, number] | undefined;
  if (jobType === 'Co-founder') range = [random.int(500, 2000), random.int(0, 1500)];
  else if (jobType === 'Advisor' && random.chance(0.8)) range = [random.int(10, 50), random.int(0, 50)];
  else if (jobType === 'Full-time Employee' && random.chance(0.4)) {
    range = category === 'Leadership' ? [random.int(50, 300), random.int(0, 200)] : [random.int(5, 50), random.int(0, 50)];
  }
  if (!range) return [null, null];
  const [min, spread] = range;
  return [hundredthsText(min), hundredthsText(min + spread)];
}

/** 'an Engineering Manager', 'a UX Researcher'. */
function withArticle(title: string): string {
  return `${/^[AEIO]|^U(?![XI])/.test(title) ? 'an' : 'a'} ${title}`;
}

export function generateJob(
  random: Random,
  { startup, position, epoch }: { startup: StartupDraft; position: number; epoch: Date },
): JobRow {
  const coverage = coverageJobs[position];
  const jobType = coverage ? coverage[0] : random.weighted(jobTypeWeights);
  const category = coverage ? coverage[1] : categoryFor(random, jobType);
  const location = coverage?.[2] ?? (random.chance(0.3) ? 'Remote' : startup.city.city);
  const title = random.pick(jobType === 'Co-founder' ? cofounderTitles[category] : jobTitles[category]);
  const templates = jobType === 'Co-founder' ? cofounderDescriptionTemplates
    : jobType === 'Advisor' ? advisorDescriptionTemplates : jobDescriptionTemplates;
  const description = fill(random.pick(templates), {
    startup: startup.row.name, title, aTitle: withArticle(title), city: startup.city.city, sector: startup.row.sector, product: startup.product,
  });
  const [salaryMin, salaryMax] = salary(random, jobType, category, startup.city.region === 'Africa');
  const [equityMin, equityMax] = equity(random, jobType, category);
  const applyRoll = random.next();
  const hasUrl = applyRoll < 0.4 || (applyRoll >= 0.75 && applyRoll < 0.85);
  const hasEmail = applyRoll >= 0.4 && applyRoll < 0.85;
  const offersBenefits = jobType !== 'Co-founder' && jobType !== 'Advisor' && random.chance(0.85);

  const earliest = Math.max(startup.row.createdAt!.getTime(), epoch.getTime() - POSTING_WINDOW_MS);
  const createdAt = new Date(earliest + Math.floor(random.next() * (epoch.getTime() - earliest)));
  return {
    userId: startup.row.ownerId,
    startupId: startup.row.id,
    title,
    description,
    jobType,
    category,
    location,
    isRemote: location === 'Remote' || random.chance(0.15),
    salaryMin,
    salaryMax,
    equityMin,
    equityMax,
    requirements: random.chance(0.85) ? random.sample(requirementsByCategory[category], random.int(2, 3)).join('\n') : null,
    benefits: offersBenefits ? random.sample(benefitOptions, random.int(2, 4)).join('\n') : null,
    applicationUrl: hasUrl ? `https://${startup.domain}/careers/${asciiSlug(title)}` : null,
    applicationEmail: hasEmail ? `careers@${startup.domain}` : null,
    isClosed: false,
    createdAt,
    updatedAt: createdAt,
  };
}
