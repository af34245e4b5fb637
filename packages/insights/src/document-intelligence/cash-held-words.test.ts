import { describe, expect, it } from 'vitest';
import { anotherFigure, cashHeldBefore, cashHeldWord, cashLeftAfter, cashLeftBefore, cashMoving, notCashHeld } from './cash-held-words';
import { cashAndBurn } from './document-figures/cash-burn';
import { extractData } from './findings';
import { impliedRunway } from './runway';
import { foldText, sentenceFacts } from './sentence-facts';

const words = (text: string) => [...foldText(text).matchAll(cashHeldWord)].map((m) => m[0]);
/** The cash held as each of its two readers reads it: the figures reader's amounts, and whether the runway reader finds a short runway. */
const figuresCash = (text: string) => cashAndBurn(sentenceFacts(text)).cash.map((f) => f.amount);
const runwayEvidence = (text: string) => {
  const sentences = sentenceFacts(text);
  return impliedRunway(sentences, extractData(sentences))?.evidence ?? null;
};

describe('cash held, one reading for the runway and the figures readers', () => {
  it('names cash held by its word, in English and French', () => {
    expect(words('We hold $2.4m; trésorerie disponible au 30 juin')).toEqual(['we hold', 'tresorerie disponible']);
    expect(cashHeldBefore.test(foldText('Solde SGBCI + Orabank au 31/05 : '))).toBe(true);
    expect(notCashHeld(foldText('Cash at bank: '))).toBe(false);
  });

  it('reads no cash moving and no other figure as cash held', () => {
    expect(notCashHeld(foldText('Net cash used in operating activities: '))).toBe(true);
    expect(notCashHeld(foldText('Cash receipts from customers: '))).toBe(true);
    expect(notCashHeld(foldText('Cash costs this month: '))).toBe(true);
    // A clause that holds cash and burn together still holds its cash: the burn's word is read in the amount's label only.
    const both = foldText("la trésorerie disponible s'élève à 84 millions FCFA et les décaissements nets mensuels à 28 millions");
    expect(cashMoving.test(both)).toBe(false);
    expect(anotherFigure.test(both)).toBe(true);
  });

  it('gives both readers the same figure: a balance is cash, a receipt is not', () => {
    const held = 'We hold $240,000 at the bank. Net burn is $60,000 a month.';
    expect(figuresCash(held)).toEqual([240_000]);
    expect(runwayEvidence(held)).toContain('We hold $240,000');
    const received = 'Cash receipts from customers: $96,000. Net burn is $60,000 a month.';
    expect(figuresCash(received)).toEqual([]);
    expect(runwayEvidence(received)).toBeNull();
    // A word each reader once had alone is read by both now: a 'solde' by the runway reader, 'we hold' by the figures reader.
    const solde = 'Solde SGBCI + Orabank au 31/05 : 96,4 M FCFA. Burn mensuel : 30 M FCFA.';
    expect(figuresCash(solde)).toEqual([96.4e6]);
    expect(runwayEvidence(solde)).toContain('Solde SGBCI');
    expect(figuresCash('We hold $240,000. Net burn is $60,000 a month.')).toEqual([240_000]);
  });

  it('reads what is left, after or before the amount, with one list for every reader', () => {
    for (const after of [' left', ' remaining', ' naira left in the bank', ' restants', ' sur les comptes', ' de tresorerie', ' en caisse', ' still in the bank'])
      expect(cashLeftAfter.test(after), after).toBe(true);
    for (const after of [' of revenue', ' a month', ' raised', ' de chiffre d\'affaires']) expect(cashLeftAfter.test(after), after).toBe(false);
    for (const before of ['il nous reste ', 'il reste ', 'we\'re down to about ', 'on n\'a plus que ', 'remaining cash of '])
      expect(cashLeftBefore.test(before), before).toBe(true);
    expect(cashLeftBefore.test('we raised ')).toBe(false);
    // The figures reader and the runway reader take the same figure as what is left.
    const left = 'After the audit we have $260,000 left. Net burn is $60,000 a month.';
    expect(figuresCash(left)).toEqual([260_000]);
    expect(runwayEvidence(left)).toContain('$260,000 left');
  });
});
