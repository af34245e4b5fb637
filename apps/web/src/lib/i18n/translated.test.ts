import { describe, expect, it } from 'vitest';
import { financialToolsMessages } from '@baobab/contracts/financial-tools-messages';
import arabicMetrics from '@baobab/i18n/ar/metrics';
import { message } from '@baobab/contracts/i18n/message';
import { englishRemembered } from './english-remembered';
import { loadTranslation, translateLoaded } from './translated';

describe('loadTranslation', () => {
  it("reads the screen's own catalog first, then the shared labels of common and messages", async () => {
    const deals = await loadTranslation('fr', 'deals');
    expect(deals('Stage')).toBe('Étape'); // a pipeline step, the deals catalog's own word
    expect(deals('Save changes')).toBe('Enregistrer les modifications'); // common
    expect(deals('Seed')).toBe('Amorçage'); // messages
    const startups = await loadTranslation('fr', 'startups');
    expect(startups('Stage')).toBe('Stade'); // a funding stage, from common
  });
});

describe('translateLoaded', () => {
  it('renders a message sent with its key and values, a figure written as French writes it', async () => {
    await loadTranslation('fr', 'metrics');
    expect(translateLoaded('fr', englishRemembered(message('Saved {{count}} values for {{month}}', { count: 1, month: '2026-03' })))).toBe('1 valeur enregistrée pour 2026-03');
    expect(translateLoaded('fr', englishRemembered(message('Saved {{count}} values for {{month}}', { count: 3, month: '2026-03' })))).toBe('3 valeurs enregistrées pour 2026-03');
  });

  it('leaves text no loaded catalog knows as it came, filled English included: nobody\'s words are rewritten', async () => {
    await loadTranslation('fr', 'messages');
    await loadTranslation('fr', 'metrics');
    expect(translateLoaded('fr', 'Acme Payments Ltd')).toBe('Acme Payments Ltd');
    // Shaped exactly like a catalog's sentence, but sent as plain text (a person's words, an old saved line).
    expect(translateLoaded('fr', 'Saved 3 values for 2026-04')).toBe('Saved 3 values for 2026-04');
    expect(translateLoaded('fr', 'Angel from Accra, interested in your seed; would like to see the deck.')).toBe('Angel from Accra, interested in your seed; would like to see the deck.');
  });

  it('keeps a name as typed, even one shaped like a short template', async () => {
    await loadTranslation('fr', 'insights'); // '{{country}} ({{region}})'
    await loadTranslation('fr', 'financial-tools');
    expect(translateLoaded('fr', englishRemembered(financialToolsMessages.duplicateShareClass('Seed (Africa)')))).toBe("La catégorie d'actions « Seed (Africa) » est déclarée deux fois (shareClasses.name)");
  });
});

describe('Arabic', () => {
  const counted = 'Saved {{count}} values for {{month}}';
  const form = (suffix: string, count: number) =>
    (arabicMetrics[`${counted}_${suffix}` as keyof typeof arabicMetrics] as string).replace(/\{\{\s*count\s*(?:,\s*\w+\s*)?\}\}/g, String(count)).replace('{{month}}', '2026-03');

  it("picks each of Arabic's six plural forms by i18next's rules (Intl.PluralRules)", async () => {
    const t = await loadTranslation('ar', 'metrics');
    const cases: [number, string][] = [[0, 'zero'], [1, 'one'], [2, 'two'], [3, 'few'], [11, 'many'], [100, 'other']];
    for (const [count, suffix] of cases) expect(t(counted, { count, month: '2026-03' }), suffix).toBe(form(suffix, count));
  });

  it("renders a message sent with its key and values in Arabic, and leaves a person's words exactly as written", async () => {
    await loadTranslation('ar', 'metrics');
    expect(translateLoaded('ar', englishRemembered(message(counted, { count: 2, month: '2026-03' })))).toBe(form('two', 2));
    const words = "Angel from Accra, interested in your seed; would like to see the deck. **Merci** à l'équipe";
    expect(translateLoaded('ar', words)).toBe(words);
  });
});
