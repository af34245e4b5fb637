import { describe, expect, it } from 'vitest';
import { churnAcrossLines } from './churn-lines';
import { sentenceFacts } from './sentence-facts';

const flag = (text: string) => churnAcrossLines(sentenceFacts(text));

describe('churnAcrossLines', () => {
  it('reads a base and a loss whose labels name the same people, whatever the noun', () => {
    expect(flag('Kiosks active on 1 May: 800\nKiosks that closed in May: 64')?.ruleId).toBe('high-churn');
    expect(flag('Kiosks active on 1 May: 800\nKiosks that closed in May: 16')).toBeNull();
  });

  it('reads no base from a label that shares no noun with the loss', () => {
    expect(flag('Deliveries on 1 May: 800\nKiosks that closed in May: 64')).toBeNull();
  });
});
