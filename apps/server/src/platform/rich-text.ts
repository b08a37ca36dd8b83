import sanitizeHtml from 'sanitize-html';

/** The tags the console's rich-text editor makes; anything else (scripts, styles, frames, handlers) is dropped. */
const ALLOWED = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'code',
    'pre',
    'hr',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }) },
};

/** Rich text a merchant saved (a description, a page, a policy), kept to what the shop may draw. */
export const cleanRichText = (html: string): string => sanitizeHtml(html, ALLOWED).trim();
