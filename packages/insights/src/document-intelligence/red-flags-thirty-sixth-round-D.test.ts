/**
 * Readings of the thirty-sixth round, group D (burn above revenue, short runway): a month's figures a message or two
 * apart in a chat, whatever the number of sentences a message holds; running costs added up item by item ('Payroll +
 * rent + fuel came to ...') and a month's collections; money lost in a named period ('we lost X in Q2'); the cash
 * left once a committed payment has gone out ('After it, we will hold ...'); the month the cash lasts until, counted
 * from a chat message's stamp, and said of the balance of the line before ('That covers ... until about the second
 * week of September'). And a mend: the cash held, in a sentence about the burn, is not itself a month's burn, for the
 * runway nor for burn above revenue.
 * Each a general way of writing, in words of our own, with the near-miss that must not raise the flag.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType = 'business_plan') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId).sort();

describe('the cash held is not a month of burn', () => {
  it("does not read 'les disponibilités ... 5000 k€' as the burn beside 'consommation nette ... 30 k€ par mois'", () => {
    expect(flags("les disponibilités s'élèvent à 5000 k€, alors que la consommation nette de trésorerie a atteint en moyenne 30 k€ par mois")).not.toContain('short-runway');
    expect(flags("les disponibilités s'élèvent à 150 k€, alors que la consommation nette de trésorerie a atteint en moyenne 30 k€ par mois")).toContain('short-runway');
  });

  it("does not set a balance labelled as cash ('Tréso au 30/04 : X') against the month's revenue as a burn", () => {
    const note = (burn: string) => `Point d'avril : CA du mois : 0,9 M MAD; Tréso au 30/04 : 2,8 M MAD. On consomme en net environ ${burn} MAD par mois.`;
    expect(flags(note('40 k'))).not.toContain('burn-above-revenue');
    expect(flags(note('1,2 M'))).toContain('burn-above-revenue');
  });
});

describe("a month's figures a message or two apart in a chat", () => {
  const chat = (spent: string) => [
    '[12/09/2025 09:10] Kofi (Boutik) : Bonjour à tous.',
    "[12/09/2025 09:11] Kofi (Boutik) : Août a été calme. On a fait 300 M GNF de ventes. Les écoles n'avaient pas repris.",
    '[12/09/2025 09:12] Kofi (Boutik) : Les fournisseurs ont augmenté leurs prix. On a tout absorbé. Personne ne le voit encore.',
    `[12/09/2025 09:13] Kofi (Boutik) : Au total on a dépensé ${spent} GNF en août.`,
    '[12/09/2025 09:14] Kofi (Boutik) : Côté banque : 1,5 Md GNF ce matin.',
  ].join('\n');

  it('compares the spending with the revenue two messages before, and the bank balance with the gap', () => {
    expect(flags(chat('500 M'))).toEqual(expect.arrayContaining(['burn-above-revenue', 'short-runway']));
    expect(flags(chat('250 M'))).not.toContain('burn-above-revenue');
    expect(flags(chat('250 M'))).not.toContain('short-runway');
  });
});

describe('running costs added up item by item, against the month\'s collections', () => {
  const chat = (total: string) => [
    '[10/03/25, 08:00] Amina (Tuma): Update before Friday.',
    '[10/03/25, 08:01] Amina (Tuma): Bank balance this morning: KES 6.0M. February collections were KES 0.9M.',
    `[10/03/25, 08:02] Amina (Tuma): Salaries + hosting + rent + fuel came to KES ${total}.`,
  ].join('\n');

  it("reads 'Salaries + hosting + rent came to X' as the month's costs", () => {
    expect(flags(chat('2.1M'))).toEqual(expect.arrayContaining(['burn-above-revenue', 'short-runway']));
    expect(flags(chat('0.7M'))).not.toContain('burn-above-revenue');
  });
});

describe('money lost in a named period', () => {
  it("reads 'we lost X in Q3' as costs above revenue, not lost customers or a loss supposed", () => {
    expect(flags('Sales for Q3 were KES 80m, up from 70m. Sadly we lost KES 22m in Q3 as fuel prices rose.')).toContain('burn-above-revenue');
    expect(flags('Sales for Q3 were KES 80m, up from 70m. Sadly we lost 14 in Q3 as two estates closed.')).not.toContain('burn-above-revenue');
    expect(flags('Sales for Q3 were KES 80m, up from 70m. Without the hedge we could have lost KES 22m in Q3.')).not.toContain('burn-above-revenue');
  });
});

describe('the cash left once a committed payment has gone out', () => {
  const text = (left: string) => [
    'Investor note, June 2025.',
    'Revenue in May was USD 60k and net burn for the month was USD 90k.',
    'Cash at 31 May stood at USD 850k.',
    `We must pay the port authority a bond of USD 300k in July. After the payment, we will hold ${left} in the bank.`,
  ].join('\n');

  it('counts the runway from the cash left, not from today\'s balance', () => {
    expect(flags(text('USD 550k'))).toContain('short-runway');
    expect(flags(text('USD 550k').replace('we will hold', 'we would hold'))).not.toContain('short-runway');
  });
});

describe('the month the cash lasts until, in a chat', () => {
  const chat = (until: string) => [
    '[14/05/2025, 19:02] Moussa: Quick one before the board.',
    '[14/05/2025, 19:03] Moussa: Bank balance today XOF 40m',
    `[14/05/2025, 19:03] Moussa: That covers salaries, rent and the van lease until about the end of ${until}`,
  ].join('\n');

  it("counts from the first message's stamp to the month the balance of the line before is said to cover", () => {
    expect(flags(chat('August'))).toContain('short-runway');
    expect(flags(chat('August').replace('That covers', 'That would cover'))).not.toContain('short-runway');
    expect(flags(chat('April'))).not.toContain('short-runway');
  });

  it("reads 'we are fine until end of June' from a stamp written with a two-digit year", () => {
    expect(flags('[05/02/26, 08:10] Ana: Cash is tight.\n[05/02/26, 08:11] Ana: At this pace we are fine until end of June, not beyond.')).toContain('short-runway');
    expect(flags('[05/02/26, 08:10] Ana: Cash is fine.\n[05/02/26, 08:11] Ana: At this pace we are fine until end of June 2027.')).not.toContain('short-runway');
  });
});
