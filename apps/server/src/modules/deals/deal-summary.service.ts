import { dealStageLabels } from '@baobab/contracts/enums';
import { documentTypeLabels } from '@baobab/contracts/insights';
import type { CachedDb } from '../../lib/cache-registry';
import { requireInvestor } from '../../lib/roles';
import type { SessionUser } from '../../lib/session-user';
import { currentRates, moneyAmount, viewerCurrency } from '../exchange-rates/exchange-rates.service';
import { getFinancialSummary } from '../financial-tools/financial-tools.service';
import { getAssessmentRange } from '../insights/assessment.service';
import { listSharedAnalysisSummaries } from '../insights/documents.service';
import { getStartupAccess, startupAccessPolicy } from '../startup-access/startup-access.service';
import { buildDealSummaryPdf, type DealSummaryData } from './deal-summary-pdf';
import { dealSummaryContext } from './deals.service';

/**
 * A PDF of a startup for an investor: public profile data plus their own deal and notes, and the
 * startup's one assessment for this investor with its critical findings (decision 0042).
 * The analysis, cap table and valuation sections come from the startup's private data, so
 * they appear only as far as the founder shared them with this investor (startup-access:
 * the analyses' summary with any share or data-room grant; the figures with a download share).
 */
export async function getDealSummaryPdf(cached: CachedDb, user: SessionUser, startupId: number): Promise<{ filename: string; pdf: Buffer }> {
  requireInvestor(user);
  const { db } = cached;
  const { startup, access } = await getStartupAccess(db, user, startupId);
  const shared = startupAccessPolicy.canSeeAnalysisSummary(access);
  const [context, financial, [latest], rates, assessment] = await Promise.all([
    dealSummaryContext(db, user, startupId),
    getFinancialSummary(db, user, startupId),
    listSharedAnalysisSummaries(db, user, startupId, 1),
    currentRates(db),
    getAssessmentRange(cached, user, startupId),
  ]);
  const analysis: DealSummaryData['analysis'] = latest
    ? { documentLabel: documentTypeLabels[latest.documentType], analysedAt: latest.createdAt, confidence: latest.confidence, deckScore: latest.deckScore, redFlags: latest.redFlags }
    : undefined;
  const pdf = await buildDealSummaryPdf({
    generatedAt: new Date(),
    startup: { ...startup, raise: moneyAmount(startup.raisingAmountMinor, startup.raisingCurrency, viewerCurrency(user), rates) },
    assessment,
    analysis,
    capTable: financial.capTable,
    valuation: financial.valuation,
    ...(financial.actuals ? { actuals: financial.actuals } : {}),
    privateSectionsVisible: shared,
    deal: context
      ? {
          stageLabel: dealStageLabels[context.deal.stage],
          priority: context.deal.priority,
          interestLevel: context.deal.interestLevel,
          sourceChannel: context.deal.sourceChannel,
          nextAction: context.deal.nextAction,
          notes: context.notes,
        }
      : undefined,
  }, user.locale);
  const slug = startup.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'startup';
  return { filename: `${slug}-deal-summary.pdf`, pdf };
}
