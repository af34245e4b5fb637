/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { fillText } from './fill';
import { fillFrench } from './french-elision';

const french = (template: string, values?: Record<string, string | number>) => fillFrench(values, (marked) => fillText(template, marked));

describe('fillFrench', () => {
  it.each([
    ['de {{name}}', 'Acme', "d'Acme"],
    ['de {{name}}', 'Baobab', 'de Baobab'],
    ['le {{name}}', 'Orange Money', "l'Orange Money"],
    ['la {{name}}', 'IA générative', "l'IA générative"],
    ['de {{name}}', '5 startups', 'de 5 startups'],
    ['de {{name}}', 'Ecobank', "d'Ecobank"],
    ['de {{name}}', 'Écobank', "d'Écobank"],
    ['de {{name}}', 'Île Maurice', "d'Île Maurice"],
    ['de {{name}}', 'Œuvre', "d'Œuvre"],
    ['de {{name}}', 'Hilton', 'de Hilton'],
    ['de {{name}}', 'Yves', "d'Yves"],
    ['de {{name}}', 'Yaoundé', 'de Yaoundé'],
    ['De {{name}} : 3 messages', 'Ama', "D'Ama : 3 messages"],
    ['Le {{name}} est prêt', 'Onboarding', "L'Onboarding est prêt"],
    ['Je pense que {{name}} investira', 'Ada', "Je pense qu'Ada investira"],
    ['il ne {{verb}} pas', 'ouvre', "il n'ouvre pas"],
    ['il se {{verb}}', 'engage', "il s'engage"],
    ['tu me {{verb}}', 'aides', "tu m'aides"],
    ['je te {{verb}}', 'invite', "je t'invite"],
    ['je {{verb}}', 'accepte', "j'accepte"],
  ])('%s with %s reads %s', (template, value, expected) => {
    expect(french(template, { name: value, verb: value })).toBe(expected);
  });

  it('elides only where a value starts, never in fixed text or inside a word', () => {
    expect(french('le onze de {{name}}', { name: 'Baobab' })).toBe('le onze de Baobab');
    expect(french('de « {{name}} »', { name: 'Acme' })).toBe('de « Acme »');
    expect(french('lorsque {{name}} investit', { name: 'Ada' })).toBe('lorsque Ada investit');
    expect(french('aide {{name}}', { name: 'Ada' })).toBe('aide Ada');
    expect(french('de {{name}}', { name: '' })).toBe('de ');
  });

  it('leaves numbers and the count as they are, so i18next still picks the plural form', () => {
    expect(french('{{count}} actions de {{holder}}', { count: 2, holder: 'Ada' })).toBe("2 actions d'Ada");
    expect(french('de {{number}}', { number: 8 })).toBe('de 8');
    expect(french('Bonjour')).toBe('Bonjour');
  });

  it('gives back a person’s words as written, even when they contain the private-use characters it marks with', () => {
    const words = 'Notes \uE000 de \uE000 Ada \uE001';
    expect(french('de {{name}}', { name: words })).toBe(`de ${words}`);
    expect(french('de {{name}} et de {{other}}', { name: '\uE000Acme', other: 'Ada' })).toBe("de \uE000Acme et d'Ada");
  });
});

describe('the French catalogs', () => {
  const catalogs = import.meta.glob<{ default: Record<string, string> }>('./fr/*.ts', { eager: true });

  it('contain no private-use character, which fillFrench may use to mark a value’s start', () => {
    const found = Object.entries(catalogs).flatMap(([file, catalog]) =>
      Object.entries(catalog.default).filter(([key, text]) => /[\uE000-\uF8FF]/.test(key + text)).map(([key]) => `${file}: ${key}`),
    );
    expect(Object.keys(catalogs).length).toBeGreaterThan(20);
    expect(found).toEqual([]);
  });
});
