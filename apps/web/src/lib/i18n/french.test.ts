import { describe, expect, it } from 'vitest';
import { financialToolsMessages } from '@baobab/contracts/financial-tools-messages';
import { englishRemembered } from './english-remembered';
import { loadFrench, translateLoaded } from './french';

describe('loadFrench', () => {
  it("reads the screen's own catalog first, then the shared labels of common and messages", async () => {
    const deals = await loadFrench('deals');
    expect(deals('Stage')).toBe('Étape'); // a pipeline step, the deals catalog's own word
    expect(deals('Save changes')).toBe('Enregistrer les modifications'); // common
    expect(deals('Seed')).toBe('Amorçage'); // messages
    const startups = await loadFrench('startups');
    expect(startups('Stage')).toBe('Stade'); // a funding stage, from common
  });
});

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

describe('translateLoaded, values', () => {
  it('writes a figure as French does and translates a list item by item (a quoted figure stays as typed: metrics/french-messages.test.ts)', async () => {
    await loadFrench('messages');
    await loadFrench('insights');
    const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    expect(nbsp(translateLoaded('Only 12,400 peers state a raise: read the raise benchmark with care'))).toBe('Seuls 12 400 pairs indiquent une levée : lisez la comparaison de levée avec prudence');
    expect(translateLoaded('No peer on Baobab states a raise, recorded valuation yet')).toBe("Aucun pair sur Baobab n'indique encore de levée, valorisation enregistrée");
  });

  it('keeps a name as typed, even one shaped like a short template', async () => {
    await loadFrench('insights'); // '{{country}} ({{region}})'
    await loadFrench('financial-tools');
    expect(translateLoaded(englishRemembered(financialToolsMessages.duplicateShareClass('Seed (Africa)')))).toBe("La catégorie d'actions « Seed (Africa) » est déclarée deux fois (shareClasses.name)");
  });
});
