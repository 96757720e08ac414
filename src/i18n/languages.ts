/** Every interface language code of SPEC §1; only EN and TY have catalogues, the rest fall back to EN. */
export const LANGUAGE_CODES = [
  'CN',
  'EN',
  'JA',
  'TH',
  'VI',
  'MY',
  'ES',
  'HI',
  'ID',
  'KM',
  'KO',
  'KR',
  'MS',
  'PT',
  'TA',
  'TW',
  'TY',
  'UR',
  'UR-LA',
  'PT-BR',
  'TR',
  'BN',
  'AR',
  'FA',
  'RU',
  'KK',
  'UZ',
  'LO',
  'NE',
  'FR',
  'TE',
  'SW',
] as const;

export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/** Languages offered in the picker. */
export const PICKER_LANGUAGES = [
  { code: 'EN', label: 'English', htmlLang: 'en' },
  { code: 'TY', label: 'Filipino', htmlLang: 'fil' },
] as const;

/** The BCP 47 tag for the page's lang attribute. */
export function htmlLangOf(code: string): string {
  return PICKER_LANGUAGES.find((l) => l.code === code)?.htmlLang ?? code.toLowerCase();
}
