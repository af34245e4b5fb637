import { describe, expect, it } from 'vitest';
import { mentionedMembers } from './deal-mentions';

const amina = { userId: 'a', firstName: 'Amina', lastName: 'Diallo' };
const kofi = { userId: 'k', firstName: 'Kofi', lastName: 'Mensah' };
const kofi2 = { userId: 'k2', firstName: 'Kofi', lastName: 'Boateng' };
const ids = (found: { userId: string }[]) => found.map((m) => m.userId);

describe('mentionedMembers', () => {
  it('finds members by full name or by a first name nobody else has, in any case', () => {
    expect(ids(mentionedMembers('Over to @amina diallo and @Kofi.', [amina, kofi], 'x'))).toEqual(['a', 'k']);
    expect(ids(mentionedMembers('@Amina please check', [amina, kofi], 'x'))).toEqual(['a']);
  });

  it('needs the full name when two members share a first name', () => {
    expect(ids(mentionedMembers('@Kofi look', [kofi, kofi2], 'x'))).toEqual([]);
    expect(ids(mentionedMembers('@Kofi Boateng look', [kofi, kofi2], 'x'))).toEqual(['k2']);
  });

  it('does not match a longer word, a name without @, or the author', () => {
    expect(ids(mentionedMembers('@Aminata and Kofi', [amina, kofi], 'x'))).toEqual([]);
    expect(ids(mentionedMembers('@Amina', [amina], 'a'))).toEqual([]);
  });
});
