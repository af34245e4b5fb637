import { describe, expect, it } from 'vitest';
import { writtenMonth } from './dated-now';
import { sentenceFacts } from './sentence-facts';

const month = (text: string) => writtenMonth(sentenceFacts(text).filter((s) => !s.derived));

describe('the month a document was written', () => {
  it('reads a date in its first three lines', () => {
    expect(month('Founder blog, Nairobi, 20 January 2026\n\nWe grew.')).toBe(2026 * 12 + 0);
  });

  it('reads a mail header\'s date line even when a paragraph comes before the header', () => {
    const mail = 'From: Awa, co-founder\nTo: Board\nDate: 3 July 2025\nSubject: H1 numbers\n\nDear all,';
    expect(month(mail)).toBe(2025 * 12 + 6);
    expect(month(`Our team is based in Nairobi and Lagos.\n\n${mail}`)).toBe(2025 * 12 + 6);
  });

  it('reads no date from later lines that are not a header\'s date line', () => {
    expect(month('Update.\n\nWe grew.\n\nSales rose.\n\nIn 3 July 2025 we hired.')).toBeNull();
  });
});
