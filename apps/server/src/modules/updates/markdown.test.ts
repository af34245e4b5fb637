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
    // No tag carries an event handler: whatever looked like one is text after an escaped &lt;.
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

  it.each([
    ['javascript:', '[bad](javascript:alert(1))'],
    ['data:', '[bad](data:text/html,<script>alert(1)</script>)'],
    ['a protocol-relative link', '[bad](//evil.example)'],
    ['an in-page link', '[bad](#top)'],
  ])('closes the next valid link as a link after a refused one: %s', (_, refused) => {
    const html = renderMarkdown(`${refused} then [good](https://example.com) and **bold**`);
    expect(html).toBe('<p>bad then <a href="https://example.com" rel="noopener noreferrer nofollow">good</a> and <strong>bold</strong></p>');
  });

  it('keeps every tag balanced whatever mix of refused and valid links a paragraph has', () => {
    const html = renderMarkdown('[a](javascript:1) [b](https://b.example) [c](data:x) [d](mailto:d@example.com) [e](javascript:2)');
    expect(html).toBe(
      '<p>a <a href="https://b.example" rel="noopener noreferrer nofollow">b</a> c <a href="mailto:d@example.com" rel="noopener noreferrer nofollow">d</a> e</p>',
    );
    expect(html.match(/<a /g)).toHaveLength(2);
    expect(html.match(/<\/a>/g)).toHaveLength(2);
    expect(html).not.toContain('span');
  });

  it('reads nested brackets and unclosed links as Markdown does, with no stray markup', () => {
    expect(renderMarkdown('[a [nested] link](https://x.example)')).toBe('<p><a href="https://x.example" rel="noopener noreferrer nofollow">a [nested] link</a></p>');
    expect(renderMarkdown('[a [b](javascript:1) c](https://x.example)')).not.toContain('javascript');
    // The bracket and parenthesis stay text; the address alone is a link (GitHub's autolinks).
    expect(renderMarkdown('[unclosed](https://x.example')).toBe('<p>[unclosed](<a href="https://x.example" rel="noopener noreferrer nofollow">https://x.example</a></p>');
    expect(renderMarkdown('[unclosed](javascript:alert(1)')).toBe('<p>[unclosed](javascript:alert(1)</p>');
  });

  it('keeps HTML typed inside link text and titles as text', () => {
    const html = renderMarkdown(`[<img src=x onerror=alert(1)>](https://x.example 'a" onmouseover="alert(1)')`);
    // The quote in the title is an entity inside the attribute's quotes: no attribute of its own.
    expect(html).toBe(
      '<p><a href="https://x.example" title="a&quot; onmouseover=&quot;alert(1)" rel="noopener noreferrer nofollow">&lt;img src=x onerror=alert(1)></a></p>',
    );
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
    expect(plainText('first line  \nsecond line', 200)).toBe('first line second line');
    expect(plainText('[bad](javascript:1) & <b>x</b>', 200)).toBe('bad & <b>x</b>');
  });
});
