import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FactLine } from './fact-line';

describe('FactLine', () => {
  it('shows each fact in its own isolate, joined by " · ", and leaves empty facts out', () => {
    const { container } = render(
      <p>
        <FactLine facts={['v2', null, '1.2 MB', false, '', <strong key="d">٢ مارس</strong>]} />
      </p>,
    );
    const p = container.querySelector('p')!;
    expect(p.textContent).toBe('v2 · 1.2 MB · ٢ مارس');
    expect([...p.querySelectorAll(':scope > bdi')].map((bdi) => bdi.textContent)).toEqual(['v2', '1.2 MB', '٢ مارس']);
  });

  it('draws nothing when every fact is empty', () => {
    const { container } = render(<FactLine facts={[null, false]} />);
    expect(container.innerHTML).toBe('');
  });
});
