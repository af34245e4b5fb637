/**
 * The insights engines write their findings in English, as `{{placeholder}}` templates and constant
 * sentences that are keys of the insights catalog (decision 0023). Every sentence a real analysis and a
 * real due-diligence report produce must come out in French on the screens that show them: this fails
 * when the engine gains an English sentence without French.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { analyzeDocument } from '@baobab/insights/document-intelligence/analyze-document';
import { dueDiligence } from '@baobab/insights/due-diligence';
import { notShared } from '@baobab/insights/parts';
import type { InvestorCriteria } from '@baobab/insights/facts';
import { assessFit, explainFit, fitContext } from '@baobab/insights/investor-fit';
import { isMessage, message, type Text } from '@baobab/contracts/i18n/message';
import { englishOf } from '@baobab/contracts/i18n/message-english';
import { loadTranslation, translateLoaded } from '@/lib/i18n/translated';
import { asSent } from '@/test/as-sent';
import { rememberMessages } from '@/lib/i18n/glossary';

const deck = `KopaPay: payments for Lagos market traders.
Problem: 60% of traders cannot get credit. Our solution is an app with instant settlement.
The team: our CEO and CTO are co-founders; we employ 14 people. Previously at Flutterwave.
Traction: 12,000 active users and revenue of $40,000 per month. Monthly burn is $120,000.
Our largest customer accounts for 55% of revenue. We have no competitors.
Our CTO resigned last month. The founders own 15% of the company.
Runway is 4 months. Churn is 12% a month, and gross margin fell from 30% to 18%.
We will grow revenue 1000% next year. LTV of $300 and CAC of $100, an LTV/CAC of 9x. Positive unit economics.
We are operating without a licence while the regulator reviews our application, and a supplier has filed a lawsuit against us.
The company is incorporated in Nigeria and complies with NDPR data protection rules.`;

const plan = 'Business plan. We sell to farmers.';

const documents = [analyzeDocument(deck, 'pitch_deck'), analyzeDocument(plan, 'business_plan'), analyzeDocument(deck, 'financial_statements')];

const startup = {
  id: 1, name: 'KopaPay', description: 'Payments for traders.', sector: 'FinTech', region: 'Africa', country: 'Nigeria', city: 'Lagos', fundingStage: 'Seed',
  raisingAmountUsd: 1_000_000, teamSize: 1, businessModel: '', tractionUsers: 400, monthlyRevenueUsd: 2_000, foundedYear: 2022, website: null, hasLogo: false,
};

/** The reports as the web receives them: English with their messages remembered (decision 0046). */
const reports = [
  dueDiligence(startup, {
    documents,
    capTable: { founderOwnershipPct: 15, founderSharesVest: false, shareholderCount: 4, optionPoolPct: 5, maxLiquidationPreference: 2 },
    financialMetrics: { ltvCac: 1.5, runwayMonths: 4, burnRateUsd: 80_000, grossMarginPct: 20, revenueGrowthPct: 40 },
    valuation: { fairValueUsd: 4_000_000, rangeMinUsd: 3_000_000, rangeMaxUsd: 5_000_000, askedValuationUsd: 9_000_000 },
    funding: { targetUsd: 1_000_000, confirmedRaisedUsd: 200_000, confirmedInvestors: 1 },
    market: { growthPotential: 30, competitiveIntensity: 80 },
    dataRoom: [{ name: 'deck.pdf', folder: null }],
  }),
  dueDiligence({ ...startup, teamSize: 6, website: 'https://kopapay.example', hasLogo: true, businessModel: 'Transaction-based', tractionUsers: 50_000, monthlyRevenueUsd: 90_000 }, {
    documents: [analyzeDocument(plan, 'pitch_deck')], capTable: notShared, financialMetrics: notShared, valuation: notShared, funding: notShared, market: null, dataRoom: notShared,
  }),
  dueDiligence({ ...startup, teamSize: 4 }, { documents: [] }),
].map(asSent);

/** Values the engine quotes as they were given: the startup's own website and business model. */
const quoted = new Set(['https://kopapay.example', 'Transaction-based']);

/** A sentence as the web shows it: a message (decision 0046) arrives as its English with the message remembered beside it. */
function inFrench(text: Text): string {
  const english = englishOf(text);
  if (isMessage(text)) rememberMessages({ [english]: text });
  return translateLoaded('fr', english);
}

function untranslated(texts: readonly Text[]): string[] {
  return texts.map((text) => ({ english: englishOf(text), french: inFrench(text) })).filter(({ english, french }) => !quoted.has(english) && french === english).map(({ english }) => english);
}

describe('the insights engines in French', () => {
  beforeAll(async () => {
    await loadTranslation('fr', 'messages');
    await loadTranslation('fr', 'insights');
  });

  it('has French for every red flag, strength and recommendation of a document analysis', () => {
    const flags = documents.flatMap((d) => d.riskFlags);
    expect(flags.length).toBeGreaterThan(8);
    const texts = documents.flatMap((d) => [...d.strengths, ...d.recommendations, ...d.riskFlags.flatMap((f) => [f.title, f.recommendation])]);
    expect(untranslated(texts)).toEqual([]);
  });

  it('has French for the kinds of extracted findings the engine names', () => {
    const kinds = documents.flatMap((d) => Object.values(d.extractedData).flat().map((f) => f.kind)).filter((kind) => !/^[A-Z/]+$/.test(kind));
    expect(untranslated(kinds)).toEqual([]);
  });

  it('has French for every check, source, issue, critical issue and recommendation of a due-diligence report', () => {
    const texts = reports.flatMap((r) => [
      r.investmentRecommendation,
      ...r.criticalIssues,
      ...Object.values(r.categories).flatMap((c) => [...c.issues, ...c.recommendations, ...c.evidence.flatMap((e) => [e.check, e.source]), ...c.redFlags.flatMap((f) => [f.title, f.source])]),
    ]);
    expect(untranslated(texts)).toEqual([]);
  });

  it("translates a geography reason's country and region, inside the reason and inside the risk that quotes it", () => {
    const investor = (preferredGeographies: string[]): InvestorCriteria => ({
      id: 1, name: 'Fund', type: 'vc_partner', minTicketUsd: 50_000, maxTicketUsd: 500_000, averageTicketUsd: 200_000, preferredSectors: ['FinTech'], preferredStages: ['Seed'], preferredGeographies,
    });
    const geography = (country: string, region: string, geographies: string[]) => {
      const facts = { ...startup, country, region };
      const fit = assessFit(fitContext(facts), investor(geographies), 0);
      return explainFit(facts, investor(geographies), fit, []).filters.find((f) => f.filter === 'geography')!.reason;
    };
    const covered = geography('Senegal', 'Africa', ['Africa']);
    expect(englishOf(covered)).toBe('Senegal (Africa) is covered by Africa');
    expect(inFrench(covered)).toBe('Sénégal (Afrique) est couvert par Afrique');
    const outside = geography('Egypt', 'Middle East', ['Kenya', 'Nigeria']);
    expect(inFrench(outside)).toBe('Égypte (Moyen-Orient) est hors des zones géographiques privilégiées (Kenya, Nigeria)');
    expect(inFrench(message('Fails the geography filter: {{reason}}', { reason: outside }))).toBe(
      'Ne passe pas le filtre géographique : Égypte (Moyen-Orient) est hors des zones géographiques privilégiées (Kenya, Nigeria)',
    );
  });

  it('translates every part of a sentence that carries a list', () => {
    const recommendation = reports[1]!.investmentRecommendation;
    expect(recommendation).toContain('Not shared with you, so not scored: cap table, financial model, valuation');
    const french = translateLoaded('fr', recommendation);
    expect(french).toContain('Non partagé avec vous, donc non noté : table de capitalisation, modèle financier, valorisation');
    expect(french).toContain("Points les plus solides : table de capitalisation 100/100, traction 80/100. À résoudre d'abord : ");
    expect(french).not.toMatch(/\b(team|market|product|financials|legal|cap table) \d+\/100/);
  });
});
