import { describe, expect, it } from 'vitest';
import { toWire, wireGlossary } from '@baobab/contracts/i18n/message-wire';
import { advancedMatch } from '@baobab/insights/advanced-match';
import { analyzeDocument } from '@baobab/insights/document-intelligence/analyze-document';
import { buildInvestorIndex, matchInvestors } from '@baobab/insights/investor-matching';
import { buildInvestor, buildStartup } from '@baobab/insights/test-support/factories';
import { loadTranslation, translateLoaded } from '@/lib/i18n/translated';
import { rememberMessages } from '@/lib/i18n/glossary';

/**
 * The engines' messages read in French as the web reads an answer (decision 0046): the English where the
 * spec has a string, the messages remembered beside it, each sentence rendered from its key and values.
 */
function answered<T>(result: T) {
  const wire = toWire(result);
  rememberMessages(wireGlossary(wire));
  return wire;
}
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

// A sentence an English template could be read into, with figures written the English way: a reader must show it as written.
const concentration = 'Our largest customer, Seed Capital Africa, accounts for 60% of revenue (12,500.5 units in Lagos).';
const deck = `Traction: we reached $1.2M ARR in March with 12,000 merchants.
${concentration}
Team: our CTO left the company in March.
Financials: monthly burn of $150k; runway of 8 months.`;

describe('insights messages in French', () => {
  it("shows a document's flag in French with its quoted evidence exactly as the document wrote it", async () => {
    await loadTranslation('fr', 'insights');
    const document = analyzeDocument(deck, 'pitch_deck');
    const match = answered(advancedMatch(buildStartup(), buildInvestor(), { thesisSimilarity: 0.2, document }));
    const flagged = match.riskFactors.find((r) => r.includes(concentration))!;
    expect(flagged).toBe(`Revenue depends on a few customers: "${concentration}"`);
    const shown = translateLoaded('fr', flagged);
    expect(shown).not.toBe(flagged);
    expect(shown.endsWith(` : « ${concentration} »`)).toBe(true);
  });

  it('writes the figures of a match reason the French way', async () => {
    await loadTranslation('fr', 'insights');
    const startup = buildStartup({ raisingAmountUsd: 500_000 });
    const index = buildInvestorIndex([buildInvestor({ averageTicketUsd: 62_500 })]);
    const [match] = answered(matchInvestors(startup, index, { includeFailing: true })).matches;
    const ticket = match!.evidence.find((e) => e.factor === 'ticketFit')!.source;
    expect(ticket).toBe('average ticket $62.5K is 12.5% of the $500K raise');
    expect(plain(translateLoaded('fr', ticket))).toBe('le ticket moyen de 62,5 k $US représente 12,5 % de la levée de 500 k $US');
  });
});
