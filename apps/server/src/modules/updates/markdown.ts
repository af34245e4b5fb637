import type { Element, ElementContent, Root as HtmlRoot } from 'hast';
import type { Root as MarkdownRoot } from 'mdast';
import rehypeSanitize, { type Options as SanitizeSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { SKIP, visit } from 'unist-util-visit';

/**
 * An update's Markdown becomes HTML here, on the server, and only here: the web app and the e-mail
 * show what this returns. The text is parsed into a tree (remark, GitHub-flavoured), and every decision
 * is taken on that tree, never on HTML text, so one refused element cannot change how the next is
 * closed (decision 0030):
 * - raw HTML the founder typed stays text (a `<script>` reads as "<script>");
 * - an image becomes its alternative text (no tracking pixels or hot-linked content);
 * - rehype-sanitize keeps an allow-list of elements and attributes (headings, paragraphs, lists, links,
 *   emphasis, code, quotes, rules): no script, style, image, event handler or class survives;
 * - a link survives only to an absolute http(s) address or mailto: anything else (javascript:, data:,
 *   vbscript:, protocol-relative, in-page) keeps its text and loses the link, and every link gets
 *   rel="noopener noreferrer nofollow".
 */

const allowedTags = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'ul', 'ol', 'li', 'a', 'strong', 'em', 'del', 'code', 'pre', 'blockquote'];

const sanitizeSchema: SanitizeSchema = {
  tagNames: allowedTags,
  attributes: { a: ['href', 'title'], ol: ['start'] },
  protocols: { href: ['http', 'https', 'mailto'] },
  // Nothing the allow-list refuses keeps its contents when they are code or hidden text.
  strip: ['script', 'style', 'textarea', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math'],
  ancestors: {},
  required: {},
  clobber: [],
};

const LINK = /^(https?:\/\/[^/]|mailto:)/i;
/** rel is a list of words in the tree; written out as "noopener noreferrer nofollow". */
const LINK_REL = ['noopener', 'noreferrer', 'nofollow'];

/** Raw HTML as the text typed, images as their alternative text: before any HTML exists. */
function markdownPolicy() {
  return (tree: MarkdownRoot) => {
    visit(tree, (node, index, parent) => {
      if (!parent || index === undefined) return undefined;
      if (node.type === 'html') {
        parent.children[index] = { type: 'text', value: node.value };
        return SKIP;
      }
      if (node.type === 'image' || node.type === 'imageReference') {
        parent.children[index] = { type: 'text', value: node.alt ?? '' };
        return SKIP;
      }
      return undefined;
    });
  };
}

/** After sanitising: a link to anything but http(s) or mailto is replaced by its text; the rest get rel. */
function linkPolicy() {
  return (tree: HtmlRoot) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'a' || !parent || index === undefined) return undefined;
      const href = typeof node.properties.href === 'string' ? node.properties.href.trim() : '';
      if (!LINK.test(href)) {
        parent.children.splice(index, 1, ...(node.children as ElementContent[]));
        // Look at the same place again: the link's children now stand there.
        return index;
      }
      node.properties.rel = [...LINK_REL];
      return undefined;
    });
  };
}

const toSafeTree = unified().use(remarkParse).use(remarkGfm).use(markdownPolicy).use(remarkRehype).use(rehypeSanitize, sanitizeSchema).use(linkPolicy);

const toHtml = unified().use(rehypeStringify, { closeSelfClosing: true, characterReferences: { useNamedReferences: true } });

function safeTree(markdown: string): HtmlRoot {
  return toSafeTree.runSync(toSafeTree.parse(markdown)) as HtmlRoot;
}

/** Markdown (headings, lists, links, emphasis, code, quotes) as sanitised HTML; '' for empty text. */
export function renderMarkdown(markdown: string): string {
  if (!markdown.trim()) return '';
  return toHtml.stringify(safeTree(markdown)).trim();
}

const BLOCKS = new Set(['p', 'li', 'blockquote', 'pre', 'br', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/** The text of rendered Markdown without any markup, whitespace collapsed, cut at `max` characters on a word. */
export function plainText(markdown: string, max: number): string {
  const parts: string[] = [];
  const walk = (nodes: HtmlRoot['children']) => {
    for (const node of nodes) {
      if (node.type === 'text') parts.push(node.value);
      if (node.type !== 'element') continue;
      walk(node.children);
      // A heading runs into the text after it: "March: We signed …" reads better than "March We signed …".
      if (/^h\d$/.test(node.tagName) && !/[.:!?]\s*$/.test(parts.join(''))) parts.push(':');
      if (BLOCKS.has(node.tagName)) parts.push(' ');
    }
  };
  if (markdown.trim()) walk(safeTree(markdown).children);
  const text = parts.join('').replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
