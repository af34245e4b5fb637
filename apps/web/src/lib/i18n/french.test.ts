import { describe, expect, it } from 'vitest';
import { loadFrench, translateLoaded } from './french';

describe('translateLoaded', () => {
  it('turns a sentence filled in English back into its French, values and all', async () => {
    await loadFrench('metrics');
    expect(translateLoaded('Saved 1 value for 2026-03')).toBe('1 valeur enregistrée pour 2026-03');
    expect(translateLoaded('Saved 3 values for 2026-03')).toBe('3 valeurs enregistrées pour 2026-03');
  });

  it('leaves text no loaded catalog knows as it came', async () => {
    await loadFrench('messages');
    expect(translateLoaded('Acme Payments Ltd')).toBe('Acme Payments Ltd');
  });
});
