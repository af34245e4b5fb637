/**
 * One assessment per startup and viewer (decision 0042): GET /api/startups/:id/assessment, and the
 * range and coverage every other score carries beside its number (the startup page, the dashboard,
 * Smart Matching, due diligence, the deal summary PDF, portfolio risk).
 */
import { z } from 'zod';

/** The fact groups of the company record an assessment reads; coverage counts the known ones. */
export const assessmentFactGroups = ['profile', 'users', 'revenue', 'raise', 'documents', 'capTable', 'financials', 'funding', 'dataRoom', 'market'] as const;
export type AssessmentFactGroup = (typeof assessmentFactGroups)[number];

/** Known, nobody has recorded it, or recorded but not shared with this viewer. */
export const assessmentGroupStates = ['known', 'notRecorded', 'notShared'] as const;

/** Each group named for people (French in the insights catalog). */
export const assessmentGroupLabels: Record<AssessmentFactGroup, string> = {
  profile: 'Startup profile',
  users: 'Users',
  revenue: 'Monthly revenue',
  raise: 'Raise',
  documents: 'Analysed documents',
  capTable: 'Cap table',
  financials: 'Financial model and actuals',
  funding: 'Funding tracker',
  dataRoom: 'Data room',
  market: 'Market',
};

const points = z.number().int().min(0).max(100);
const group = z.enum(assessmentFactGroups);
const source = z.object({ label: z.string(), href: z.string().nullable() });

export const assessmentCoverageSchema = z.object({ known: z.number().int().min(0), total: z.number().int().min(1) });

/** The point, its range and coverage, carried beside every score the product shows. */
export const assessmentRangeSchema = z.object({
  score: points,
  low: points,
  high: points,
  coverage: assessmentCoverageSchema,
  /** The critical findings, shown wherever the score is shown. */
  criticalFindings: z.array(z.string()),
});
export type AssessmentRange = z.infer<typeof assessmentRangeSchema>;

/** The range with its risk level: High with any critical finding or a point under 50, Medium under 70, else Low. */
export const assessmentRiskSchema = assessmentRangeSchema.extend({ riskLevel: z.enum(['Low', 'Medium', 'High']) });
export type AssessmentRisk = z.infer<typeof assessmentRiskSchema>;

export const assessmentSchema = assessmentRangeSchema.extend({
  startupId: z.number().int(),
  riskLevel: z.enum(['Low', 'Medium', 'High']),
  parts: z.array(z.object({
    group,
    weight: z.number().min(0).max(1),
    state: z.enum(assessmentGroupStates),
    score: points.nullable(),
    low: points,
    high: points,
    source: z.string().nullable(),
  })),
  findings: z.array(z.object({ severity: z.enum(['critical', 'warning', 'info']), text: z.string(), group, source })),
  caps: z.array(z.object({ group, cap: points, finding: z.string() })),
  whatToNarrow: z.array(z.object({ group, state: z.enum(['notRecorded', 'notShared']), narrowsBy: points })),
});
export type AssessmentResponse = z.infer<typeof assessmentSchema>;
