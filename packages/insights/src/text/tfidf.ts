/**
 * TF-IDF index with cosine similarity, built once over many documents (investor
 * theses) and queried with one text (a startup description).
 *
 * Weights (Manning, Raghavan & Schütze, Introduction to Information Retrieval, ch. 6):
 *   tf(t, d)  = 1 + ln(count of t in d)                (sublinear term frequency)
 *   idf(t)    = ln((N + 1) / (df(t) + 1)) + 1          (smoothed, as scikit-learn)
 *   w(t, d)   = tf × idf, each vector scaled to unit length
 *   cos(q, d) = Σ_t w(t, q) × w(t, d)                  on 0–1
 * Query terms absent from the corpus have no idf and are ignored. Scoring walks only the
 * postings of the query's terms, so its cost grows with matches, not with corpus size.
 */
import { terms } from './tokenize';

export interface TermContribution {
  term: string;
  /** w(t, q) × w(t, d): this term's share of the cosine. */
  weight: number;
}

export interface TfIdfQuery {
  termIds: Int32Array;
  weights: Float64Array;
}

export interface TfIdfIndex {
  readonly documentCount: number;
  query(text: string): TfIdfQuery;
  /** Cosine similarity of the query with every document, by document position. */
  scoreAll(query: TfIdfQuery): Float64Array;
  /** Cosine similarity with one document. */
  similarity(query: TfIdfQuery, document: number): number;
  /** The query terms a document shares, largest contribution first. */
  sharedTerms(query: TfIdfQuery, document: number): TermContribution[];
}

function termCounts(text: string, resolve: (term: string) => number | undefined): Map<number, number> {
  const counts = new Map<number, number>();
  for (const term of terms(text)) {
    const id = resolve(term);
    if (id === undefined) continue;
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

function unitVector(counts: Map<number, number>, idf: Float64Array): { ids: Int32Array; weights: Float64Array } {
  const ids = Int32Array.from([...counts.keys()].sort((a, b) => a - b));
  const weights = new Float64Array(ids.length);
  let norm = 0;
  ids.forEach((id, i) => {
    const w = (1 + Math.log(counts.get(id) ?? 1)) * (idf[id] ?? 0);
    weights[i] = w;
    norm += w * w;
  });
  const length = Math.sqrt(norm);
  if (length > 0) for (let i = 0; i < weights.length; i += 1) weights[i] = (weights[i] ?? 0) / length;
  return { ids, weights };
}

export function buildTfIdfIndex(documents: readonly string[]): TfIdfIndex {
  const vocabulary = new Map<string, number>();
  const vocabularyList: string[] = [];
  const register = (term: string): number => {
    let id = vocabulary.get(term);
    if (id === undefined) {
      id = vocabularyList.length;
      vocabulary.set(term, id);
      vocabularyList.push(term);
    }
    return id;
  };
  const countsByDocument = documents.map((text) => termCounts(text, register));
  const df = new Float64Array(vocabularyList.length);
  for (const counts of countsByDocument) for (const id of counts.keys()) df[id] = (df[id] ?? 0) + 1;
  const n = documents.length;
  const idf = df.map((d) => Math.log((n + 1) / (d + 1)) + 1);

  const vectors = countsByDocument.map((counts) => unitVector(counts, idf));
  const postingDocs: number[][] = vocabularyList.map(() => []);
  const postingWeights: number[][] = vocabularyList.map(() => []);
  vectors.forEach((vector, doc) => {
    vector.ids.forEach((id, i) => {
      postingDocs[id]?.push(doc);
      postingWeights[id]?.push(vector.weights[i] ?? 0);
    });
  });
  const postings = postingDocs.map((docs, id) => ({ docs: Int32Array.from(docs), weights: Float64Array.from(postingWeights[id] ?? []) }));

  const documentWeight = (document: number, termId: number): number => {
    const vector = vectors[document];
    if (!vector) return 0;
    let low = 0;
    let high = vector.ids.length - 1;
    while (low <= high) {
      const mid = (low + high) >> 1;
      const id = vector.ids[mid] ?? 0;
      if (id === termId) return vector.weights[mid] ?? 0;
      if (id < termId) low = mid + 1;
      else high = mid - 1;
    }
    return 0;
  };

  return {
    documentCount: n,
    query(text) {
      const vector = unitVector(termCounts(text, (term) => vocabulary.get(term)), idf);
      return { termIds: vector.ids, weights: vector.weights };
    },
    scoreAll(query) {
      const scores = new Float64Array(n);
      query.termIds.forEach((termId, i) => {
        const posting = postings[termId];
        if (!posting) return;
        const qw = query.weights[i] ?? 0;
        for (let p = 0; p < posting.docs.length; p += 1) {
          const doc = posting.docs[p] ?? 0;
          scores[doc] = (scores[doc] ?? 0) + qw * (posting.weights[p] ?? 0);
        }
      });
      return scores;
    },
    similarity(query, document) {
      let sum = 0;
      query.termIds.forEach((termId, i) => {
        sum += (query.weights[i] ?? 0) * documentWeight(document, termId);
      });
      return Math.min(1, sum);
    },
    sharedTerms(query, document) {
      const shared: TermContribution[] = [];
      query.termIds.forEach((termId, i) => {
        const weight = (query.weights[i] ?? 0) * documentWeight(document, termId);
        if (weight > 0) shared.push({ term: vocabularyList[termId] ?? '', weight });
      });
      return shared.sort((a, b) => b.weight - a.weight || a.term.localeCompare(b.term));
    },
  };
}
