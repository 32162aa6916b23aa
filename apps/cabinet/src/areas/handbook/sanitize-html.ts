import DOMPurify from 'dompurify';

/** What a handbook card's body may hold: text formatting, lists, tables and links (the contract). */
const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'small',
  'mark',
  'code',
  'pre',
  'blockquote',
  'span',
  'ul',
  'ol',
  'li',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'a',
];

const ALLOWED_ATTR = ['href', 'title', 'colspan', 'rowspan', 'scope'];

let hooked = false;

/** Links of the body open in a new tab without handing the page to the site they lead to. */
function hookLinks() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/**
 * A card's HTML as the school's editors wrote it, with everything but formatting, lists, tables
 * and links taken out: no scripts, no event handlers, no styles, no frames or forms, and links only
 * to http(s) and mail addresses.
 */
export function sanitizeHandbookHtml(html: string): string {
  hookLinks();
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
    ADD_ATTR: ['target', 'rel'],
  });
}
