import { describe, expect, it } from 'vitest';
import { relatedOwners } from './related-owners';
import { foldText } from './sentence-facts';

describe("a relative's business the person goes to work in is no dealing (related-owners.ts)", () => {
  it('reads a dealing with a relative\'s business', () => {
    expect(relatedOwners("we buy all our packaging from his brother's company at cost plus 30%.")).not.toBeNull();
    expect(relatedOwners("le transport est confie a la societe de son frere depuis 2023.")).not.toBeNull();
  });

  it('does not read a career move into it', () => {
    expect(relatedOwners("our cto is stepping back to focus on his family's business in bulawayo.")).toBeNull();
    expect(relatedOwners("she leaves in june to join her father's company in kumasi.")).toBeNull();
    expect(relatedOwners("notre dg quitte ses fonctions pour reprendre l'entreprise de son pere.")).toBeNull();
  });
});

describe("a counterparty's manager, named in apposition, said to be an insider's relative", () => {
  it('is a related party in French and English', () => {
    expect(relatedOwners(foldText("Les bureaux sont loués à la société Immobilière Kané SARL, dont le gérant, M. Oumar Kané, est le frère cadet du Président-fondateur."))).not.toBeNull();
    expect(relatedOwners(foldText('We buy feed from Delta Feeds Ltd, whose managing director, Mr J. Phiri, is the younger brother of our CEO.'))).not.toBeNull();
  });

  it("is none when the relative is no insider's", () => {
    expect(relatedOwners(foldText('We buy feed from Delta Feeds Ltd, whose managing director is the brother of a well-known footballer.'))).toBeNull();
  });
});
