import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

const flags = (text: string) => analyzeDocument(text, 'business_plan').riskFlags.map((f) => f.ruleId);
const revenue = ' Revenue for 2025 was USD 2.1 million, up from USD 1.6 million.';

describe('a departure given as a noun of a first name, the founding said nearby (departure-told.ts)', () => {
  it('reads the departure when the name is said to have founded the company or given a title', () => {
    expect(flags(`Since Musa's resignation in February, Ada has run sales. Musa started the company with me in 2018.${revenue}`)).toContain('founder-departure');
    expect(flags(`Après la démission de Koffi en janvier, Awa a repris les opérations. Koffi, notre COO, était là depuis le début.${revenue}`)).toContain('founder-departure');
  });

  it('does not read the departure of someone given no title, nor one called off or a determiner', () => {
    expect(flags(`Since Musa's resignation in February, Ada has run the warehouse. Musa joined us as a picker in 2022.${revenue}`)).not.toContain('founder-departure');
    expect(flags(`Musa's departure, considered in the spring, was called off. Musa co-founded the company with me.${revenue}`)).not.toContain('founder-departure');
    expect(flags(`Depuis le départ de notre stagiaire, Awa gère les stocks. Notre CTO supervise l'équipe.${revenue}`)).not.toContain('founder-departure');
  });
});

describe('a departure that is a journey or a leave (departure-told.ts)', () => {
  it('does not read a trip or a holiday as a leaving', () => {
    expect(flags(`Kofi's departure for Accra next week is for a two-day conference. Kofi, our CTO, will present the product.${revenue}`)).not.toContain('founder-departure');
    expect(flags(`Depuis le départ de Musa en congé, Ada gère la boutique. Musa, notre COO, revient en mai.${revenue}`)).not.toContain('founder-departure');
  });
});
