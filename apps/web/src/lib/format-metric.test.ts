import { describe, expect, it } from 'vitest';
import { formatMetricValue, metricNumber } from './format-metric';

describe('formatMetricValue', () => {
  it('reads money in minor units of its currency', () => {
    expect(formatMetricValue('1250000', 'money', 'USD')).toBe('$12.5K');
    expect(metricNumber('5000', 'money', 'XOF')).toBe(5000);
  });

  it('shows percent, months, counts and a missing value', () => {
    expect(formatMetricValue('62.5', 'percent', null)).toBe('62.5%');
    expect(formatMetricValue('4.25', 'months', null)).toBe('4.3 mo');
    expect(formatMetricValue('1234', 'count', null)).toBe('1,234');
    expect(formatMetricValue(null, 'count', null)).toBe('—');
  });
});
