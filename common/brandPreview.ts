// The brand studio's preview (docs/brand-studio.md, "Preview"): how a page load and the player app's API calls carry a
// console-minted preview token. The server (server/src/plugins/preview.ts) and the player client (src/api) read these.

/** The page URL's query parameter that carries the token into the player app (`/m/home?wl_preview=…`). */
export const PREVIEW_PARAM = 'wl_preview';

/** The request header the player client adds to its /wps calls while the page it started on carried a token. */
export const PREVIEW_HEADER = 'X-WL-Preview';
