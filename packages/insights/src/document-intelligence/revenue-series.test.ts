import { describe, expect, it } from 'vitest';
import { revenueFallsAcrossLines, revenueMovedDown } from './revenue-series';
import { sentenceFacts } from './sentence-facts';

const falls = (text: string) => revenueFallsAcrossLines(sentenceFacts(text))?.ruleId ?? null;

describe('revenue by year over several lines', () => {
  it('finds a fall from one year to the next, in English and French', () => {
    expect(falls('Revenue 2023: $1.4M.\nRevenue 2024: $1.1M.')).toBe('declining-revenue');
    expect(falls("Chiffre d'affaires 2023 : 1,4 M€.\nChiffre d'affaires 2024 : 1,1 M€.")).toBe('declining-revenue');
  });

  it('reads no fall in growth, in a forecast, or across currencies', () => {
    expect(falls('Revenue 2023: $1.1M.\nRevenue 2024: $1.4M.')).toBeNull();
    expect(falls('Revenue 2024: $1.4M.\nRevenue 2025 (forecast): $1.1M.')).toBeNull();
    expect(falls('Revenue 2023: €1.4M.\nRevenue 2024: $1.1M.')).toBeNull();
  });
});

describe('revenue moving from one figure to another in one sentence', () => {
  const moved = (text: string) => sentenceFacts(text).some(revenueMovedDown);

  it('reads the earlier and the later figure in either order, in English and French', () => {
    expect(moved('Turnover slipped to GHS 8.2 million this year from GHS 9.6 million last year.')).toBe(true);
    expect(moved('Sales went from $1.6M to $1.1M.')).toBe(true);
    expect(moved("Nos ventes sont passées de 3,1 millions d'euros en 2023 à 2,4 millions d'euros en 2024.")).toBe(true);
  });

  it('reads no fall in growth or in a hypothesis', () => {
    expect(moved('Sales went from $1.1M to $1.6M.')).toBe(false);
    expect(moved('Revenue could fall to $1.1M from $1.6M if the contract ends.')).toBe(false);
  });
});
