import { describe, expect, it } from 'vitest';
import { countryName, countryOptions, isIsoCountryCode, isoCountryCodes } from './countries';

describe('ISO countries', () => {
  it('holds the 249 assigned codes, each once, each named by the runtime', () => {
    expect(isoCountryCodes).toHaveLength(249);
    expect(new Set(isoCountryCodes).size).toBe(249);
    for (const code of isoCountryCodes) expect(countryName(code)).not.toBe(code);
  });

  it('names codes and refuses what is not one', () => {
    expect(countryName('KE')).toBe('Kenya');
    expect(countryName('NG')).toBe('Nigeria');
    expect(isIsoCountryCode('KE')).toBe(true);
    expect(isIsoCountryCode('ke')).toBe(false);
    expect(isIsoCountryCode('EU')).toBe(false);
    expect(isIsoCountryCode('ZZ')).toBe(false);
  });

  it('lists options by name', () => {
    const options = countryOptions();
    expect(options[0]!.name).toBe('Afghanistan');
    expect(options.find((o) => o.code === 'KE')!.name).toBe('Kenya');
  });
});
