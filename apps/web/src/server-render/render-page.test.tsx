// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderPage } from './render-page';

/** The server's API as a render sees it: answers by path, and every path asked for. */
function fakeApi(answers: Record<string, unknown>) {
  const asked: string[] = [];
  const transport = async (path: string) => {
    asked.push(path);
    return path in answers ? Response.json(answers[path]) : Response.json({ message: 'Not found' }, { status: 404 });
  };
  return { asked, transport };
}

describe('a public page rendered on the server', () => {
  it("asks each visitor's answers through that render's own transport, however renders overlap", async () => {
    const first = fakeApi({ '/api/auth-options': { oidc: { name: 'First SSO' } } });
    const second = fakeApi({ '/api/auth-options': { oidc: { name: 'Second SSO' } } });
    const [one, two] = await Promise.all([renderPage('/login', 'en', first.transport), renderPage('/login', 'en', second.transport)]);
    expect(one.html).toContain('First SSO');
    expect(two.html).toContain('Second SSO');
    expect([first.asked, second.asked]).toEqual([['/api/auth-options'], ['/api/auth-options']]);
  });

  it('renders the screen with the answers it asks for, in place (no part left for a script to move)', async () => {
    const api = fakeApi({ '/api/auth-options': { oidc: { name: 'Acacia SSO' } } });
    const page = await renderPage('/login', 'en', api.transport);
    expect(api.asked).toEqual(['/api/auth-options']);
    expect(page.html).toContain('Welcome back');
    // The screen's second pass drew the answer: the provider's button.
    expect(page.html).toContain('Acacia SSO');
    expect(page.html).not.toContain('<template');
    expect(page.html).not.toContain('<script');
    const { queries } = JSON.parse(page.queryState) as { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
    expect(queries.map((query) => query.queryKey)).toEqual([
      ['auth', 'current-user'],
      ['auth', 'options'],
    ]);
    // A visitor: the header offers Sign In, and the session is known to be nobody's.
    expect(queries[0]!.state.data).toBeNull();
  });

  it('renders in the language of the page, with French and Arabic renders overlapping an English one', async () => {
    const answers = { '/api/auth-options': { oidc: null } };
    const [english, french, arabic] = await Promise.all((['en', 'fr', 'ar'] as const).map((locale) => renderPage('/login', locale, fakeApi(answers).transport)));
    expect(english!.html).toContain('Welcome back');
    expect(french!.html).toContain('Bon retour');
    expect(arabic!.html).toContain('مرحبًا بعودتك');
  });

  it("renders the app's own not-found screen for a path no route matches, asking nothing", async () => {
    const api = fakeApi({});
    const page = await renderPage('/no-such-page', 'en', api.transport);
    expect(page.html).toContain('Page Not Found');
    expect(api.asked).toEqual([]);
  });

  it('fails the page when a screen throws, rather than sending the spinner React leaves in its place', async () => {
    // An answer the screen cannot draw (a startup without its fields) makes it throw inside its Suspense boundary.
    const api = fakeApi({ '/api/startups/1': {} });
    await expect(renderPage('/startups/1', 'en', api.transport)).rejects.toThrow();
  });

  it('leaves a page whose answer failed to the browser, which asks again', async () => {
    const api = fakeApi({});
    await expect(renderPage('/login', 'en', api.transport)).rejects.toThrow('["auth","options"] failed');
  });
});
