/**
 * The document-level readers of four classes, each asked in turn until one finds its flag: churn, unrealistic growth,
 * declining revenue and one-off revenue inside recurring revenue. Each reads the document's sentences (and, for growth,
 * its extracted figures) where no sentence rule raised the class; red-flags.ts calls them in its order. Kept together
 * so that red-flags.ts lists one reader per class rather than every way a class is written.
 */
import { churnAcrossLines, churnAcrossSentences } from './churn-lines';
import { churnAskedAndAnswered } from './churn-question';
import { churnOfTheseNext } from './churn-of-these';
import { churnCohortPointedBack } from './churn-cohort-back';
import { churnFromMonthBase } from './churn-month-base';
import { cohortKeptAfterSpan } from './cohort-span-kept';
import { churnFromCountedRate } from './churn-counted-rate';
import { churnFromBalance } from './churn-balance';
import { churnFromCountTable, churnFromMonthRows, churnFromRetentionColumn } from './churn-tables';
import { churnFromDatedFall } from './churn-dated-fall';
import { churnFromPeriodLoss } from './churn-period-loss';
import { cohortCountsKept } from './cohort-counts-kept';
import { cohortCurveOnLine } from './cohort-curve';
import { cohortRetentionByDates } from './cohort-dates';
import { cohortStillActiveToday, countNowToDatedTarget } from './dated-now';
import { countTargetJump, nextYearTarget } from './next-year-target';
import { oneOffAcrossLines } from './recurring-lines';
import { oneOffAmongRecurringParts, oneOffSaidInsideRecurring } from './recurring-parts';
import { oneOffInRecurringTotal } from './recurring-total';
import { oneOffPutInRecurring } from './recurring-put-in';
import { oneOffSaidAfterRecurring } from './recurring-said-after';
import { planGrowthJump } from './plan-growth';
import { revenueYearTargetJump } from './revenue-year-target';
import { planTableJump } from './plan-year-table';
import { projectedJump } from './projected-jump';
import { revenueFallsAcrossLines } from './revenue-series';
import { revenueThenWasFall } from './revenue-then-was';
import { revenueMonthLinesFall } from './revenue-month-lines';
import { revenueMonthRowsFall } from './revenue-month-rows';
import { churnRateColumn } from './churn-rate-column';
import { revenueRowUnderCaption } from './revenue-caption-row';
import { revenueTotalRowFalls } from './revenue-total-row';
import type { SentenceFacts } from './sentence-facts';
import { targetDateJump } from './target-date-jump';
import type { ExtractedData, RiskFlag } from './types';
import { yearLinesJump } from './year-lines';
import { yearSeriesJump } from './year-series';

/** Churn told across lines, tables, cohorts, dated counts, a balance, a question and its answer, a base and the part of it pointed back to on the next line, a month's base and loss, a cohort kept over a span, a rate column of a monthly table, a named period's loss against a base stated apart. */
export const churnAcrossDocument = (sentences: readonly SentenceFacts[]): RiskFlag | null =>
  churnAcrossLines(sentences) ?? churnFromCountTable(sentences) ?? cohortRetentionByDates(sentences) ?? churnAcrossSentences(sentences) ?? churnFromMonthRows(sentences) ?? churnFromRetentionColumn(sentences) ?? cohortCurveOnLine(sentences) ?? churnFromDatedFall(sentences) ?? churnFromBalance(sentences) ?? churnAskedAndAnswered(sentences) ?? cohortStillActiveToday(sentences) ?? cohortCountsKept(sentences) ?? churnOfTheseNext(sentences) ?? churnCohortPointedBack(sentences) ?? churnFromMonthBase(sentences) ?? cohortKeptAfterSpan(sentences) ?? churnFromCountedRate(sentences) ?? churnRateColumn(sentences) ?? churnFromPeriodLoss(sentences);

/** A projection of 4x a year or more, from a plan's figures, series, tables, lines or a target by a date. */
export const growthAcrossDocument = (sentences: readonly SentenceFacts[], data: ExtractedData): RiskFlag | null =>
  projectedJump(sentences, data) ?? yearSeriesJump(sentences) ?? planGrowthJump(sentences) ?? yearLinesJump(sentences) ?? planTableJump(sentences) ?? nextYearTarget(sentences) ?? countTargetJump(sentences) ?? targetDateJump(sentences) ?? countNowToDatedTarget(sentences) ?? revenueYearTargetJump(sentences);

/** Revenue lower than the period before, across lines, month rows, a total row or a captioned row. */
export const declineAcrossDocument = (sentences: readonly SentenceFacts[]): RiskFlag | null =>
  revenueFallsAcrossLines(sentences) ?? revenueMonthRowsFall(sentences) ?? revenueTotalRowFalls(sentences) ?? revenueMonthLinesFall(sentences) ?? revenueRowUnderCaption(sentences) ?? revenueThenWasFall(sentences);

/** One-off revenue counted in recurring revenue, across lines, in a total, among its parts, said put into it or called one-off just after. */
export const oneOffAcrossDocument = (sentences: readonly SentenceFacts[]): RiskFlag | null =>
  oneOffAcrossLines(sentences) ?? oneOffInRecurringTotal(sentences) ?? oneOffAmongRecurringParts(sentences) ?? oneOffSaidInsideRecurring(sentences) ?? oneOffPutInRecurring(sentences) ?? oneOffSaidAfterRecurring(sentences);
