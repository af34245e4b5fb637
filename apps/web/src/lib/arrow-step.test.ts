import { afterEach, describe, expect, it } from 'vitest';
import { arrowStep, directionOf } from './arrow-step';

describe('arrow keys along a line', () => {
  afterEach(() => {
    document.documentElement.dir = '';
  });

  it('moves forward with ArrowRight left to right, and with ArrowLeft right to left', () => {
    expect(arrowStep('ArrowRight', 'ltr')).toBe(1);
    expect(arrowStep('ArrowLeft', 'ltr')).toBe(-1);
    expect(arrowStep('ArrowLeft', 'rtl')).toBe(1);
    expect(arrowStep('ArrowRight', 'rtl')).toBe(-1);
  });

  it('takes up and down only when asked, the same way in both directions', () => {
    expect(arrowStep('ArrowDown', 'rtl')).toBe(0);
    for (const direction of ['ltr', 'rtl'] as const) {
      expect(arrowStep('ArrowDown', direction, { vertical: true })).toBe(1);
      expect(arrowStep('ArrowUp', direction, { vertical: true })).toBe(-1);
    }
    expect(arrowStep('Enter', 'rtl', { vertical: true })).toBe(0);
  });

  it("reads an element's direction from its nearest explicit dir, then the page's, skipping dir=auto", () => {
    const outer = document.createElement('div');
    outer.innerHTML = '<section dir="rtl"><p dir="auto"><button>x</button></p></section><button id="plain">y</button>';
    document.body.append(outer);
    expect(directionOf(outer.querySelector('button'))).toBe('rtl');
    expect(directionOf(outer.querySelector('#plain'))).toBe('ltr');
    document.documentElement.dir = 'rtl';
    expect(directionOf(outer.querySelector('#plain'))).toBe('rtl');
    expect(directionOf(null)).toBe('rtl');
    outer.remove();
  });
});
