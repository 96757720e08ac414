import { flagDefinitions, type FlagDefinition } from '../registry/flags';
import en from './i18n/en/flags.json';
import ty from './i18n/ty/flags.json';

/**
 * The texts of the flag registry (src/registry/flags.ts) live in one catalogue per language, the console's `flags`
 * namespace: what each flag gates (`gates.<id>`, an `agent.x` id nested as i18next reads it), the screens
 * (`where.<screen>`) and the audiences. The console reads it as a namespace, the QA drawer merges the same files into
 * its strings (`qa.flag.*`), and Storybook's docs show the English.
 */
export const flagCatalogues = { en, ty } as const;

/** The catalogue keys one flag needs. */
export const flagTextKeys = (flag: Pick<FlagDefinition, 'id' | 'where' | 'audience'>): string[] => [
  `gates.${flag.id}`,
  ...flag.where.map((screen) => `where.${screen}`),
  `audience.${flag.audience}`,
];

const lookup = (catalogue: unknown, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>(
      (node, segment) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[segment] : undefined),
      catalogue,
    );

/** The keys a catalogue lacks (or leaves empty) for the given flags: empty when every flag has its texts. */
export function missingFlagTexts(
  catalogue: unknown,
  flags: readonly Pick<FlagDefinition, 'id' | 'where' | 'audience'>[] = flagDefinitions,
): string[] {
  const keys = [...new Set(flags.flatMap(flagTextKeys))];
  return keys.filter((key) => {
    const text = lookup(catalogue, key);
    return typeof text !== 'string' || !text.trim();
  });
}

/** A flag's texts in English, for Storybook's toolbar and docs (which have no language of their own). */
export function englishFlagText(flag: Pick<FlagDefinition, 'id' | 'where' | 'audience'>) {
  return {
    gates: String(lookup(en, `gates.${flag.id}`) ?? flag.id),
    where: flag.where.map((screen) => en.where[screen]),
    audience: en.audience[flag.audience],
  };
}
