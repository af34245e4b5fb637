import { describe, expect, it } from 'vitest';
import { answerLabel, answerLabelOnly } from './question-answers';
import { questionsAnsweredNo } from './question-denied';
import { foldText, sentenceFacts } from './sentence-facts';

/** The statements read from a question and its answer (the derived sentences that end on the answer). */
const joined = (text: string) => sentenceFacts(text).filter((s) => s.derived && /\?|: /.test(s.text)).map((s) => s.text);

describe('a questionnaire\'s answer read under its question', () => {
  it('reads an answer that carries its form\'s label (A:, R :) before its figure, without the label', () => {
    expect(joined('Q3. What is your current monthly burn?\nA: Roughly $48k net, mostly payroll.')).toContain('What is your current monthly burn: Roughly $48k net, mostly payroll.');
    expect(joined('Q : Quelle est votre trésorerie disponible ?\nR : 190 000 € au 30 septembre.')).toContain('Q : Quelle est votre trésorerie disponible: 190 000 € au 30 septembre.');
  });

  it('does not turn a yes/no question into a statement, labelled or not', () => {
    expect(joined('Is your monthly burn above $50k?\nA: $48k.')).toEqual([]);
  });
});

describe('a form\'s answer label, one reading for every reader of a form', () => {
  it('reads the label, numbered or not, and never a rand amount as one', () => {
    expect(answerLabel.exec(foldText('R2. Néant.'))?.[0]).toBe('r2. ');
    expect(answerLabel.exec(foldText('Réponse : aucune'))?.[0]).toBe('reponse : ');
    expect(answerLabel.exec(foldText('R15.5m in the bank.'))).toBeNull();
    expect(answerLabelOnly.test(foldText('R4.'))).toBe(true);
  });

  it('is read the same by the joined answers and the denied questions', () => {
    expect(joined('What was revenue last year?\nA1: $185k.')).toContain('What was revenue last year: $185k.');
    expect(joined('What was revenue last year?\nR15.5m.')).toContain('What was revenue last year: R15.5m.');
    const denied = questionsAnsweredNo(sentenceFacts('Q2. La société a-t-elle des conventions réglementées ?\nR2. Néant.'));
    expect(denied.map((s) => s.text.trim())).toEqual(['La société a-t-elle des conventions réglementées ?']);
  });
});
