import { describe, expect, it } from 'vitest';
import { localeCookie } from '@baobab/i18n/locales';
import { carriesCredentials } from './credentials';

describe('carriesCredentials', () => {
  it('says a request with no cookie and no Authorization header is a visitor', () => {
    expect(carriesCredentials({})).toBe(false);
  });

  it("says the page language's cookie alone is no credential, however it is spaced", () => {
    expect(carriesCredentials({ cookie: `${localeCookie}=fr` })).toBe(false);
    expect(carriesCredentials({ cookie: ` ${localeCookie}=ar ;` })).toBe(false);
  });

  it('counts any other cookie, known or not, beside the language cookie or alone', () => {
    expect(carriesCredentials({ cookie: `${localeCookie}=en; better-auth.session_token=abc` })).toBe(true);
    expect(carriesCredentials({ cookie: `__Secure-better-auth.session_token=abc; ${localeCookie}=en` })).toBe(true);
    expect(carriesCredentials({ cookie: 'theme=dark' })).toBe(true);
    // A cookie whose name only starts like the language cookie's is another cookie.
    expect(carriesCredentials({ cookie: `${localeCookie}x=en` })).toBe(true);
  });

  it('counts an empty or unreadable Cookie header and any Authorization header', () => {
    expect(carriesCredentials({ cookie: '' })).toBe(true);
    expect(carriesCredentials({ cookie: ';' })).toBe(true);
    expect(carriesCredentials({ authorization: 'Bearer anything' })).toBe(true);
    expect(carriesCredentials({ cookie: `${localeCookie}=en`, authorization: 'Bearer anything' })).toBe(true);
  });
});
