/**
 * A founder's readiness score (dashboard, 0 to 100): how ready they are to meet investors,
 * from their founder profile's completeness and their best startup's score. Explainable like
 * the startup score: every factor carries its points, maximum and evidence.
 */
import { message } from '@baobab/contracts/i18n/message';
import { startupScoreTemplates, type ScoreBreakdown, type ScoreFactor } from './startup-score';

/** What a founder profile still lacks, each combination one sentence (so each has its French). */
const founderTips: Record<string, string> = {
  'bio linkedin expertise': 'Add a bio of 100+ characters, a LinkedIn link, a second expertise area.',
  'bio linkedin': 'Add a bio of 100+ characters, a LinkedIn link.',
  'bio expertise': 'Add a bio of 100+ characters, a second expertise area.',
  'linkedin expertise': 'Add a LinkedIn link, a second expertise area.',
  bio: 'Add a bio of 100+ characters.',
  linkedin: 'Add a LinkedIn link.',
  expertise: 'Add a second expertise area.',
};

export type ReadinessInput = {
  founder: { bio: string; linkedinUrl: string | null; expertiseTags: readonly string[]; previousExits: number } | null;
  /** Scores (0 to 100) of the founder's startups. */
  startupScores: readonly number[];
};

function founderProfile(founder: ReadinessInput['founder']): ScoreFactor {
  if (!founder) return { key: 'founder', label: 'Founder profile', points: 0, max: 30, evidence: message('No founder profile yet.') };
  const bioPoints = founder.bio.trim().length >= 100 ? 10 : 5;
  const linkedinPoints = founder.linkedinUrl ? 10 : 0;
  const expertisePoints = founder.expertiseTags.length >= 2 ? 5 : 3;
  const exitPoints = founder.previousExits > 0 ? 5 : 0;
  const tips = [
    bioPoints < 10 && 'bio',
    !linkedinPoints && 'linkedin',
    founder.expertiseTags.length < 2 && 'expertise',
  ].filter(Boolean);
  return {
    key: 'founder',
    label: 'Founder profile',
    points: bioPoints + linkedinPoints + expertisePoints + exitPoints,
    max: 30,
    evidence: message(tips.length ? founderTips[tips.join(' ')]! : founder.previousExits > 0 ? 'Complete, with previous exits.' : 'Complete.'),
  };
}

export function readinessScore(input: ReadinessInput): ScoreBreakdown {
  const best = input.startupScores.length ? Math.max(...input.startupScores) : null;
  const hasStartup: ScoreFactor = {
    key: 'startup',
    label: 'Startup profile published',
    points: best === null ? 0 : 20,
    max: 20,
    evidence: best === null ? message('Create your startup profile.') : message(startupScoreTemplates.startupsPublished, { count: input.startupScores.length }),
  };
  // The best startup's 0-100 score is scaled to 50 points, rounded half up.
  const quality: ScoreFactor = {
    key: 'startupScore',
    label: 'Startup score',
    points: best === null ? 0 : Math.round(best / 2),
    max: 50,
    evidence: best === null ? message('Scored once a startup profile exists.') : message(startupScoreTemplates.bestScore, { score: best }),
  };
  const factors = [founderProfile(input.founder), hasStartup, quality];
  return { total: factors.reduce((sum, f) => sum + f.points, 0), factors };
}
