import { describe, expect, test } from 'vitest';
import { missingFlagStories } from '../../src/storybook/flagCoverage';
import { buildStoryStore } from '../../src/storybook/withAppContext';
import { flagGlobal } from '../../src/storybook/storyParameters';

// Every story module of the app, as Storybook would load it.
const storyModules = import.meta.glob<Record<string, unknown>>('../../src/**/*.stories.tsx', { eager: true });

describe('flag / story coverage', () => {
  test('every state of every registered flag has a story', () => {
    expect(missingFlagStories(storyModules)).toEqual([]);
  });

  test('the check notices a missing state', () => {
    const onlyOn = { 'x.stories.tsx': { One: { parameters: { flags: { DIRECTREG3: true } } } } };
    expect(missingFlagStories(onlyOn)).toContain('DIRECTREG3=false');
    expect(missingFlagStories(onlyOn)).not.toContain('DIRECTREG3=true');
  });
});

describe('the Storybook decorator store', () => {
  test('honours the brand and the story flags, with the toolbar winning', () => {
    const bayani = buildStoryStore({ brand: 'bayani-bet' });
    expect(bayani.settings.brand.id).toBe('bayani-bet');
    expect(bayani.settings.isOn('DIRECTREG3')).toBe(false);
    const on = buildStoryStore({ brand: 'bayani-bet', flags: { DIRECTREG3: true } });
    expect(on.settings.isOn('DIRECTREG3')).toBe(true);
    const toolbar = buildStoryStore(
      { brand: 'bayani-bet', flags: { DIRECTREG3: true } },
      { [flagGlobal('DIRECTREG3')]: 'off' },
    );
    expect(toolbar.settings.isOn('DIRECTREG3')).toBe(false);
    const brandFromToolbar = buildStoryStore({ brand: 'bayani-bet' }, { brand: 'lucky-peso' });
    expect(brandFromToolbar.settings.brand.id).toBe('lucky-peso');
  });
});
