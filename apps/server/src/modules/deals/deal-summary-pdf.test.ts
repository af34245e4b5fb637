import { describe, expect, it } from 'vitest';
import { extractText } from 'unpdf';
import { message } from '@baobab/contracts/i18n/message';
import { actualTexts } from '../../test/pdf-actual-text';
import { buildDealSummaryPdf, type DealSummaryData } from './deal-summary-pdf';

const data: DealSummaryData = {
  generatedAt: new Date('2026-03-01T10:00:00Z'),
  startup: {
    name: 'Kilimo Pay',
    description: 'Mobile payments for smallholder farmers across East Africa.',
    sector: 'FinTech',
    region: 'Africa',
    country: 'Kenya',
    city: 'Nairobi',
    fundingStage: 'Seed',
    businessModel: 'Transaction-based',
    teamSize: 12,
    raisingAmount: 'KES 50M',
    raisingAmountUsd: 387_000,
    tractionUsers: 48_000,
    monthlyRevenueUsd: 36_000,
    foundedYear: 2021,
    website: 'https://kilimopay.example',
  },
  deal: {
    stageLabel: 'Due Diligence',
    priority: 'high',
    interestLevel: 8,
    sourceChannel: 'Referral',
    nextAction: 'Call the CFO',
    notes: [{ body: 'Unit economics look strong in Kisumu.', createdAt: '2026-02-20T09:00:00Z' }],
  },
};

async function textOf(pdf: Buffer): Promise<string> {
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('buildDealSummaryPdf', () => {
  it("writes the startup's name, figures and the investor's notes as searchable text", async () => {
    const text = await textOf(await buildDealSummaryPdf(data));
    for (const expected of ['Kilimo Pay', 'Team size: 12 people', '48,000', '$36,000', 'KES 50M', '$387,000', 'Due Diligence', 'Interest: 8/10', 'Unit economics look strong in Kisumu.']) {
      expect(text).toContain(expected);
    }
    expect(text).toContain('Not yet available for this startup on Baobab: analysis, cap table, valuation.');
    // Without the sections (no data, or the investor may not see it) none of their text appears.
    for (const absent of ['Latest document analysis', 'Confidence:', 'Deck score', 'Red flags', 'Total shares', 'Share classes', 'Fair value', 'Valuation range']) {
      expect(text).not.toContain(absent);
    }
  });

  it('names a sector, region and stage by their labels, not their stored values (decision 0067)', async () => {
    const startup = { ...data.startup, sector: 'LogisticsTech', region: 'South America', country: 'Mexico', fundingStage: 'Pre-Seed' };
    const english = await textOf(await buildDealSummaryPdf({ ...data, startup }));
    for (const expected of ['Sector: Logistics', 'Latin America', 'Funding stage: Pre-Seed']) expect(english).toContain(expected);
    expect(english).not.toContain('LogisticsTech');
    expect(english).not.toContain('South America');
    const french = await textOf(await buildDealSummaryPdf({ ...data, startup }, 'fr'));
    expect(french).toContain('Amérique latine');
    expect(french).toContain('Pré-amorçage');
  });

  it('adds the analysis, cap table and valuation sections when they exist', async () => {
    const text = await textOf(
      await buildDealSummaryPdf({
        ...data,
        deal: undefined,
        analysis: { documentLabel: 'Pitch deck', analysedAt: '2026-02-27T08:00:00Z', confidence: 0.72, deckScore: 78, redFlags: ['Runway under 9 months'] },
        capTable: { totalShares: 10_000_000, shareClasses: ['Common', 'Series A Preferred'], holders: [{ name: 'Founder 1', percentage: 70 }] },
        valuation: { fairValueUsd: 4_500_000, minUsd: 3_800_000, maxUsd: 5_200_000 },
      }),
    );
    for (const expected of [
      'Latest document analysis',
      'Pitch deck, analysed 27 Feb 2026',
      'Confidence: 72%',
      'Deck score: 78/100',
      'Runway under 9 months',
      'Total shares: 10,000,000',
      'Share classes: Common, Series A Preferred',
      'Founder 1: 70.00%',
      'Fair value: $4,500,000',
      '$3,800,000 to $5,200,000',
      'This startup is not in your pipeline.',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Not yet available');
  });

  it("is written in French for a reader whose language is 'fr', with French numbers, money and dates and its accents intact", async () => {
    const text = await textOf(
      await buildDealSummaryPdf(
        { ...data, valuation: { fairValueUsd: 4_500_000, minUsd: 3_800_000, maxUsd: 5_200_000 }, capTable: { totalShares: 10_000_000, shareClasses: ['Common'], holders: [{ name: 'Founder 1', percentage: 70 }] } },
        'fr',
      ),
    );
    // textOf folds every space, the no-break ones French puts before ':' and between thousands included.
    const nbsp = ' ';
    for (const expected of [
      'Synthèse du deal générée par Baobab le 1 mars 2026',
      "Vue d'ensemble",
      'Secteur',
      'Stade de financement' + nbsp + ': Amorçage',
      'Modèle économique' + nbsp + ': À la transaction',
      'Équipe et traction',
      "Taille de l'équipe" + nbsp + ': 12 personnes',
      `48${nbsp}000`,
      `36${nbsp}000${nbsp}$US`,
      'Juste valeur',
      `de 3${nbsp}800${nbsp}000${nbsp}$US à 5${nbsp}200${nbsp}000${nbsp}$US`,
      `Founder 1${nbsp}: 70,00${nbsp}%`,
      'Pas encore disponible pour cette startup sur Baobab' + nbsp + ': analyse.',
      'Étape' + nbsp + ': Due diligence',
      'Priorité' + nbsp + ': élevée',
      'Notes sur le deal',
      '20 févr. 2026',
    ]) {
      expect(text).toContain(expected);
    }
    for (const english of ['Deal summary generated', 'Overview', 'Team size', 'Fair value', 'Not yet available']) expect(text).not.toContain(english);
  });

  it("writes the assessment's critical findings in French from their messages, a document's quote exactly as written", async () => {
    // As insights writes them (decision 0046): a figure as a number, the deck's sentence as a string.
    const quote = 'Our CTO left in March; we spent $1,500,000.';
    const departure = message('{{category}} red flag: {{title}}', { category: message('Team'), title: message('{{title}} ("{{evidence}}")', { title: message('A founder or executive has left'), evidence: quote }) });
    const runway = message('Runway of {{months}} months is under {{minimum}}', { months: 4.5, minimum: 6 });
    const assessment = { score: 40, low: 30, high: 45, coverage: { known: 6, total: 10 }, criticalFindings: [departure, runway] };
    const french = await textOf(await buildDealSummaryPdf({ ...data, assessment }, 'fr'));
    expect(french).toContain(`« ${quote} »`);
    expect(french).toContain('4,5 mois');
    expect(french).not.toContain('red flag');
    const english = await textOf(await buildDealSummaryPdf({ ...data, assessment }, 'en'));
    expect(english).toContain(`Team red flag: A founder or executive has left ("${quote}")`);
    expect(english).toContain('Runway of 4.5 months is under 6');
  });

  it('shows the raise in its own currency and converted into the reader\'s currency with the rate\'s date, in their language', async () => {
    const raise = { amountMinor: '5000000000', currency: 'KES' as const, converted: { amountMinor: '35500000', currency: 'EUR' as const, rateDate: '2025-06-30', source: 'ECB' } };
    const english = await textOf(await buildDealSummaryPdf({ ...data, startup: { ...data.startup, raise } }, 'en'));
    expect(english).toContain('Raising: KES 50,000,000');
    expect(english).toContain('Converted: about €355,000 at the rate of 30 Jun 2025');
    expect(english).not.toContain('In US dollars');
    const french = await textOf(await buildDealSummaryPdf({ ...data, startup: { ...data.startup, raise } }, 'fr'));
    expect(french).toContain('Montant recherché : 50 000 000 KES');
    // textOf folds the no-break spaces French writes into plain ones.
    expect(french).toContain('Converti : environ 355 000 € au taux du 30 juin 2025');
  });

  it('gives the dollar figure when the raise has no figure in the reader\'s currency', async () => {
    const raise = { amountMinor: '5000000000', currency: 'KES' as const, converted: null };
    const text = await textOf(await buildDealSummaryPdf({ ...data, startup: { ...data.startup, raise } }, 'en'));
    expect(text).toContain('Raising: KES 50,000,000');
    expect(text).toContain('In US dollars: $387,000');
  });

  it('stays in English without a language or with English', async () => {
    for (const locale of [null, 'en']) {
      const text = await textOf(await buildDealSummaryPdf(data, locale));
      expect(text).toContain('Deal summary generated by Baobab on 1 Mar 2026');
      expect(text).toContain('Team size: 12 people');
    }
  });

  it('is written in Arabic for an Arabic reader: Arabic labels right to left, with what people wrote exactly as written', async () => {
    const note = 'ملاحظة: Kilimo Pay (نيروبي) جيدة';
    const pdf = await buildDealSummaryPdf({ ...data, deal: { ...data.deal!, notes: [{ body: note, createdAt: '2026-02-20T09:00:00Z' }, ...data.deal!.notes] } }, 'ar');
    if (process.env.PDF_OUT) (await import('node:fs')).writeFileSync(process.env.PDF_OUT, pdf);
    // Shaped Arabic lines carry their text as ActualText (pdf-bidi-text.ts); Latin lines are read from the glyphs.
    const lines = actualTexts(pdf);
    for (const expected of ['نظرة عامة', 'القطاع: ', 'حجم الفريق: 12', 'ملاحظات الصفقة', 'الاهتمام: 8/10', 'الإجراء التالي: Call the CFO', note]) {
      expect(lines.some((line) => line.includes(expected)), expected).toBe(true);
    }
    const text = await textOf(pdf);
    for (const expected of ['Kilimo Pay', 'Mobile payments for smallholder farmers across East Africa.', 'Unit economics look strong in Kisumu.', 'https://kilimopay.example']) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Team size');
  });

  it('carries a long Arabic summary over to more pages, every line of it', async () => {
    const note = (n: number) => 'ملاحظة رقم ' + String(n) + ': ' + 'نمو قوي في نيروبي مع Kilimo Pay. '.repeat(16);
    const notes = Array.from({ length: 12 }, (_, n) => ({ body: note(n + 1), createdAt: '2026-02-20T09:00:00Z' }));
    const pdf = await buildDealSummaryPdf({ ...data, deal: { ...data.deal!, notes } }, 'ar');
    if (process.env.PDF_OUT) (await import('node:fs')).writeFileSync(process.env.PDF_OUT.replace('.pdf', '-long.pdf'), pdf);
    const { totalPages } = await extractText(new Uint8Array(pdf));
    expect(totalPages).toBeGreaterThan(1);
    const lines = actualTexts(pdf).join(' ');
    for (let n = 1; n <= 12; n++) expect(lines).toContain('ملاحظة رقم ' + String(n) + ':');
  });
});
