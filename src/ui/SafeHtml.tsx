import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Server-supplied HTML (notices, popups, help) with scripts, handlers and unsafe URLs removed before rendering. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
