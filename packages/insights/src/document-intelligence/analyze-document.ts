/**
 * Document intelligence for pasted text (pitch deck, financial statements, business plan,
 * legal documents). Every step reads each sentence a bounded number of times, so the cost
 * is linear in the text's length; the caller caps the size.
 *
 * Confidence (0–1) = min(1, words / 120) × coverage, where coverage is what the document
 * type should contain and the text did:
 *   pitch_deck, business_plan: 0.5 × deck score / 100 + 0.2 revenue + 0.1 expenses + 0.15 team + 0.05 legal
 *   financial_statements:      0.45 revenue + 0.45 expenses + 0.1 legal
 *   legal_docs:                0.8 × min(1, distinct legal kinds / 3) + 0.2 team (parties named)
 * (a name stands for 1 when at least one finding of that kind was extracted, else 0).
 */
import type { DocumentType } from '@baobab/contracts/enums';
import { round } from '../scoring';
import { assessDeckQuality } from './deck-quality';
import { documentRecommendations, documentStrengths, fullConfidenceWords } from './document-summary';
import { extractData } from './findings';
import { withoutOpenQuestions } from './question-answers';
import { detectRedFlags } from './red-flags';
import { sentenceFacts } from './sentence-facts';
import type { DeckQuality, DocumentAnalysis, ExtractedData } from './types';

/** ECMAScript's \s as character codes, tested without allocating a match per word. */
function isSpace(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13) || code === 0xa0 || code === 0x1680 || (code >= 0x2000 && code <= 0x200a)
    || code === 0x2028 || code === 0x2029 || code === 0x202f || code === 0x205f || code === 0x3000 || code === 0xfeff;
}

function countWords(text: string): number {
  let count = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i += 1) {
    const space = isSpace(text.charCodeAt(i));
    if (!space && !inWord) count += 1;
    inWord = !space;
  }
  return count;
}

function coverage(documentType: DocumentType, data: ExtractedData, deck: DeckQuality | null): number {
  const has = (list: readonly unknown[]) => (list.length > 0 ? 1 : 0);
  switch (documentType) {
    case 'financial_statements':
      return 0.45 * has(data.revenue) + 0.45 * has(data.expenses) + 0.1 * has(data.legal);
    case 'legal_docs':
      return 0.8 * Math.min(1, new Set(data.legal.map((f) => f.kind)).size / 3) + 0.2 * has(data.team);
    default:
      return 0.5 * ((deck?.score ?? 0) / 100) + 0.2 * has(data.revenue) + 0.1 * has(data.expenses) + 0.15 * has(data.team) + 0.05 * has(data.legal);
  }
}

export function analyzeDocument(text: string, documentType: DocumentType): DocumentAnalysis {
  const sentences = sentenceFacts(text);
  const wordCount = countWords(text);
  // A yes/no question left unanswered asserts nothing (question-answers.ts): neither its figures nor its flags are read.
  const asserted = withoutOpenQuestions(sentences);
  const extractedData = extractData(asserted);
  const riskFlags = detectRedFlags(asserted, extractedData, documentType, text);
  const deckQuality = documentType === 'pitch_deck' || documentType === 'business_plan' ? assessDeckQuality(sentences.filter((s) => !s.derived)) : null;
  const lengthFactor = Math.min(1, wordCount / fullConfidenceWords);
  return {
    documentType,
    wordCount,
    sentenceCount: sentences.filter((s) => !s.derived).length,
    confidence: round(lengthFactor * coverage(documentType, extractedData, deckQuality), 2),
    strengths: documentStrengths(extractedData, deckQuality, riskFlags, wordCount),
    riskFlags,
    extractedData,
    deckQuality,
    recommendations: documentRecommendations(deckQuality, riskFlags, wordCount),
  };
}
