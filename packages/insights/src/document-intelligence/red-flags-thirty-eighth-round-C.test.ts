/**
 * Readings of the thirty-eighth round, group C (customer concentration, English and French):
 * - revenue that 'came through' the company's own contract with one named party ('our distribution contract with X');
 * - a share spread among a counted many of any kind ('réparti entre 17 entrepreneurs') is no named few;
 * - the first accounts by rank in French ('les deux premiers clients sont A (USD 520k) et B (USD 300k)') against a
 *   revenue said as 'chiffre d'affaires total';
 * - a named buyer with its town between its name and its verb ('X in Eldoret bought KES 9.8m'), against the sales before;
 * - a line that names a party, what it buys in brackets, then an amount said invoiced ('X (packaging): TZS 380m
 *   invoiced to date'), against the revenue of the line before;
 * - an answer to 'how does your revenue split?' that names customers of a kind and gives each a share;
 * - a few customers counted, then each given its share after a colon, in figures or in words ('un peu plus du quart');
 * - a share of what 'they' sell, in a document whose writer says 'we', is another business's concentration.
 * Each a general way of writing, in words of our own, with the near-miss that must not raise the flag.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const concentrated = (text: string, type: DocumentType = 'business_plan') => analyzeDocument(text, type).riskFlags.some((f) => f.ruleId === 'customer-concentration');

describe("revenue that came through the company's contract with one party", () => {
  it("reads 'two-thirds of that revenue came through our distribution contract with' a named party", () => {
    expect(concentrated('Revenue for the half-year was KES 84m. About two-thirds of that revenue came through our distribution contract with Mombasa Cement Works.')).toBe(true);
  });

  it('does not read contracts in the plural with many stores', () => {
    expect(concentrated('Revenue for the half-year was KES 84m. About two-thirds of that revenue came through our distribution contracts with 40 hardware stores.')).toBe(false);
  });
});

describe('a share spread among a counted many', () => {
  it("does not read a sector's share 'réparti entre 17 entrepreneurs'", () => {
    expect(concentrated("Le secteur du bâtiment représente 40 % du chiffre d'affaires, réparti entre 17 entrepreneurs ; le premier client pèse 8 %.")).toBe(false);
  });

  it('still reads a share spread between two parties, a few', () => {
    expect(concentrated("Le secteur du bâtiment représente 40 % du chiffre d'affaires, réparti entre 2 entrepreneurs ; le premier client pèse 8 %.")).toBe(true);
  });

  it('still reads a contract whose payment is spread over months', () => {
    expect(concentrated("Le contrat avec la Brasserie du Lac représente 45 % du chiffre d'affaires, payé sur 12 mois.")).toBe(true);
  });
});

describe('the first two accounts by rank, in French, against the total revenue', () => {
  const text = (first: string, second: string) =>
    `Le chiffre d'affaires total de l'exercice s'élève à USD 2,4 millions. Les deux premiers clients sont Minière du Kasaï (USD ${first}) et Hôtel Tanganyika (USD ${second}).`;

  it('reads USD 520k and USD 300k of USD 2.4 million', () => {
    expect(concentrated(text('520k', '300k'))).toBe(true);
  });

  it('does not read two first accounts that together stay under 30%', () => {
    expect(concentrated(text('120k', '90k'))).toBe(false);
  });
});

describe('a named buyer with its town before the verb', () => {
  const letter = (amount: string) => `Provisional figures for the year to 30 June: sales KES 24.0m (KES 19.5m last year), net profit KES 2.1m. Kisumu Fresh Grocers in Eldoret bought KES ${amount} of dried mango from us over the year; the other shops share the rest.`;

  it('reads KES 9.8m of KES 24.0m of sales', () => {
    expect(concentrated(letter('9.8m'))).toBe(true);
  });

  it('does not read KES 1.8m, under 30%', () => {
    expect(concentrated(letter('1.8m'))).toBe(false);
  });
});

describe("a party's line with its amount said invoiced", () => {
  const notes = (what: string) => `## Figures\n- Revenue January to September: TZS 920m (same period last year: TZS 610m)\n- Kilombero Millers (packaging and transport): TZS 380m ${what}. They asked for a discount.\n- Cash: TZS 210m`;

  it('reads TZS 380m invoiced to date against TZS 920m of revenue', () => {
    expect(concentrated(notes('invoiced to date'))).toBe(true);
  });

  it('does not read an amount quoted for next year', () => {
    expect(concentrated(notes('quoted for next year'))).toBe(false);
  });
});

describe("an answer to how revenue splits, naming customers of a kind", () => {
  const interview = (answer: string) => `Q: How does your revenue split today?\nA: We earn fees on each payment. Last year we earned KES 96m in fees.\n${answer}`;

  it('reads two bank partners whose shares add up to a third', () => {
    expect(concentrated(interview('Our two bank partners are the core: Jamii Bank brings us about 21%, and Pwani Savings a little over 12%.'))).toBe(true);
  });

  it('does not read a split by product line', () => {
    expect(concentrated(interview('By product: Remittances 61%, Bill payments 39%.'))).toBe(false);
  });
});

describe('a counted few, each given its share after a colon', () => {
  it('reads a quarter and a fifth in words, in English', () => {
    expect(concentrated('Two of them carry the business: Kasai Foods, which alone takes a little over a quarter of our sales, and Lomami Traders, roughly one fifth.')).toBe(true);
  });

  it("reads 'un peu plus du quart' and 'un sixième', in French", () => {
    expect(concentrated("Deux d'entre eux pèsent lourd : la Minoterie du Sahel, qui fait un peu plus du quart des ventes, et Boulangeries Réunies, environ un sixième.")).toBe(true);
  });

  it('does not read two shares that stay under 30% together', () => {
    expect(concentrated('Two of them carry the business: Kasai Foods, roughly one tenth of our sales, and Lomami Traders, about one eighth.')).toBe(false);
  });
});

describe("a share of what 'they' sell, in a document that says 'we'", () => {
  it("does not read the customer of another business, told in a founder's story", () => {
    expect(concentrated('Ten years ago a friend ran a bakery in Kumasi. The hotel chain that bought more than half of their bread moved its orders to a cheaper bakery, and the shop closed. We learned from it. Our largest customer is 9% of our revenue, and we track it every month.')).toBe(false);
  });

  it("still reads an analyst's note that calls the company 'they'", () => {
    expect(concentrated('Analyst note on Kumasi Bread Ltd. The hotel chain that bought more than half of their bread moved its orders to a cheaper bakery last month.')).toBe(true);
  });
});
