/**
 * The term-sheet summary of a modelled round, in the order a term sheet writes it: the offering (amount,
 * valuations, price, shares), the series' rights, the option pool and its ordering, the conversion of
 * SAFEs and notes, then what the round does to existing protected classes and pro-rata holders. Figures
 * are the engine's (`termSheetSummary`); words are keys of the server's catalog.
 */
import { antiDilutionMethodLabels, poolTimingLabels, seriesSeniorityLabels } from '@baobab/contracts/financial-tools-cap-table-texts';
import { message } from '@baobab/contracts/i18n/message';
import { roundDocumentTexts as x } from '@baobab/contracts/round-documents';
import type { TermSheetSummary } from '@baobab/finance/round-documents';
import type { EmailKey } from '../../../lib/i18n';
import type { DocumentWriter } from './document-writer';
import { type Cell, type RoundDocument, type Section, figure, text } from './document-model';

export type DocumentMeta = { company: string; scenario: string; generatedOn: string };

const basisLabels = { 'valuation cap': x.basisCap, discount: x.basisDiscount, 'round price': x.basisRound } as const;

export function termSheetDocument(s: TermSheetSummary, w: DocumentWriter, meta: DocumentMeta): RoundDocument {
  const { t } = w;
  const money = (value: number) => figure(w.money(value), value, 'money');
  const price = (value: number) => figure(w.price(value), value, 'price');
  const shares = (value: number) => figure(w.shares(value), value, 'shares');
  const row = (label: EmailKey, value: Cell) => ({ label: t(label), value });

  const offering: Section = {
    heading: t(x.offering),
    rows: [
      row(x.company, text(meta.company)),
      row(x.security, text(t(x.seriesPreferred, { series: s.seriesName }))),
      row(x.closingDate, text(w.day(s.closingDate))),
      row(x.roundAmount, money(s.totalInvestment)),
      row(x.preMoney, money(s.preMoneyValuation)),
      row(x.postMoney, money(s.postMoneyValuation)),
      row(x.pricePerShare, price(s.pricePerShare)),
      row(x.preMoneyShares, shares(s.preMoneyShares)),
      row(x.newShares, shares(s.newMoneyShares)),
      row(x.sharesAfter, shares(s.postMoneyShares)),
    ],
    table: {
      title: t(x.investors),
      sheet: t(x.sheetInvestors),
      columns: [{ header: t(x.investor), width: 28 }, { header: t(x.investment), width: 20, figure: true }, { header: t(x.shares), width: 16, figure: true }],
      rows: s.investors.map((i, k) => [text(k === 0 ? t(x.lead, { name: i.name }) : i.name), money(i.investment), shares(i.shares)]),
      total: [text(t(x.total)), money(s.totalInvestment), shares(s.newMoneyShares)],
    },
  };

  const series = s.series;
  const participation = series.participation === 'non-participating'
    ? t(x.nonParticipating)
    : series.participationCap !== undefined ? t(x.participatingCapped, { multiple: w.multiple(series.participationCap) }) : t(x.participating);
  const rights: Section = {
    heading: t(x.rights, { series: s.seriesName }),
    rows: [
      row(x.liquidationPreference, figure(t(x.preferenceMultiple, { multiple: w.multiple(series.liquidationPreference) }), series.liquidationPreference, 'multiple')),
      row(x.participation, text(participation)),
      row(x.seniority, text(w.message(seriesSeniorityLabels[series.seniority]))),
      row(x.conversionRatio, figure(t(x.conversionRatioValue, { ratio: w.multiple(series.conversionRatio) }), series.conversionRatio, 'multiple')),
      row(x.antiDilution, text(w.message(antiDilutionMethodLabels[series.antiDilution]))),
      row(x.proRata, text(series.proRata ? t(x.proRataYes) : t(x.proRataNo))),
    ],
  };

  const target = s.pool.target;
  const pool: Section = {
    heading: t(x.optionPool),
    rows: [
      ...(target?.kind === 'percent' ? [row(x.poolTarget, figure(t(x.poolTargetValue, { percent: w.percent(target.percent) }), target.percent / 100, 'percent'))] : []),
      row(x.poolIncrease, s.pool.increaseShares > 0 ? figure(t(x.poolIncreaseValue, { shares: w.shares(s.pool.increaseShares) }), s.pool.increaseShares, 'shares') : text(t(x.poolNone))),
      row(x.poolTiming, text(w.message(poolTimingLabels[s.pool.timing]))),
      row(x.poolAfter, shares(s.pool.unallocatedAfter)),
      // The engine's sentence on where the anti-dilution shares sit beside the pool top-up, filled in English and translated
      // whole; only when the round adjusts a protected class (with none, it would speak of zero shares).
      ...(s.antiDilutionAdjustments.length > 0 ? [row(x.ordering, text(w.message(message(s.roundOrdering.key, { shares: w.shares(s.roundOrdering.values.shares) }))))] : []),
    ],
  };

  const sections = [offering, rights, pool];
  if (s.conversions.length > 0) {
    sections.push({
      heading: t(x.convertibles),
      rows: [],
      notes: [s.convertiblesInPreMoney ? t(x.convertiblesInPreMoney) : t(x.convertiblesOutsidePreMoney)],
      table: {
        title: t(x.convertibles),
        sheet: t(x.sheetConversions),
        columns: [
          { header: t(x.holder), width: 24 },
          { header: t(x.instrument), width: 16 },
          { header: t(x.amountConverting), width: 18, figure: true },
          { header: t(x.conversionPrice), width: 16, figure: true },
          { header: t(x.basis), width: 15 },
          { header: t(x.shares), width: 14, figure: true },
          { header: t(x.shareClass), width: 18 },
        ],
        rows: s.conversions.map((c) => [text(c.holder), text(t(c.instrument === 'safe' ? x.safe : x.note)), money(c.amount), price(c.conversionPrice), text(t(basisLabels[c.basis])), shares(c.shares), text(c.shareClass)]),
      },
    });
  }
  if (s.antiDilutionAdjustments.length > 0) {
    sections.push({
      heading: t(x.adjustments),
      rows: [],
      table: {
        title: t(x.adjustments),
        sheet: t(x.antiDilution),
        columns: [
          { header: t(x.shareClass), width: 20 },
          { header: t(x.method), width: 24 },
          { header: t(x.priceBefore), width: 16, figure: true },
          { header: t(x.priceAfter), width: 16, figure: true },
          { header: t(x.asConvertedBefore), width: 16, figure: true },
          { header: t(x.asConvertedAfter), width: 16, figure: true },
        ],
        rows: s.antiDilutionAdjustments.map((a) => [text(a.shareClass), text(w.message(antiDilutionMethodLabels[a.method])), price(a.conversionPriceBefore), price(a.conversionPriceAfter), shares(a.asConvertedSharesBefore), shares(a.asConvertedSharesAfter)]),
      },
    });
  }
  if (s.proRata.length > 0) {
    sections.push({
      heading: t(x.proRataAllocations),
      rows: [],
      table: {
        title: t(x.proRataAllocations),
        sheet: t(x.proRata),
        columns: [{ header: t(x.holder), width: 24 }, { header: t(x.sharesBefore), width: 16, figure: true }, { header: t(x.allocation), width: 16, figure: true }, { header: t(x.amount), width: 18, figure: true }],
        rows: s.proRata.map((p) => [text(p.shareholder), shares(p.sharesBefore), shares(p.shares), money(p.amount)]),
      },
    });
  }
  return {
    title: t(x.termSheetTitle, { company: meta.company, series: s.seriesName }),
    intro: [t(x.prepared, { date: meta.generatedOn, scenario: meta.scenario }), t(x.amountsIn, { currency: w.currency })],
    sections,
    tables: [],
    notes: [],
    termsSheet: t(x.sheetTerms),
    landscape: false,
  };
}
