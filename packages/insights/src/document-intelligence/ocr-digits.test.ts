import { describe, expect, it } from 'vitest';
import { figureReadBack, ocrDigitsRepaired } from './ocr-digits';

describe('figures a scan misread, read back', () => {
  it('reads O and o as 0 and l and I as 1 in a figure holding a true digit', () => {
    expect(figureReadBack('4,2l0,000')).toBe('4,210,000');
    expect(figureReadBack('(4,65O,OOO)')).toBe('(4,650,000)');
    expect(figureReadBack('l4 2l8 6OO')).toBe('14 218 600');
  });

  it('closes up a split that is not thousands grouping, and keeps one that is', () => {
    expect(figureReadBack('12,4 50')).toBe('12,450');
    expect(figureReadBack('(67 0)')).toBe('(670)');
    expect(figureReadBack('1 426 300')).toBe('1 426 300');
  });

  it('leaves letters alone where no digit stands beside them', () => {
    expect(figureReadBack('lol')).toBe('lol');
    expect(figureReadBack('Revenue 12')).toBe('Revenue 12');
  });

  it('repairs the figures of a folded sentence, not its words', () => {
    expect(ocrDigitsRepaired('chiffre d\'affaires 2o23 : l 426 3oo ooo fcfa')).toBe('chiffre d\'affaires 2023 : 1 426 300 000 fcfa');
    expect(ocrDigitsRepaired("l'ecole a ete lol")).toBe("l'ecole a ete lol");
    expect(ocrDigitsRepaired('revenue of 1\u00A0200 units')).toBe('revenue of 1\u00A0200 units');
  });
});
