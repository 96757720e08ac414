// SVG logos through DOMPurify's SVG profile, with what it lets through that a logo must not have: <style> (CSS can
// load from elsewhere) and any reference outside the file (href, xlink:href or url() to anything but `#id`).
// In the console DOMPurify uses the page's window; on the server (no window) it uses a jsdom window, loaded by a
// runtime require that the console's bundler never follows.
import createDOMPurify, { type DOMPurify, type WindowLike } from 'dompurify';

let purifier: DOMPurify | undefined;
/** Names of what the last sanitising removed beyond DOMPurify's own list (external references). */
let dropped: string[] = [];

function serverWindow(): WindowLike {
  const { createRequire } = process.getBuiltinModule('node:module');
  const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new (html: string) => { window: unknown } };
  return new JSDOM('').window as WindowLike;
}

const LOCAL_URL = /url\(\s*(['"]?)#[^)'"]*\1\s*\)/gi;

function instance(): DOMPurify {
  if (purifier) return purifier;
  purifier = createDOMPurify(typeof window === 'undefined' ? serverWindow() : window);
  purifier.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    const value = data.attrValue.trim();
    const external =
      ((name === 'href' || name === 'xlink:href') && !value.startsWith('#')) ||
      /url\(/i.test(value.replace(LOCAL_URL, ''));
    if (!external) return;
    data.keepAttr = false;
    dropped.push(data.attrName);
  });
  return purifier;
}

export interface SanitisedSvg {
  /** The cleaned markup, or '' when no <svg> element is left. */
  svg: string;
  /** Element and attribute names that were taken out (script, onload, href, …), each once. */
  removed: string[];
}

/** The SVG with scripts, event handlers, <style>, foreign content and external references removed. */
export function sanitiseSvg(source: string): SanitisedSvg {
  const purify = instance();
  dropped = [];
  const svg = purify.sanitize(source, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['style', 'foreignObject'],
    // role="img" with aria-label is how an SVG logo names itself to a screen reader (aria-* pass by default).
    ADD_ATTR: ['role'],
  });
  const removed = new Set<string>(dropped);
  for (const entry of purify.removed as Array<{ element?: Node; attribute?: Attr | null }>) {
    const name = entry.attribute ? entry.attribute.name : entry.element?.nodeName.toLowerCase();
    // The parser's own wrapper elements and comments are not content the operator put in.
    if (name && !['html', 'head', 'body', '#comment', '#text'].includes(name)) removed.add(name);
  }
  const trimmed = svg.trim();
  if (!/^<svg[\s>]/i.test(trimmed)) return { svg: '', removed: [...removed] };
  // An SVG file shown as an image needs its namespace (the HTML parser does not).
  const named = /^<svg[^>]*\sxmlns=/i.test(trimmed)
    ? trimmed
    : trimmed.replace(/^<svg/i, '<svg xmlns="http://www.w3.org/2000/svg"');
  return { svg: named, removed: [...removed] };
}
