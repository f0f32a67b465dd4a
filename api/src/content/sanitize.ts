import sanitizeHtml from 'sanitize-html';

const HTTP_URL = /^https?:\/\//i;

/**
 * Plain article markup and nothing else: no script, style, iframe, form or table, no on* or style attribute,
 * links only to http(s) addresses, images from http(s) or a path of this site. Text inside a removed tag
 * stays (script and style contents go with their tag).
 */
const ARTICLE_MARKUP: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'img', 'br', 'blockquote'],
  allowedAttributes: { a: ['href'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https'],
  allowProtocolRelative: false,
  // sanitize-html lets relative addresses through on every tag; a link must name its http(s) address.
  transformTags: {
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href?.trim() ?? '';
      return { tagName, attribs: HTTP_URL.test(href) ? { href } : {} };
    },
  },
  // An image whose address was refused shows nothing: leave no empty <img>.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** The HTML of an article or announcement as it may be stored and sent. Applied when stored and again when sent. */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, ARTICLE_MARKUP);
}
