import { describe, expect, it } from 'vitest';
import { experienceSimilarity, familiesOf, overlap, placeSimilarity, sectorOverlap, titleLevel } from './similarity';

describe('person similarity', () => {
  it('puts each onboarding expertise area in one skill family', () => {
    const areas = ['Technology', 'Marketing', 'Sales', 'Operations', 'Finance', 'Product', 'Design', 'Engineering', 'Business Development', 'Strategy'];
    for (const area of areas) expect(familiesOf([area]).size).toBe(1);
    expect([...familiesOf(['Business Development'])]).toEqual(['commercial']);
    expect([...familiesOf(['Machine learning', 'UX research'])].sort()).toEqual(['product', 'technical']);
  });

  it('measures overlap as Jaccard similarity, ignoring case and blanks', () => {
    expect(overlap(['Payments', 'SMEs', ' '], ['payments', 'Lending'])).toEqual({ value: 1 / 3, shared: ['Payments'] });
    expect(overlap([], ['x']).value).toBe(0);
  });

  it('compares sectors through the taxonomy', () => {
    expect(sectorOverlap(['LogisticsTech'], ['Logistics']).value).toBe(1);
  });

  it('scores the same city 1, the same country 0.7 and anything else 0', () => {
    expect(placeSimilarity('Lagos, Nigeria', 'lagos')).toEqual({ value: 1, place: 'Lagos' });
    expect(placeSimilarity('Abuja, Nigeria', 'Lagos, Nigeria')).toEqual({ value: 0.7, place: 'Nigeria' });
    expect(placeSimilarity('Nairobi, Kenya', 'Lagos, Nigeria').value).toBe(0);
    expect(placeSimilarity(null, 'Lagos').value).toBe(0);
  });

  it('reads seniority from a job title and compares levels', () => {
    expect(['Junior Developer', 'Backend Engineer', 'Senior Engineer', 'Head of Sales'].map(titleLevel)).toEqual([0, 1, 2, 3]);
    expect(experienceSimilarity(2, 3)).toBeCloseTo(2 / 3, 10);
    expect(experienceSimilarity(null, 1)).toBe(0);
  });
});
