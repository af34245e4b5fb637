import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TextBuilder } from './text-builder';

/** unpdf's merged-text rules, as the server applied them before text was read in a worker. */
const unpdfMerged = (pages: string[]) =>
  pages.join('\n').replace(/[^\S\n]+/g, ' ').replace(/ ?\n ?/g, '\n').replace(/\n{3,}/g, '\n\n').trim();

function built(pieces: string[]) {
  const builder = new TextBuilder();
  pieces.forEach((piece, i) => builder.add(i === 0 ? piece : `\n${piece}`));
  return builder;
}

describe('TextBuilder', () => {
  it.each([
    [['Revenue  was\t$10k. ', ' Next line']],
    [['  leading', 'trailing  \n\n\n\n', '', 'after blank pages']],
    [['a \r\n b', '\u00a0c\u2003d', 'e \n \n \n f']],
    [['', '', '']],
  ])('gives the same text as unpdf merging %j', (pages) => {
    const builder = built(pages);
    expect(builder.toString()).toBe(unpdfMerged(pages));
    expect(builder.length).toBe(unpdfMerged(pages).length);
  });

  it('gives the same text as unpdf for any pages, however each page is cut into pieces', () => {
    const page = fc.string({ unit: fc.constantFrom('a', 'b', ' ', '\t', '\n', '\r', '\u00a0', '.') });
    fc.assert(
      fc.property(fc.array(page), fc.nat(5), (pages, cut) => {
        const builder = new TextBuilder();
        pages.forEach((p, i) => {
          const piece = i === 0 ? p : `\n${p}`;
          const at = Math.min(cut, piece.length);
          builder.add(piece.slice(0, at));
          builder.add(piece.slice(at));
        });
        expect(builder.toString()).toBe(unpdfMerged(pages));
        expect(builder.length).toBe(builder.toString().length);
      }),
    );
  });
});
