import { describe, expect, it } from 'vitest';
import { emailDomain, isFreeMailDomain, websiteHost, websiteMatchesEmailDomain } from './domains';

describe('websiteMatchesEmailDomain', () => {
  it.each([
    // [website, e-mail, matches, why]
    ['https://ledgerline.africa', 'ama@ledgerline.africa', true, 'the same domain'],
    ['https://www.ledgerline.africa/about', 'ama@ledgerline.africa', true, 'www. is ignored on the website'],
    ['https://ledgerline.africa', 'ama@www.ledgerline.africa', true, 'www. is ignored on the e-mail'],
    ['https://app.ledgerline.africa', 'ama@ledgerline.africa', true, 'the e-mail domain is the parent of the host'],
    ['HTTPS://WWW.LedgerLine.Africa', 'Ama@LEDGERLINE.africa', true, 'case does not matter'],
    ['ledgerline.africa', 'ama@ledgerline.africa', true, 'a website typed without a scheme'],
    ['https://ledgerline.africa.', 'ama@ledgerline.africa', true, 'a trailing dot is the same name'],
    ['https://ledgerline.africa', 'ama@mail.ledgerline.africa', false, 'the e-mail domain is a child of the host, not its parent'],
    ['https://notledgerline.africa', 'ama@ledgerline.africa', false, 'a longer name is not a subdomain'],
    ['https://ledgerline.africa.example.com', 'ama@ledgerline.africa', false, 'the name inside another domain'],
    ['https://ledgerline.co.ke', 'ama@ledgerline.africa', false, 'a different domain'],
    ['https://gmail.com', 'ama@gmail.com', false, 'a free-mail domain never matches'],
    ['https://mail.google.com', 'ama@gmail.com', false, 'nor does its provider'],
    ['https://yahoo.co.ke', 'ama@yahoo.co.ke', false, 'a country domain of a free-mail brand'],
    ['https://outlook.com.ng', 'ama@outlook.com.ng', false, 'another country domain of a free-mail brand'],
    ['javascript:alert(1)', 'ama@ledgerline.africa', false, 'not a web address'],
    ['ftp://ledgerline.africa', 'ama@ledgerline.africa', false, 'not http(s)'],
    ['https://192.168.0.1', 'ama@192.168.0.1', false, 'an IP address is not a domain'],
    ['', 'ama@ledgerline.africa', false, 'no website'],
    ['https://ledgerline.africa', '', false, 'no e-mail'],
    ['https://ledgerline.africa', 'not-an-email', false, 'no @'],
    [null, 'ama@ledgerline.africa', false, 'a null website'],
    // The investor-verification rule's cases (the same rule, so one function serves both).
    ['https://acacia.vc:8443/', 'ada@acacia.vc', true, 'a port is not part of the host'],
    ['https://www.invest.acacia.vc', 'ada@acacia.vc', true, 'www. before a subdomain'],
    ['https://acacia.vc.evil.com', 'ada@acacia.vc', false, 'the domain as a prefix of another'],
    ['https://sites.gmail.com', 'ada@gmail.com', false, 'a free-mail provider\'s subdomain'],
    ['https://proton.me', 'ada@proton.me', false, 'proton.me is free mail'],
    ['https://orange.fr', 'ada@orange.fr', false, 'so is an internet provider\'s mailbox'],
    ['http://localhost', 'ada@localhost', false, 'a host without a dot is not a domain'],
  ] as [string | null, string, boolean, string][])('%s and %s → %s (%s)', (website, email, expected) => {
    expect(websiteMatchesEmailDomain(website, email)).toBe(expected);
  });
});

describe('the parts', () => {
  it('reads hosts and domains', () => {
    expect(websiteHost('https://www.ledgerline.africa:8443/x?y=1')).toBe('ledgerline.africa');
    expect(websiteHost('not a url')).toBeNull();
    expect(emailDomain('a.b+c@Sub.Example.org')).toBe('sub.example.org');
    expect(emailDomain('@example.org')).toBeNull();
  });

  it('knows free mail by domain and by multi-country brand, but not a company that merely contains the word', () => {
    expect(isFreeMailDomain('gmail.com')).toBe(true);
    expect(isFreeMailDomain('hotmail.fr')).toBe(true);
    expect(isFreeMailDomain('yahoo.co.uk')).toBe(true);
    expect(isFreeMailDomain('ledgerline.africa')).toBe(false);
    expect(isFreeMailDomain('gmailer.com')).toBe(false);
    expect(isFreeMailDomain('live.ledgerline.africa')).toBe(false);
  });
});
