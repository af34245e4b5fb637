import { describe, expect, it } from 'vitest';
import { assertedFacts } from './clause-scope';
import { sentenceFacts } from './sentence-facts';

const asserted = (text: string, scope: Parameters<typeof assertedFacts>[1] = 'state') => {
  const [sentence] = sentenceFacts(text);
  if (!sentence) throw new Error('no sentence');
  // The separators of a blanked clause stay; only the words go.
  return assertedFacts(sentence, scope).text.replace(/\s+/g, ' ').replace(/^[\s,;.]+/, '').trim();
};

describe('what a sentence asserts, clause by clause', () => {
  it('leaves out a hypothesis, in English and French, and keeps the fact beside it', () => {
    expect(asserted('If fertiliser prices doubled, our gross margin could turn negative.')).toBe('');
    expect(asserted('Le churn mensuel est de 2 % ; il pourrait dépasser 8 % si nous augmentions nos prix.', 'figure')).toBe('Le churn mensuel est de 2 % ;');
  });

  it('leaves out an expectation for a state, keeps it for a projection, and drops a denied one for both', () => {
    expect(asserted('We expect to breach the leverage covenant in the third quarter.')).toBe('');
    expect(asserted('We expect revenue to grow tenfold next year.', 'projection')).toBe('We expect revenue to grow tenfold next year.');
    expect(asserted('We do not expect revenue to grow tenfold next year.', 'projection')).toBe('');
  });

  it('leaves out a state the sentence says is over, not a dated fact that still holds', () => {
    expect(asserted('Les comptes 2022 avaient été certifiés avec réserve ; les comptes 2024 ont été certifiés sans réserve.')).toBe('les comptes 2024 ont été certifiés sans réserve.');
    expect(asserted('In 2023 the regulator fined us; in 2024 revenue grew 40%.')).toBe('In 2023 the regulator fined us; in 2024 revenue grew 40%.');
  });

  it('keeps facts worded with a modal: what could not be done, and the month of May', () => {
    expect(asserted('The auditors issued a qualified opinion because inventory could not be verified.')).toBe('The auditors issued a qualified opinion because inventory could not be verified.');
    expect(asserted('The Central Bank suspended our lending in May pending an investigation.')).toBe('The Central Bank suspended our lending in May pending an investigation.');
  });
});
