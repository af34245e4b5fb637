/**
 * The assessment as a French reader sees it (decision 0046): each finding rendered from the key and
 * values the server sent, so a figure is written the French way and the sentence a red flag quotes from
 * the deck stays exactly as the deck wrote it, English words, figures and punctuation included.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { assess } from '@baobab/insights/assessment/assess';
import { analyzeDocument } from '@baobab/insights/document-intelligence/analyze-document';
import { loadTranslation, translateLoaded } from '@/lib/i18n/translated';
import { asSent } from '@/test/as-sent';

const departure = 'Our CTO left the company in March, after we had spent $1,250,000.5 on the rollout.';
const deck = `KopaPay: payments for Lagos market traders.
Traction: 12,000 active merchants, growing 15% month on month.
${departure}
The Ask: we are raising $2M in a seed round.`;

const startup = {
  id: 1, name: 'KopaPay', description: 'Payments for traders.', sector: 'FinTech', region: 'Africa', country: 'Nigeria', city: 'Lagos', fundingStage: 'Seed',
  raisingAmountUsd: 2_000_000, teamSize: 4, businessModel: '', tractionUsers: 12_000, monthlyRevenueUsd: 40_000, foundedYear: 2022, website: null, hasLogo: false,
};

const assessment = asSent(assess({ startup, documents: [analyzeDocument(deck, 'pitch_deck')], financials: { ltvCac: 2, runwayMonths: 4.5 } }));
/** French puts a no-break space inside « » and before ':': compared as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('the assessment in French', () => {
  beforeAll(async () => {
    await loadTranslation('fr', 'insights');
  });

  it("keeps a red flag's quote from the deck exactly as written", () => {
    const finding = assessment.findings.filter((f) => f.severity === 'critical').map((f) => f.text);
    const flagged = finding.find((text) => text.includes(departure));
    expect(flagged).toBeDefined();
    const french = plain(translateLoaded('fr', flagged!));
    expect(french).toContain(`« ${departure} »`);
    expect(french).toMatch(/^Signal d'alerte \(/);
    expect(french).not.toContain('red flag');
  });

  it('writes the figures of a finding the French way', () => {
    const runway = assessment.findings.find((f) => f.group === 'financials' && f.severity === 'critical')!.text;
    expect(runway).toBe('Runway of 4.5 months is under 6');
    expect(plain(translateLoaded('fr', runway))).toBe('Un délai de trésorerie (runway) de 4,5 mois est inférieur à 6 mois');
  });
});
