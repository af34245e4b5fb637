import { analyzeDocument } from '../document-intelligence/analyze-document';
import { cleanStatements, incorporationDocs, kopaDeck, strongDeck, troubledPlan } from './documents';

/** The fixture documents, each analysed as its kind: what the property tests draw a company's documents from. */
export const analysedDocuments = () => [
  analyzeDocument(kopaDeck, 'pitch_deck'),
  analyzeDocument(strongDeck, 'pitch_deck'),
  analyzeDocument(troubledPlan, 'business_plan'),
  analyzeDocument(incorporationDocs, 'legal_docs'),
  analyzeDocument(cleanStatements, 'financial_statements'),
];
