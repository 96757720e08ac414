import { PREVIEW_PARAM } from '@common/brandPreview';

/** What a console preview frame's page URL says: the token, and the language the frame shows (`&language=TY`). */
export interface PagePreview {
  token: string;
  language: string | undefined;
}

/** The preview a page URL's query string asks for, if it carries a token. */
export function previewOf(search: string): PagePreview | undefined {
  const query = new URLSearchParams(search);
  const token = query.get(PREVIEW_PARAM);
  return token ? { token, language: query.get('language')?.toUpperCase() || undefined } : undefined;
}

// Read once from the URL the app started on: the router drops the query on the first navigation, and the token is
// kept in memory only (never stored), so it dies with the page, as a preview should.
let preview = typeof location === 'undefined' ? undefined : previewOf(location.search);

/** The brand preview this page runs under (the console's phone frames), or undefined for a player's page. */
export const pagePreview = (): PagePreview | undefined => preview;

/** The token of the brand preview this page runs under, or undefined. */
export const previewToken = (): string | undefined => preview?.token;

/** Reads the preview from a query string again (tests pass theirs). */
export function rememberPreview(search: string): void {
  preview = previewOf(search);
}

/**
 * Runs the rest of this page under a draft's preview token (the QA drawer after a change), or back on the live
 * configuration with undefined. Kept in memory only, as a console frame's token is.
 */
export function setPreviewToken(token: string | undefined): void {
  preview = token ? { token, language: preview?.language } : undefined;
}
