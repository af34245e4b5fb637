import { describe, expect, it } from 'vitest';
import { sentenceFacts } from './sentence-facts';

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
