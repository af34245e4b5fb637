import { financialToolsMessages } from '@baobab/contracts/financial-tools';
import { fillText } from '@baobab/i18n/fill';
import { message } from '@baobab/contracts/i18n/message';
import { notificationTexts } from '@baobab/contracts/notification-texts';
import { engineErrors } from '@baobab/finance/engine-errors';
import arabicEmail from '@baobab/i18n/ar/email';
import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage, translatorFor } from './i18n';

describe('server translations', () => {
  it('reads the first language Baobab is written in from Accept-Language, by quality', () => {
    expect(localeFromAcceptLanguage('fr-CI,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(localeFromAcceptLanguage('de;q=0.9,en;q=0.5,fr;q=0.7')).toBe('fr');
    expect(localeFromAcceptLanguage('en-GB')).toBe('en');
    expect(localeFromAcceptLanguage('de-DE, pt')).toBeNull();
    expect(localeFromAcceptLanguage('fr;q=0')).toBeNull();
    expect(localeFromAcceptLanguage(undefined)).toBeNull();
  });

  it('is English for no language or an unknown one, with plural forms', () => {
    for (const locale of [null, undefined, 'en', 'xx']) expect(translatorFor(locale).locale).toBe('en');
    const { t } = translatorFor(null);
    expect(t('Hello {{name}},', { name: 'Ada' })).toBe('Hello Ada,');
    expect(t('{{number}} people', { count: 1, number: '1' })).toBe('1 person');
    expect(t('{{number}} people', { count: 1200, number: '1,200' })).toBe('1,200 people');
  });

  it('renders a message with its values, and a label that is a catalog key itself', () => {
    const fr = translatorFor('fr');
    expect(fr.message(message(notificationTexts.accessGranted, { name: 'Ama Owusu', room: 'Series A room' }))).toBe('Ama Owusu vous a donné accès à Series A room');
    expect(fr.message('Due Diligence')).toBe('Due diligence');
    expect(translatorFor('en').message(message(notificationTexts.accessGranted, { name: 'Ama Owusu', room: 'Series A room' }))).toBe('Ama Owusu gave you access to Series A room');
  });

  it('never reads a string back into a template: a sentence filled in English, or words shaped like one, stay as they came', () => {
    const fr = translatorFor('fr');
    const filled = fillText(notificationTexts.accessGranted, { name: 'Ama Owusu', room: 'Series A room' });
    expect(filled).toBe('Ama Owusu gave you access to Series A room');
    expect(fr.message(filled)).toBe(filled);
    const note = 'Angel from Accra, interested in your seed; would like to see the deck.';
    expect(fr.message(note)).toBe(note);
    expect(fr.message('Something nobody translated')).toBe('Something nobody translated');
  });

  it("reads the server's own sentences first, then the shared labels", () => {
    const { t } = translatorFor('fr');
    expect(t('Stage')).toBe('Étape'); // the deal summary's pipeline step
    expect(t('Website')).toBe('Site web'); // common
    expect(t('Passed')).toBe('Écarté'); // messages
  });

  it('formats numbers, money and dates per language', () => {
    const fr = translatorFor('fr');
    expect(fr.usd(36_000)).toBe('36\u202f000\u00a0$US');
    expect(fr.date(new Date('2026-02-27T08:00:00Z'))).toBe('27 févr. 2026');
    expect(fr.month('2026-03')).toBe('mars 2026');
    expect(translatorFor('en').usd(36_000)).toBe('$36,000');
    expect(translatorFor('en').date(new Date('2026-02-27T08:00:00Z'))).toBe('27 Feb 2026');
  });

  it("writes a message's figures and labels in French", () => {
    const fr = translatorFor('fr');
    const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    const confirmed = message(notificationTexts.investmentConfirmed, { startup: 'Acme', amount: { amount: 50_000, currency: 'USD', compact: true }, round: message('Seed') });
    expect(spaced(fr.message(confirmed))).toBe("Le fondateur d'Acme a confirmé votre investissement Amorçage de 50 k $US");
  });

  it("renders an engine's refusal and the field the API answers it at", () => {
    const refusal = financialToolsMessages.engineRefusal('input', message(engineErrors.proRataHolder, { holder: 'A Fund' }));
    expect(translatorFor('en').message(refusal)).toBe("input: pro-rata holder 'A Fund' is not in the cap table");
    expect(translatorFor('fr').message(refusal)).toBe('input : le détenteur pro rata « A Fund » ne figure pas dans la table de capitalisation');
  });

  it("elides before a name that starts with a vowel, in an e-mail's own sentences too", () => {
    const fr = translatorFor('fr');
    expect(fr.t('New message from {{name}}', { name: 'Ama Owusu' })).toBe("Nouveau message d'Ama Owusu");
    expect(fr.t('New message from {{name}}', { name: 'Baba Diallo' })).toBe('Nouveau message de Baba Diallo');
    expect(translatorFor('en').t('New message from {{name}}', { name: 'Ama Owusu' })).toBe('New message from Ama Owusu');
  });
});

describe('server translations in Arabic', () => {
  const counted = '{{number}} older notes not shown.';
  const form = (suffix: string, number: string) => (arabicEmail[`${counted}_${suffix}` as keyof typeof arabicEmail] as string).replace('{{number}}', number);

  it("picks each of Arabic's six plural forms, and writes numbers and dates with Western digits", () => {
    const ar = translatorFor('ar');
    expect(ar.locale).toBe('ar');
    const cases: [number, string][] = [[0, 'zero'], [1, 'one'], [2, 'two'], [3, 'few'], [11, 'many'], [100, 'other']];
    for (const [count, suffix] of cases) expect(ar.t(counted, { count, number: ar.number(count) }), suffix).toBe(form(suffix, String(count)));
    expect(ar.number(1234567)).toBe('1,234,567');
    expect(ar.date(new Date('2026-03-05T00:00:00Z'))).not.toMatch(/[\u0660-\u0669]/);
    expect(ar.month('2026-03')).toContain('مارس');
  });

  it("leaves a person's words as written, and reads Arabic from Accept-Language", () => {
    const words = "Angel from Accra, interested in your seed; would like to see the deck. **Merci** à l'équipe";
    expect(translatorFor('ar').message(words)).toBe(words);
    expect(localeFromAcceptLanguage('ar-MA,fr;q=0.8')).toBe('ar');
  });
});
