// The start-up contract between the reference server and the client (docs/architecture.md, "Start-up"): what a page
// carries for the app (the boot data block), how the server learns the player's language (a cookie), which language a
// page starts in, and what the server-side renderer (src/entry-server.tsx, built into <dist>/.ssr/) offers the server.
// Both sides import this module, so none of it is written twice.

/** Manifest keys of the two client modules the server needs by name (vite.config.ts builds both). */
export const SSR_ENTRY_MODULE = 'src/entry-server.tsx';
/** The first script of a server-rendered page (src/app/afterPaint.ts): it loads the app once the page is painted. */
export const AFTER_PAINT_MODULE = 'src/app/afterPaint.ts';

/** The id of the page's `<script type="application/json">` data block. */
export const BOOT_DATA_ID = 'wps-boot';
/** Version of the block's shape; the client ignores a block of another version and fetches instead. */
export const BOOT_DATA_VERSION = 1;

/** The data block as the server writes it; the client validates every part (src/config/bootData.ts). */
export interface BootDataBlock {
  v: typeof BOOT_DATA_VERSION;
  /** GET /wps/system/settings/consolidated's value, its encrypted fields open. */
  consolidated: { brand: unknown; settings: unknown };
  /** The brand's theme tokens. */
  theme: unknown;
  /** The brand's logo as an image data URL; null when it has none. */
  logoUrl: string | null;
  /** The language the page was rendered in. */
  language: string;
  /** The start language's catalogue, by language code. */
  catalogues: Record<string, unknown>;
  /** The replies a server-rendered first screen was rendered with, by request key (src/api/initialReplies.ts). */
  replies?: Record<string, unknown>;
}

/** The block's JSON for the page: `<` is escaped, so nothing in a value can close the element. */
export const bootDataJson = (block: BootDataBlock) => JSON.stringify(block).replace(/</g, '\\u003c');

/** The data block element. */
export const bootDataElement = (json: string) =>
  `<script type="application/json" id="${BOOT_DATA_ID}">${json}</script>`;

/** The cookie the client mirrors the player's language into, so the server starts the page in it. */
export const LANGUAGE_COOKIE = 'wl_lang';

/** The cookie as the client sets it (a year, whole site). */
export const languageCookie = (language: string, secure = false) =>
  `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; path=/; max-age=31536000; samesite=lax${secure ? '; secure' : ''}`;

/**
 * The language a page starts in: the one the player chose (cookie on the server, storage on the client) if the brand
 * offers it, else the brand's default (English when the brand says nothing usable). Takes the brand object as the
 * consolidated settings carry it, validated or not.
 */
export function startLanguage(brand: unknown, wanted: string | undefined): string {
  const { languages, defaultLanguage } = (brand ?? {}) as { languages?: unknown; defaultLanguage?: unknown };
  if (wanted && Array.isArray(languages) && languages.includes(wanted)) return wanted;
  return typeof defaultLanguage === 'string' ? defaultLanguage : 'EN';
}

/** A request whose reply a server-rendered screen shows, with the key the client finds the reply by. */
export interface FirstRequest {
  id: string;
  query?: object;
  key: string;
}

/** What the server renders for a URL: the route is server-rendered (its route table entry says `ssr`). */
export interface SsrPlan {
  /**
   * The URL to render and cache the page by: the path and only the query parameters the route's first render reads
   * (its route table `query`). Other parameters make no new variant.
   */
  url: string;
  /** The replies its first screen is rendered with (the route's loader). */
  requests: FirstRequest[];
}

export interface RenderRequest {
  /** The plan's URL: the path and the query parameters the route reads. */
  url: string;
  /** The page's data block (JSON), exactly what the client will read. */
  bootJson: string;
  /** The request's user agent: the download bar depends on the platform. */
  userAgent: string;
}

export interface Rendered {
  /** The first screen's markup, for the root element. */
  html: string;
  /** Its styles: one `<style data-emotion>` element for the head, which Emotion on the client adopts. */
  css: string;
  /** The document title the client would set. */
  title: string;
  /** Images its largest paint waits for, to preload. */
  images: string[];
}

/** What the server-side renderer module exports: the one boundary between the server and the app's code. */
export interface SsrEntry {
  /** The plan for a URL, or undefined when its route is not server-rendered (the client renders it). */
  plan(url: string): Promise<SsrPlan | undefined>;
  /** Renders a planned URL's first screen with the page's data block. Throws when it fails. */
  render(request: RenderRequest): Promise<Rendered>;
  /** What of the user agent the markup depends on, so the server keeps one page per kind of device. */
  deviceKey(userAgent: string): string;
}
