import { describe, expect, it } from 'vitest';
import { renderUnsubscribePage } from './unsubscribe-page';

const page = { locale: 'fr', question: 'Arrêter les e-mails pour la recherche "<Seed & co>" ?', button: 'Se désabonner', actionPath: '/api/x/unsubscribe?token=a.b&c' };

describe('the unsubscribe page', () => {
  it('asks in the given words and language, escaped, with a one-click form that posts to the link itself', () => {
    const html = renderUnsubscribePage(page);
    expect(html).toContain('<html lang="fr" dir="ltr">');
    expect(html).toContain('<h1>Arrêter les e-mails pour la recherche &quot;&lt;Seed &amp; co&gt;&quot; ?</h1>');
    expect(html).toContain('<form method="post" action="/api/x/unsubscribe?token=a.b&amp;c">');
    expect(html).toContain('<input type="hidden" name="List-Unsubscribe" value="One-Click">');
    expect(html).toContain('<button type="submit">Se désabonner</button>');
    expect(html).toContain('<title>Se désabonner · ');
  });

  it('leads to the settings only where the caller names them', () => {
    expect(renderUnsubscribePage(page)).not.toContain('<a ');
    expect(renderUnsubscribePage({ ...page, manage: { href: '/notifications', label: 'Gérer mes e-mails' } })).toContain('<a href="/notifications">Gérer mes e-mails</a>');
  });
});
