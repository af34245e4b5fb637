import { describe, expect, it } from 'vitest';
import { websiteMatchesEmailDomain } from './domains';
import { applyVerificationFieldsSchema } from './verification';

// Automatic investor verification's cases of the one domain rule (domains.ts; its own table is in domains.test.ts).
describe('websiteMatchesEmailDomain for investor verification', () => {
  it.each([
    ['ada@acacia.vc', 'https://acacia.vc', true],
    ['ada@acacia.vc', 'https://www.acacia.vc/team', true],
    ['ada@acacia.vc', 'http://ACACIA.VC', true],
    ['Ada@Acacia.VC', 'https://acacia.vc', true],
    ['ada@acacia.vc', 'https://invest.acacia.vc', true],
    ['ada@acacia.vc', 'https://www.invest.acacia.vc', true],
    ['ada@acacia.vc', 'https://acacia.vc.', true],
    ['ada@acacia.vc', 'https://acacia.vc:8443/', true],
    ['ada@www.acacia.vc', 'https://acacia.vc', true],
    ['ada@mail.acacia.vc', 'https://acacia.vc', false],
    ['ada@acacia.vc', 'https://notacacia.vc', false],
    ['ada@acacia.vc', 'https://acacia.vc.evil.com', false],
    ['ada@acacia.vc', 'https://acacia.com', false],
    ['ada@gmail.com', 'https://gmail.com', false],
    ['ada@gmail.com', 'https://sites.gmail.com', false],
    ['ada@proton.me', 'https://proton.me', false],
    ['ada@outlook.com', 'https://outlook.com', false],
    ['ada@acacia.vc', 'ftp://acacia.vc', false],
    ['ada@acacia.vc', 'not a url', false],
    ['not-an-email', 'https://acacia.vc', false],
    ['ada@localhost', 'http://localhost', false],
  ])('%s vouches for %s: %s', (email, website, expected) => {
    expect(websiteMatchesEmailDomain(website, email)).toBe(expected);
  });
});

describe('applyVerificationFieldsSchema', () => {
  const parse = (fields: object) => applyVerificationFieldsSchema.safeParse(fields);
  it('needs an http(s) website', () => {
    expect(parse({ website: '' }).success).toBe(false);
    expect(parse({ website: 'acacia.vc' }).success).toBe(false);
    expect(parse({ website: 'javascript:alert(1)' }).success).toBe(false);
    expect(parse({ website: 'https://acacia.vc' }).success).toBe(true);
  });
  it('takes an empty LinkedIn as none, and otherwise only a linkedin.com address', () => {
    expect(parse({ website: 'https://acacia.vc', linkedinUrl: '' }).data?.linkedinUrl).toBeUndefined();
    expect(parse({ website: 'https://acacia.vc', linkedinUrl: 'https://www.linkedin.com/in/ada' }).success).toBe(true);
    expect(parse({ website: 'https://acacia.vc', linkedinUrl: 'https://ng.linkedin.com/in/ada' }).success).toBe(true);
    expect(parse({ website: 'https://acacia.vc', linkedinUrl: 'https://linkedin.com.evil.com/in/ada' }).success).toBe(false);
    expect(parse({ website: 'https://acacia.vc', linkedinUrl: 'https://twitter.com/ada' }).success).toBe(false);
  });
});
