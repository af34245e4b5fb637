/** Comparisons between people, and between a person and a job: skills, sets, places, seniority. */
import { experienceLevels } from '@baobab/contracts/enums';
import { sectorSlug } from '@baobab/contracts/taxonomy';
import { foldText, words } from '../text/tokenize';

/**
 * Skill families a founding team needs. A skill belongs to a family when one of its words
 * (or a two-word phrase) is listed here; the onboarding expertise areas all fall in one.
 */
export const skillFamilies: Record<string, readonly string[]> = {
  technical: ['technology', 'engineering', 'engineer', 'software', 'development', 'developer', 'programming', 'data', 'ai', 'machine learning', 'backend', 'frontend', 'devops', 'mobile', 'cloud', 'typescript', 'python', 'security'],
  product: ['product', 'design', 'ux', 'ui', 'research', 'user research'],
  commercial: ['marketing', 'sales', 'business development', 'growth', 'partnerships', 'community', 'brand'],
  operations: ['operations', 'finance', 'strategy', 'legal', 'hr', 'people', 'supply chain', 'fundraising', 'accounting', 'logistics'],
};

/** Families of a list of skills; a two-word phrase ('business development') wins over its words. */
export function familiesOf(skills: readonly string[]): Set<string> {
  const familyOf = new Map<string, string>();
  for (const [family, keywords] of Object.entries(skillFamilies)) for (const k of keywords) familyOf.set(k, family);
  const found = new Set<string>();
  for (const skill of skills) {
    const tokens = words(skill);
    const used = new Set<number>();
    tokens.forEach((token, i) => {
      const family = familyOf.get(`${token} ${tokens[i + 1] ?? ''}`);
      if (family) {
        found.add(family);
        used.add(i).add(i + 1);
      }
    });
    tokens.forEach((token, i) => {
      const family = familyOf.get(token);
      if (family && !used.has(i)) found.add(family);
    });
  }
  return found;
}

/** Jaccard similarity |A ∩ B| / |A ∪ B| on 0–1, with the shared items; 0 when either is empty. */
export function overlap(a: readonly string[], b: readonly string[], key: (value: string) => string = (v) => foldText(v.trim())): { value: number; shared: string[] } {
  const left = new Map(a.filter((v) => v.trim()).map((v) => [key(v), v]));
  const right = new Set(b.filter((v) => v.trim()).map(key));
  if (left.size === 0 || right.size === 0) return { value: 0, shared: [] };
  const shared = [...left].filter(([k]) => right.has(k)).map(([, v]) => v);
  const union = new Set([...left.keys(), ...right]).size;
  return { value: shared.length / union, shared };
}

export function sectorOverlap(a: readonly string[], b: readonly string[]): { value: number; shared: string[] } {
  return overlap(a, b, sectorSlug);
}

/** 'Lagos, Nigeria' → ['lagos', 'nigeria']. */
function placeParts(location: string | null): string[] {
  return (location ?? '').split(',').map((p) => foldText(p.trim())).filter(Boolean);
}

/**
 * Place similarity: 1 for the same city (first part of 'City, Country'), 0.7 for another shared
 * part (usually the country), 0 otherwise or when either place is unknown.
 */
export function placeSimilarity(a: string | null, b: string | null): { value: number; place: string | null } {
  const left = placeParts(a);
  const right = placeParts(b);
  if (left.length === 0 || right.length === 0) return { value: 0, place: null };
  if (left[0] === right[0]) return { value: 1, place: (a ?? '').split(',')[0]?.trim() ?? null };
  const shared = left.findIndex((p) => right.includes(p));
  return shared >= 0 ? { value: 0.7, place: (a ?? '').split(',').map((p) => p.trim()).filter(Boolean)[shared] ?? null } : { value: 0, place: null };
}

export function experienceIndex(level: string | null): number | null {
  const index = experienceLevels.findIndex((l) => l === level);
  return index >= 0 ? index : null;
}

/** 1 − |difference in level| / 3 on the entry…executive scale; 0 when a level is unknown. */
export function experienceSimilarity(a: number | null, b: number | null): number {
  return a === null || b === null ? 0 : 1 - Math.abs(a - b) / (experienceLevels.length - 1);
}

/** The level a job title implies: intern/junior → entry, senior/lead → senior, head/director/chief → executive, else mid. */
export function titleLevel(title: string): number {
  const t = ` ${words(title).join(' ')} `;
  if (/ (head|director|vp|chief|cto|ceo|coo|cfo) /.test(t)) return 3;
  if (/ (senior|lead|principal|staff) /.test(t)) return 2;
  if (/ (intern|internship|junior|graduate|trainee|entry) /.test(t)) return 0;
  return 1;
}
