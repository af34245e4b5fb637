import { describe, expect, it } from 'vitest';
import { analyzeDocumentInputSchema, ecosystemParamsSchema, insightsMessages, marketAnalysisParamsSchema, maxDocumentTextLength } from './insights';
import { validationMessages } from './ui-strings';

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }): string | undefined {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe('analyzeDocumentInputSchema', () => {
  it('accepts text and one of the four document types', () => {
    expect(analyzeDocumentInputSchema.parse({ documentText: ' Our ARR is $1.2M. ', documentType: 'pitch_deck' })).toEqual({ documentText: 'Our ARR is $1.2M.', documentType: 'pitch_deck' });
  });

  it('rejects empty or blank text with the spec message', () => {
    expect(firstMessage(analyzeDocumentInputSchema.safeParse({ documentText: '   ', documentType: 'pitch_deck' }))).toBe(validationMessages.documentText);
  });

  it('rejects text over 200,000 characters and says so', () => {
    const result = analyzeDocumentInputSchema.safeParse({ documentText: 'a'.repeat(maxDocumentTextLength + 1), documentType: 'legal_docs' });
    expect(firstMessage(result)).toBe(insightsMessages.documentTextTooLong);
    expect(analyzeDocumentInputSchema.safeParse({ documentText: 'a'.repeat(maxDocumentTextLength), documentType: 'legal_docs' }).success).toBe(true);
  });

  it('rejects an unknown document type with a clear message', () => {
    expect(firstMessage(analyzeDocumentInputSchema.safeParse({ documentText: 'text', documentType: 'spreadsheet' }))).toBe(insightsMessages.documentTypeInvalid);
  });

  it('rejects unknown fields', () => {
    expect(analyzeDocumentInputSchema.safeParse({ documentText: 'text', documentType: 'pitch_deck', extra: 1 }).success).toBe(false);
  });
});

describe('market parameters', () => {
  it('trims sector and country and requires both', () => {
    expect(marketAnalysisParamsSchema.parse({ sector: ' Fintech ', country: 'Nigeria' })).toEqual({ sector: 'Fintech', country: 'Nigeria' });
    expect(firstMessage(marketAnalysisParamsSchema.safeParse({ sector: '', country: 'Nigeria' }))).toBe(insightsMessages.sectorRequired);
    expect(firstMessage(ecosystemParamsSchema.safeParse({ country: ' ' }))).toBe(insightsMessages.countryRequired);
  });
});
