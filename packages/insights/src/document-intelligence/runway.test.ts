import { describe, expect, it } from 'vitest';
import { statedRunwayMonths } from './runway';
import { foldText } from './sentence-facts';

const months = (text: string) => statedRunwayMonths(foldText(text));

describe('stated runway in months', () => {
  it('reads weeks and months, in figures and words, in English and French', () => {
    expect(months('We have 13 weeks of cash left.')).toBe(3);
    expect(months('Runway of seven months.')).toBe(7);
    expect(months('Nous avons 5 mois de trésorerie devant nous.')).toBe(5);
    expect(months('La trésorerie couvre huit mois de charges.')).toBe(8);
  });

  it('takes the latest figure: "now", and "down from"', () => {
    expect(months('Our runway was 4 months; it is now 16 months.')).toBe(16);
    expect(months('Runway of 5 months, down from 14 months.')).toBe(5);
    expect(months('Notre autonomie était de 4 mois ; elle est désormais de 16 mois.')).toBe(16);
  });

  it('reads nothing without a runway word', () => {
    expect(months('CAC payback of 6 months.')).toBeNull();
  });

  it('reads what was left before a raise as history, in French too', () => {
    expect(statedRunwayMonths(foldText('Avant la levée, il nous restait trois mois de trésorerie.'))).toBeNull();
    expect(statedRunwayMonths(foldText('Il nous restait trois mois de trésorerie.'))).toBe(3);
  });
});
