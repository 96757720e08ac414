import type { HelpCentreReply, SitePageQuery, SitePageReply } from '@common/generated/api';
import { callApi } from './callApi';

/** A help centre entry: a title and its HTML answer (render through SafeHtml). */
export type HelpEntry = HelpCentreReply[number];

/** One of the brand's static pages: title and HTML content (render through SafeHtml). */
export type SitePage = SitePageReply;

export type SitePageName = SitePageQuery['name'];

/** The help centre entries for phones (SPEC §3: device=MOBILE), in display order. */
export async function fetchHelpCentre(): Promise<HelpEntry[]> {
  return (await callApi('helpCentre', { query: { device: 'MOBILE' } })).value;
}

/** The brand's customer service or user agreement page in the current language (404 page.missing when it has none). */
export async function fetchSitePage(name: SitePageName): Promise<SitePage> {
  return (await callApi('sitePage', { query: { name } })).value;
}
