import { describe, expect, it } from 'vitest';
import { valueStartup } from '@baobab/finance/valuation';
import type { MoneyWriter } from '@baobab/finance/valuation-types';
import { toWire, wireGlossary } from '@baobab/contracts/i18n/message-wire';
import { loadTranslation, translateLoaded } from './i18n/translated';
import { rememberMessages } from './i18n/glossary';
import { isSavedInEnglishOnly } from './valuation-reasoning';

/** 1 USD = 620 XOF, written whole as the server's writer does (financial-tools.service.ts companyConversion). */
const inXof: MoneyWriter = (cents) => ({ amount: Math.round((cents / 100) * 620), currency: 'XOF' });
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('a valuation reasoning sent as messages', () => {
  it('writes XOF amounts the French way, sentence by sentence, from the messages the server sent', async () => {
    await loadTranslation('fr', 'financial-tools');
    const valuation = valueStartup({
      facts: { stage: 'Pre-Seed', teamSize: 4, productStage: 'prototype', marketSizeCents: 200_000_000_00 },
      round: { confirmedRound: { preMoneyCents: 1_800_000_00, date: '2026-05-04' } },
      write: inXof,
    });
    // What the route sends: English where the spec has strings, the messages beside them.
    const wire = toWire(valuation.reasoning.map((line) => ({ line })));
    const answer = { lines: wire, messages: wireGlossary(toWire({ reasoning: valuation.reasoning })) };
    rememberMessages(answer.messages);
    const english = answer.lines.map(({ line }) => line);
    expect(english[0]).toMatch(/^Fair value XOF [\d,]+: the confidence-weighted average of 2 methods\.$/);
    expect(english).toContain('Round on the record (confidence 80%): The latest confirmed round, on 2026-05-04, priced the company at XOF 1,116,000,000 before the money.');

    expect(english.filter(isSavedInEnglishOnly)).toEqual([]);
    const french = english.map((line) => plain(translateLoaded('fr', line)));
    expect(french).toContain('Tour enregistré (confiance 80 %) : Le dernier tour confirmé, le 2026-05-04, valorisait l’entreprise à 1 116 000 000 XOF avant l’apport.');
    const berkus = french.find((line) => line.startsWith('Berkus'));
    // Every amount in francs written the French way.
    expect(berkus).toMatch(/^Berkus \(confiance \d+ %\) : [\d ]+ XOF pour 3 des 5 critères de Berkus\. Idée solide \(valeur de base\) : [\d ]+ XOF sur 310 000 000 XOF\. /);
    expect(french.join('\n')).not.toMatch(/XOF \d|\$/);
  });
});

describe('a valuation saved before messages', () => {
  it('is shown as it was saved, never read back into a template', async () => {
    await loadTranslation('fr', 'financial-tools');
    const saved = 'Berkus (confidence 16%): $300K from 2 of 5 Berkus elements. No facts for sound idea (basic value): it adds nothing.';
    expect(isSavedInEnglishOnly(saved)).toBe(true);
    expect(translateLoaded('fr', saved)).toBe(saved);
  });
});
