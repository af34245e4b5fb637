import { describe, expect, it } from 'vitest';
import { plainText, renderMarkdown } from './markdown';

describe('renderMarkdown', () => {
  it('renders headings, lists, links, emphasis, code and quotes', () => {
    const html = renderMarkdown(
      ['## March', '', 'We **grew** _fast_ with `code`.', '', '- one', '- two', '', '1. first', '', '> quoted', '', '[Deck](https://example.com/deck)'].join('\n'),
    );
    expect(html).toContain('<h2>March</h2>');
    expect(html).toContain('<strong>grew</strong>');
    expect(html).toContain('<em>fast</em>');
    expect(html).toContain('<code>code</code>');
    expect(html).toContain('<ul>\n<li>one</li>\n<li>two</li>\n</ul>');
    expect(html).toContain('<ol>');
    expect(html).toContain('<blockquote>');
    expect(html).toContain('<a href="https://example.com/deck" rel="noopener noreferrer nofollow">Deck</a>');
  });

  it('gives every link rel="noopener noreferrer nofollow" and keeps mailto links', () => {
    expect(renderMarkdown('[Write](mailto:ada@example.com)')).toBe('<p><a href="mailto:ada@example.com" rel="noopener noreferrer nofollow">Write</a></p>');
    expect(renderMarkdown('<https://example.com>')).toContain('rel="noopener noreferrer nofollow"');
  });

  it.each([
    ['a script tag', '<script>alert(1)</script>'],
    ['an inline script in a paragraph', 'Hello <script>alert(1)</script> world'],
    ['an event handler', '<img src=x onerror=alert(1)>'],
    ['an event handler on a link', '<a href="https://example.com" onclick="alert(1)">x</a>'],
    ['a style tag', '<style>body{display:none}</style>'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>'],
    ['an svg with script', '<svg><script>alert(1)</script></svg>'],
  ])('shows raw HTML as text, never as markup: %s', (_, input) => {
    const html = renderMarkdown(input);
    expect(html).not.toMatch(/<(script|style|img|iframe|svg)\b/i);
    // No tag carries an event handler: whatever looked like one is text between &lt; and &gt;.
    expect(html).not.toMatch(/<[^>]*\son\w+\s*=/i);
  });

  it.each([
    ['javascript:', '[click](javascript:alert(1))'],
    ['JavaScript: in capitals', '[click](JaVaScRiPt:alert(1))'],
    ['an entity-encoded javascript:', '[click](&#106;avascript:alert(1))'],
    ['data:', '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['vbscript:', '[click](vbscript:msgbox(1))'],
    ['a protocol-relative link', '[click](//evil.example/x)'],
  ])('drops links with %s', (_, input) => {
    const html = renderMarkdown(input);
    expect(html).not.toContain('href');
    expect(html).toContain('click');
  });

  it('drops images but keeps their alternative text', () => {
    const html = renderMarkdown('![a chart](https://tracker.example/pixel.png)');
    expect(html).toBe('<p>a chart</p>');
  });

  it('keeps no attributes but the allowed ones', () => {
    const html = renderMarkdown('```js\nconst a = 1;\n```\n\n[x](https://example.com "Title")');
    expect(html).toContain('<pre><code>const a = 1;\n</code></pre>');
    expect(html).not.toContain('class=');
    expect(html).toContain('title="Title"');
  });

  it('answers an empty string for empty text', () => {
    expect(renderMarkdown('   \n')).toBe('');
  });
});

describe('plainText', () => {
  it('strips the markup and cuts on a word', () => {
    expect(plainText('## Hello\n\nWe **grew** 20% & hired <three>.', 200)).toBe('Hello: We grew 20% & hired <three>.');
    expect(plainText('## Done!\n\n- one\n- two', 200)).toBe('Done! one two');
    expect(plainText('one two three four five six', 12)).toBe('one two…');
  });
});
