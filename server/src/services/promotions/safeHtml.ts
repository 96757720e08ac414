// Activity content leaves the server reduced to a small allow-list (the client sanitises it again with DOMPurify):
// every tag is rebuilt from its name alone, so no attribute, script, style or comment survives, and every stray
// "<" or ">" in text is escaped. Links keep an http(s) or same-site href; nothing else keeps an attribute.

const ALLOWED = new Set([
  'p',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'small',
  'span',
  'div',
  'ul',
  'ol',
  'li',
  'h3',
  'h4',
  'h5',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'a',
]);
const VOID = new Set(['br']);
/** Elements whose whole content goes with them. */
const DROP_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'textarea',
  'title',
]);

const TOKEN = /<!--[\s\S]*?(?:-->|$)|<\/?([a-zA-Z][a-zA-Z0-9]*)\b((?:[^>"']|"[^"]*"|'[^']*')*)>|<![^>]*>?/g;
const ENTITY = /&(#[0-9]{1,7}|#x[0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});/y;

/** Text with markup characters escaped; well-formed entities are kept. */
function escapeText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '&') {
      ENTITY.lastIndex = i;
      out += ENTITY.test(text) ? '&' : '&amp;';
    } else if (c === '<') out += '&lt;';
    else if (c === '>') out += '&gt;';
    else if (c === '"') out += '&quot;';
    else out += c;
  }
  return out;
}

function safeHref(attrs: string): string | undefined {
  const m = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(attrs);
  const href = (m?.[1] ?? m?.[2] ?? m?.[3] ?? '').trim();
  if (/^https?:\/\/[^\s<>"']+$/i.test(href) || /^\/(?!\/)[^\s<>"']*$/.test(href)) return href;
  return undefined;
}

/** The HTML with only allow-listed tags (rebuilt without attributes, except a safe link href). */
export function safeHtml(html: string): string {
  let out = '';
  let last = 0;
  let dropping: string | undefined;
  for (const m of html.matchAll(TOKEN)) {
    const text = html.slice(last, m.index);
    last = m.index + m[0].length;
    if (!dropping) out += escapeText(text);
    const name = m[1]?.toLowerCase();
    if (!name) continue; // a comment, doctype or broken tag
    const closing = m[0].startsWith('</');
    if (dropping) {
      if (closing && name === dropping) dropping = undefined;
      continue;
    }
    if (DROP_CONTENT.has(name)) {
      if (!closing && !m[0].endsWith('/>')) dropping = name;
      continue;
    }
    if (!ALLOWED.has(name)) continue;
    if (closing) {
      if (!VOID.has(name)) out += `</${name}>`;
    } else if (name === 'a') {
      const href = safeHref(m[2] ?? '');
      out += href ? `<a href="${escapeText(href)}" rel="noopener noreferrer" target="_blank">` : '<a>';
    } else out += `<${name}>`;
  }
  if (!dropping) out += escapeText(html.slice(last));
  return out;
}
