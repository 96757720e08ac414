import { describe, expect, it } from 'vitest';
import { flagDefinitions } from '../registry/flags';
import { flagCatalogues, flagTextKeys, missingFlagTexts } from './flagTexts';

describe('flag texts', () => {
  it.each(['en', 'ty'] as const)(
    'every flag of the registry has what it gates, its screens and audience in %s',
    (lang) => {
      expect(missingFlagTexts(flagCatalogues[lang])).toEqual([]);
    },
  );

  it('notices a flag whose text is missing or empty', () => {
    const { DIRECTREG3: _, ...gates } = flagCatalogues.en.gates;
    expect(missingFlagTexts({ ...flagCatalogues.en, gates })).toEqual(['gates.DIRECTREG3']);
    const agent = { ...flagCatalogues.en.gates.agent, mail: ' ' };
    expect(missingFlagTexts({ ...flagCatalogues.en, gates: { ...flagCatalogues.en.gates, agent } })).toEqual([
      'gates.agent.mail',
    ]);
  });

  it('the Filipino texts are translated, not English copied', () => {
    const copied = [...new Set(flagDefinitions.flatMap(flagTextKeys))].filter((key) => {
      const at = (c: unknown) =>
        key.split('.').reduce<unknown>((n, s) => (n as Record<string, unknown> | undefined)?.[s], c);
      return at(flagCatalogues.en) === at(flagCatalogues.ty);
    });
    expect(copied).toEqual([]);
  });
});
