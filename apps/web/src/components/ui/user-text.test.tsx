import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UserText } from './user-text';

describe('UserText', () => {
  it('shows what a person wrote as written, in its own direction', () => {
    render(
      <p>
        Founded by <UserText>مريم بنعلي</UserText>
      </p>,
    );
    const name = screen.getByText('مريم بنعلي');
    expect(name.getAttribute('dir')).toBe('auto');
    expect(name.closest('p')?.textContent).toBe('Founded by مريم بنعلي');
  });
});
