import { describe, expect, it } from 'vitest';
import { assertedMatch, isHedgedAt, isNegatedAt } from './assertion';
import { foldText } from './sentence-facts';

const at = (text: string, word: string) => [foldText(text), foldText(text).indexOf(word)] as const;

describe('negation and modality in the clause before a match', () => {
  it('finds a negation in English and French', () => {
    expect(isNegatedAt(...at('The company is not in default.', 'in default'))).toBe(true);
    expect(isNegatedAt(...at("La société n'est pas en défaut.", 'en defaut'))).toBe(true);
    expect(isNegatedAt(...at('We had no audit issues, but the loan is in default.', 'in default'))).toBe(false);
  });

  it('finds a hypothesis in English and French', () => {
    expect(isHedgedAt(...at('We could face litigation.', 'litigation'))).toBe(true);
    expect(isHedgedAt(...at('Nous pourrions faire face à un litige.', 'litige'))).toBe(true);
    expect(isHedgedAt(...at('We face litigation.', 'litigation'))).toBe(false);
  });

  it('returns the first asserted match', () => {
    expect(assertedMatch(foldText('No lawsuit is pending; a lawsuit was filed in May.'), /\blawsuit\b/)?.index).toBe(25);
  });
});

describe('a denial of existence over a list, and an exception to it', () => {
  it('negates every item of a list after "there is no" or "il n\'y a aucun"', () => {
    const text = 'There is no pending litigation, regulatory sanction, investigation or related-party transaction to disclose.';
    expect(isNegatedAt(...at(text, 'regulatory sanction'))).toBe(true);
    expect(isNegatedAt(...at(text, 'related-party'))).toBe(true);
    expect(isNegatedAt(...at("Il n'y a aucun litige, aucune sanction ni convention avec un dirigeant.", 'convention'))).toBe(true);
  });

  it('asserts what an exception names', () => {
    const text = "Aucun contentieux n'oppose la société à ses clients, à l'exception de l'action engagée par un ancien salarié devant le tribunal.";
    expect(isNegatedAt(...at(text, 'tribunal'))).toBe(false);
    expect(isNegatedAt(...at('No director has any interest in our suppliers other than the landlord, owned by the CEO.', 'owned by'))).toBe(false);
  });
});

describe("a number's abbreviation", () => {
  it("is no denial: 'under Law No. 18 of 2020 — the application ... remains under review'", () => {
    const lower = 'a licence under law no. 18 of 2020 \u2014 the application remains under review';
    expect(isNegatedAt(lower, lower.indexOf('the application'))).toBe(false);
    expect(isNegatedAt('no application is pending', 'no application is pending'.indexOf('application'))).toBe(true);
  });
});
