import { describe, expect, it } from 'vitest';
import { sentenceFacts } from '../sentence-facts';
import { cashAndBurn } from './cash-burn';

describe('cashAndBurn', () => {
  const read = (text: string) => {
    const facts = cashAndBurn(sentenceFacts(text));
    return { cash: facts.cash.map((f) => f.amount), burns: facts.burns.map((f) => Math.round(f.amount)), revenues: facts.revenues.map((f) => f.amount) };
  };

  it('reads cash held, a burn brought to a month and monthly revenue, in English and French', () => {
    expect(read('Bank balance this morning: $118,000. We burn $21,000 a week. Revenue is $30,000 a month.')).toEqual({ cash: [118_000], burns: [91_000], revenues: [30_000] });
    expect(read('Trésorerie disponible au 30 septembre : 96 millions FCFA. Nous décaissons en moyenne 18 millions FCFA par mois.')).toEqual({ cash: [96e6], burns: [18e6], revenues: [] });
    expect(read('Net cash outflow for the quarter: GHS 2.7m.').burns).toEqual([900_000]);
    expect(read("bank is at \u20A6310m after payroll. we're going through roughly \u20A645m a month net")).toEqual({ cash: [310e6], burns: [45e6], revenues: [] });
    expect(read('We lose $2 per order on average.').burns).toEqual([]);
    expect(read('Operating costs of USD 0.95M are budgeted for 2024. We grew revenue from $40k to $200k.')).toEqual({ cash: [], burns: [], revenues: [] });
  });

  it('reads no cash raised, no figure supposed and no other company\'s burn', () => {
    expect(read('We raised $2m in cash last year.').cash).toEqual([]);
    expect(read('If we hired ten people, we would burn $200k a month.').burns).toEqual([]);
    expect(read('Our competitor reportedly burns $400k a month.').burns).toEqual([]);
    expect(read('Average revenue per user is $5 a month. Target revenue: $50k a month.').revenues).toEqual([]);
  });

  it('reads what customers paid as revenue and never as cash held, and brings an undated figure to a month by the title\'s period', () => {
    const quarter = read('Cash flow summary, second quarter 2025\n\nCash receipts from customers: $96,000\nOperating cash outflows (payroll, rent, logistics): $171,000\nCash at 30 June: $1.9 million');
    expect(quarter).toEqual({ cash: [1_900_000], burns: [57_000], revenues: [32_000] });
    expect(read('Tableau de flux, troisième trimestre 2025\n\nEncaissements clients du trimestre : 62 M FCFA').revenues).toEqual([62e6 / 3]);
  });

  it('reads MRR as a month\'s revenue and ARR as a year\'s, and the French CA only as a label, never the folded "ça"', () => {
    expect(read('MRR: $46,000. ARR: $1.2M.').revenues).toEqual([46_000, 100_000]);
    expect(read('Point mensuel. CA : 46 M FCFA.').revenues).toEqual([46e6]);
    expect(read('Point mensuel. Petite précision : ça inclut les 8 M FCFA de frais d\'installation.').revenues).toEqual([]);
  });
});

describe('cashAndBurn of labelled list items and chats', () => {
  const read = (text: string) => {
    const facts = cashAndBurn(sentenceFacts(text));
    return { cash: facts.cash.map((f) => f.amount), costs: facts.costs.map((f) => Math.round(f.amount)), burns: facts.burns.map((f) => Math.round(f.amount)), revenues: facts.revenues.map((f) => Math.round(f.amount)) };
  };

  it('reads a long label by its first words, an aside in brackets left out, a monthly average as a month\'s', () => {
    expect(read('- solde en banque au 31 août (deux comptes) : 75 M FCFA ;\n- décaissements mensuels moyens depuis le début du trimestre (équipe, loyers) : environ 30 M FCFA ;\n- encaissements mensuels moyens des clients (écoles) : environ 12 M FCFA.')).toEqual({ cash: [75e6], costs: [30e6], burns: [], revenues: [12e6] });
  });

  it('gives a figure with no period the one period its sentence names', () => {
    expect(read('Décaissements de juin : 40 M FCFA ; recettes clients : 15 M FCFA').revenues).toEqual([15e6]);
    expect(read('Recettes : 15 M FCFA').revenues).toEqual([]);
  });

  it('reads an answer in a chat under the question that names its line, the month it names its period', () => {
    expect(read('[02/07/2025, 09:10] Amina: And sales?\n[02/07/2025, 09:12] Joseph: June closed at KES 2.4m.').revenues).toContain(2_400_000);
  });
});
