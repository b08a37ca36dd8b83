/** White space and control characters: browsers drop tabs and line breaks inside addresses. */
const BLANK = /[\s\p{Cc}]/u;
const LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?$/u;
const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)$/;

/** A host name (IDN letters too, a top label that is not a number) or IPv4, with an optional port. */
function isHost(authority: string): boolean {
  const [, name = '', port] = /^([^:]*)(?::(\d{1,5}))?$/.exec(authority) ?? [];
  if (port !== undefined && Number(port) > 65535) return false;
  if (IPV4.test(name)) return true;
  const labels = name.replace(/\.$/, '').split('.');
  return labels.every((label) => LABEL.test(label)) && /\p{L}/u.test(labels.at(-1) ?? '');
}

/**
 * A link inside the store: "/" alone or a single "/" then a character that is neither "/" nor
 * "\"; browsers read "//host" and "/\host" as another site.
 */
export function isInternalLink(link: string): boolean {
  return /^\/(?:[^/\\]|$)/.test(link) && !BLANK.test(link);
}

/**
 * A link to a website: http:// or https:// (only https with `secure`) and a host, with no user
 * name in front of it (https://shop.example@evil.example goes to evil.example).
 */
export function isWebLink(link: string, { secure = false } = {}): boolean {
  const [, scheme, authority] = /^(https?):\/\/([^/?#]*)/i.exec(link) ?? [];
  if (!scheme || authority === undefined || BLANK.test(link)) return false;
  return (!secure || scheme.toLowerCase() === 'https') && isHost(authority);
}
