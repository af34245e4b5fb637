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

const termWeight = (count: number, idf: number): number => (1 + Math.log(count)) * idf;

function unitVector(counts: Map<number, number>, idf: Float64Array): { ids: Int32Array; weights: Float64Array } {
  const ids = Int32Array.from([...counts.keys()].sort((a, b) => a - b));
  const weights = new Float64Array(ids.length);
  let norm = 0;
  ids.forEach((id, i) => {
    const w = termWeight(counts.get(id) ?? 1, idf[id] ?? 0);
    weights[i] = w;
    norm += w * w;
  });
  const length = Math.sqrt(norm);
  if (length > 0) for (let i = 0; i < weights.length; i += 1) weights[i] = (weights[i] ?? 0) / length;
  return { ids, weights };
}

/** An Int32Array that grows by doubling: half the memory of a number array while building. */
class Int32Builder {
  private data = new Int32Array(1024);
  length = 0;
  push(value: number): void {
    if (this.length === this.data.length) {
      const grown = new Int32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length] = value;
    this.length += 1;
  }
  get(index: number): number {
    return this.data[index] ?? 0;
  }
}

export interface TfIdfIndexBuilder {
  /** Adds the next document; its position in the index is the number added before it. */
  add(text: string): void;
  /** The index over the documents added; call it once, after the last `add`. */
  build(): TfIdfIndex;
}

interface DocumentTermCounts {
  documentStart: Int32Builder;
  documentTerms: Int32Builder;
  documentCounts: Int32Builder;
}

/**
 * Builds an index one document at a time, so a caller reading documents in pages never holds all
 * of their texts at once: only each document's distinct terms and counts are kept until `build`.
 */
export function createTfIdfIndexBuilder(): TfIdfIndexBuilder {
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
  // Each document's distinct terms (by id, ascending) and counts, flat: document d owns
  // [documentStart[d], documentStart[d + 1]).
  const documents: DocumentTermCounts = { documentStart: new Int32Builder(), documentTerms: new Int32Builder(), documentCounts: new Int32Builder() };
  documents.documentStart.push(0);
  return {
    add(text) {
      // In term order, so each weight and norm is summed exactly as a query's unit vector is.
      for (const [id, count] of [...termCounts(text, register)].sort((a, b) => a[0] - b[0])) {
        documents.documentTerms.push(id);
        documents.documentCounts.push(count);
      }
      documents.documentStart.push(documents.documentTerms.length);
    },
    build() {
      return indexFromCounts(vocabulary, vocabularyList, documents);
    },
  };
}

export function buildTfIdfIndex(texts: readonly string[]): TfIdfIndex {
  const builder = createTfIdfIndexBuilder();
  for (const text of texts) builder.add(text);
  return builder.build();
}
/**
 * The index keeps only its postings, in one compressed sparse layout: term t's documents are
 * `postingDocs[postingStart[t] .. postingStart[t + 1]]`, ascending, with their weights beside
 * them. A per-document vector is not kept (one weight of a document is a binary search in a
 * posting). Three typed arrays instead of two small arrays per document and per term: over
 * 20,000 theses the index held 25 MB as per-document and per-term typed arrays and holds about a
 * fifth of that now (the server's peak-memory target, bench/README.md). A function of its own, so that the
 * index's closures cannot keep the builder's counts alive.
 */
function indexFromCounts(vocabulary: ReadonlyMap<string, number>, vocabularyList: readonly string[], { documentStart, documentTerms, documentCounts }: DocumentTermCounts): TfIdfIndex {
  const n = documentStart.length - 1;
  const postingStart = new Int32Array(vocabularyList.length + 1);
  for (let i = 0; i < documentTerms.length; i += 1) {
    const id = documentTerms.get(i);
    postingStart[id + 1] = (postingStart[id + 1] ?? 0) + 1;
  }
  const idf = new Float64Array(vocabularyList.length);
  for (let id = 0; id < idf.length; id += 1) idf[id] = Math.log((n + 1) / ((postingStart[id + 1] ?? 0) + 1)) + 1;
  for (let id = 0; id < idf.length; id += 1) postingStart[id + 1] = (postingStart[id + 1] ?? 0) + (postingStart[id] ?? 0);

  const postingDocs = new Int32Array(documentTerms.length);
  const postingWeights = new Float64Array(documentTerms.length);
  const filled = postingStart.slice(0, -1);
  for (let d = 0; d < n; d += 1) {
    const from = documentStart.get(d);
    const to = documentStart.get(d + 1);
    let norm = 0;
    for (let i = from; i < to; i += 1) {
      const w = termWeight(documentCounts.get(i), idf[documentTerms.get(i)] ?? 0);
      norm += w * w;
    }
    const length = Math.sqrt(norm);
    for (let i = from; i < to; i += 1) {
      const id = documentTerms.get(i);
      const w = termWeight(documentCounts.get(i), idf[id] ?? 0);
      const slot = filled[id] ?? 0;
      postingDocs[slot] = d;
      postingWeights[slot] = length > 0 ? w / length : w;
      filled[id] = slot + 1;
    }
  }

  const documentWeight = (document: number, termId: number): number => {
    let low = postingStart[termId] ?? 0;
    let high = (postingStart[termId + 1] ?? 0) - 1;
    while (low <= high) {
      const mid = (low + high) >> 1;
      const doc = postingDocs[mid] ?? 0;
      if (doc === document) return postingWeights[mid] ?? 0;
      if (doc < document) low = mid + 1;
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
        const qw = query.weights[i] ?? 0;
        const end = postingStart[termId + 1] ?? 0;
        for (let p = postingStart[termId] ?? 0; p < end; p += 1) {
          const doc = postingDocs[p] ?? 0;
          scores[doc] = (scores[doc] ?? 0) + qw * (postingWeights[p] ?? 0);
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
