import { describe, expect, it } from 'vitest';
import { splitLinks } from './split-links';

describe('splitLinks', () => {
  it('makes http, https and www addresses links and leaves sentence punctuation outside', () => {
    expect(splitLinks('See https://baobab.africa/deck. Or www.example.com, thanks')).toEqual([
      'See ',
      { href: 'https://baobab.africa/deck', label: 'https://baobab.africa/deck' },
      '. Or ',
      { href: 'https://www.example.com', label: 'www.example.com' },
      ', thanks',
    ]);
  });

  it('never links other schemes and keeps HTML as plain text', () => {
    expect(splitLinks('javascript:alert(1) <a href="x">hi</a> data:text/html,x')).toEqual(['javascript:alert(1) <a href="x">hi</a> data:text/html,x']);
  });

  it('keeps every character of plain text', () => {
    expect(splitLinks('')).toEqual([]);
    expect(splitLinks('Habari 🦁')).toEqual(['Habari 🦁']);
  });
});
