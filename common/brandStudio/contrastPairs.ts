// Every foreground/background pair the theme tokens produce in the player app, as data: the contrast check walks
// this table. Found by reading where each token is painted (src/ui, src/app/shell, src/features); `where` names the
// places so an operator sees what an unreadable pair breaks. Add a row when a screen paints a new pair.
import type { ThemeTokens } from '../../src/config/generated/types';

export type ColorToken = keyof ThemeTokens['colors'];

/** WCAG 2.x AA: text 4.5:1 (1.4.3); large text, icons and control boundaries 3:1 (1.4.3 large, 1.4.11). */
export type PairKind = 'text' | 'largeText' | 'control';

export const REQUIRED_RATIO: Record<PairKind, number> = { text: 4.5, largeText: 3, control: 3 };

export interface ContrastPair {
  foreground: ColorToken;
  background: ColorToken;
  kind: PairKind;
  where: string;
}

export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  { foreground: 'text', background: 'background', kind: 'text', where: 'page text' },
  { foreground: 'text', background: 'surface', kind: 'text', where: 'cards, lists, buttons, fields' },
  { foreground: 'text', background: 'surfaceAlt', kind: 'text', where: 'alternate rows and panels' },
  { foreground: 'textMuted', background: 'surface', kind: 'text', where: 'hints, captions, dates' },
  { foreground: 'textMuted', background: 'background', kind: 'text', where: 'empty and loading states' },
  {
    foreground: 'onPrimary',
    background: 'primary',
    kind: 'text',
    where: 'primary buttons, selected chips, banners, download bar',
  },
  { foreground: 'onSecondary', background: 'secondary', kind: 'text', where: 'customer service button' },
  { foreground: 'secondary', background: 'surface', kind: 'text', where: 'links (game search, feedback)' },
  { foreground: 'onHeader', background: 'headerBg', kind: 'text', where: 'header, title bar, member centre head' },
  { foreground: 'onFooter', background: 'footerBg', kind: 'text', where: 'footer tabs and links' },
  { foreground: 'footerActive', background: 'footerBg', kind: 'text', where: 'the current footer tab' },
  { foreground: 'onBadge', background: 'badge', kind: 'text', where: 'unread and bonus counts' },
  { foreground: 'onPrimary', background: 'jackpot', kind: 'text', where: 'jackpot counter' },
  { foreground: 'danger', background: 'surface', kind: 'text', where: 'field errors, losses' },
  { foreground: 'success', background: 'surface', kind: 'text', where: 'rewards, profits, online status' },
  { foreground: 'focus', background: 'background', kind: 'control', where: 'keyboard focus ring on the page' },
  { foreground: 'focus', background: 'surface', kind: 'control', where: 'keyboard focus ring on cards' },
  { foreground: 'jackpot', background: 'surface', kind: 'control', where: 'favourite (pressed) on game cards' },
  { foreground: 'badge', background: 'headerBg', kind: 'control', where: 'unread dot on the header menu' },
  { foreground: 'badge', background: 'surface', kind: 'control', where: 'unread dot in lists' },
];
