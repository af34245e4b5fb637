import { describe, expect, it } from 'vitest';
import { latestRunName } from './report.mjs';

describe('latestRunName', () => {
  it('takes the newest dated run and never a kept partial or annotated file', () => {
    const names = ['api-2026-11-30.json', 'api-2026-12-01.json', 'api-2026-12-02-postgres-semi-space-8.json', 'partial-api-2026-12-03T01-00-00-000Z.json', 'lighthouse-2026-12-04.json'];
    expect(latestRunName(names, 'api', '.json')).toBe('api-2026-12-01.json');
    expect(latestRunName(names, 'lighthouse', '.json')).toBe('lighthouse-2026-12-04.json');
    expect(latestRunName(['engines-2026-11-30.txt', 'engines-2026-11-30.json'], 'engines', '.txt')).toBe('engines-2026-11-30.txt');
    expect(latestRunName(names, 'bundle', '.json')).toBeUndefined();
  });
});
