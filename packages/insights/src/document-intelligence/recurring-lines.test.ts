import { describe, expect, it } from 'vitest';
import { oneOffAcrossLines } from './recurring-lines';
import { sentenceFacts } from './sentence-facts';

const flag = (text: string) => oneOffAcrossLines(sentenceFacts(text));

describe('oneOffAcrossLines', () => {
  it('reads an amount the writer says they added into the recurring figure asked about, its one-off nature said next', () => {
    const text = 'How was the KES 90m ARR put together?\nRecurring subscriptions come to KES 70m a year.\nWe added the KES 20m county training project we ran in May.\nThat project trained a single cohort and has no renewal clause.';
    expect(flag(text)?.ruleId).toBe('non-recurring-revenue');
  });

  it('reads nothing when the added amount is said to be left out, or is no one-off', () => {
    expect(flag('How was the KES 90m ARR put together?\nRecurring subscriptions come to KES 70m a year.\nWe added the KES 20m of annual licences signed in May.\nThey renew every year.')).toBeNull();
    expect(flag('How was the KES 90m ARR put together?\nRecurring subscriptions come to KES 70m a year.\nWe added the KES 20m training project, reported separately.\nIt was a single order.')).toBeNull();
  });
});
