import { describe, expect, it } from 'vitest';
import { relatedOwners } from './related-owners';
import { foldText } from './sentence-facts';

describe('a relative\'s business as a counterparty', () => {
  it('reads a dealing with a relative\'s business', () => {
    expect(relatedOwners(foldText("We buy all our packaging from my brother's firm."))).not.toBeNull();
  });

  it('does not read where a person goes as a dealing', () => {
    expect(relatedOwners(foldText("Our CTO is stepping back to focus on his family's business in Bulawayo."))).toBeNull();
  });
});
