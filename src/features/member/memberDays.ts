import { brandDaysBetween } from '../../i18n/formatDate';

/**
 * Whole days a member has been with the brand: calendar days from registration to now in the brand's time zone
 * (registered yesterday at 23:59 is 1 day), so every player of a brand sees the same count whatever their phone's zone.
 */
export function memberDays(regDate: number, now: number, timeZone: string): number {
  return brandDaysBetween(regDate, now, timeZone);
}
