import type { TFunction } from 'i18next';
import type { RecordBet } from '@common/generated/api';

/** The game's name in the interface language (Filipino for TY, English otherwise: the two names the server keeps). */
export const gameName = (bet: RecordBet, language: string): string =>
  language === 'TY' ? bet.gameNameTy : bet.gameNameEn;

/** A bet category as the game lists name it (games.category.RNG → "Slots"), or the code itself. */
export const categoryLabel = (t: TFunction, category: string): string =>
  t(`games.category.${category.toUpperCase()}`, { defaultValue: category });
