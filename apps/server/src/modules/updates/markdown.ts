import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/**
 * An update's Markdown becomes HTML here, on the server, and only here: the web app and the e-mail
 * show what this returns. Two fences: raw HTML in the Markdown is written out as text rather than
 * passed through (a founder's `<script>` reads as "<script>"), and the result is sanitised to an
 * allow-list (headings, paragraphs, lists, links, emphasis, code, quotes, rules), so no image, style,
 * script, event handler or other scheme than http, https and mailto survives even if marked let one through.
 */
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const marked = new Marked({
  gfm: true,
  breaks: false,
  async: false,
  renderer: {
    // Raw HTML blocks and inline tags: shown as the text the founder typed.
    html: ({ text }) => escapeHtml(text),
    // No images (tracking pixels, hot-linked content): the alternative text stays.
    image: ({ text }) => escapeHtml(text),
  },
});

const allowedTags = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'ul', 'ol', 'li', 'a', 'strong', 'em', 'del', 'code', 'pre', 'blockquote'];

const LINK = /^(https?:\/\/[^/]|mailto:)/i;

const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags,
  allowedAttributes: { a: ['href', 'title', 'rel'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Script and style contents go with their tags; other unknown tags keep their text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math'],
  transformTags: {
    // A link to anything but an absolute http(s) address or mailto: keeps its text and loses the link
    // (span is not allowed, so only its text stays). The parser has decoded entities by now.
    a: (tagName, attribs) =>
      LINK.test(attribs.href?.trim() ?? '') ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer nofollow' } } : { tagName: 'span', attribs: {} },
  },
};

/** Markdown (headings, lists, links, emphasis, code, quotes) as sanitised HTML; '' for empty text. */
export function renderMarkdown(markdown: string): string {
  if (!markdown.trim()) return '';
  const html = marked.parse(markdown) as string;
  return sanitizeHtml(html, sanitizeOptions).trim();
}

/** The text of rendered Markdown without any markup, whitespace collapsed, cut at `max` characters on a word. */
export function plainText(markdown: string, max: number): string {
  // A heading runs into the text after it: "March: We signed …" reads better than "March We signed …".
  const html = renderMarkdown(markdown).replace(/([^.:!?])<\/(h\d)>/g, '$1:</$2>');
  const text = sanitizeHtml(html.replace(/<\/(p|h\d|li|blockquote|pre)>/g, ' '), { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
