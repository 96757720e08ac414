import { decimalToCents } from '@common/money';
import type { Decorator } from '@storybook/react-vite';
import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { http } from '../api/client';
import { AppProviders } from '../app/AppProviders';
import { createI18n } from '../i18n/i18n';
import { flagDefinitions, type FlagId } from '../registry/flags';
import { RootStore } from '../stores/RootStore';
import { createTheme } from '../theme/createTheme';
import { DEFAULT_STORY_BRAND, PREVIEW_STORY_BRAND, storyConfig, storyLogo, storyTheme } from './storyBrands';
import { FLAG_DEFAULT, flagGlobal, type AppStoryParameters } from './storyParameters';
import { installWpsReplies } from './wpsReplies';

/** Story flags, with the toolbar's on/off choices winning over them. */
export function resolveFlags(
  fromStory: AppStoryParameters['flags'] = {},
  globals: Record<string, unknown> = {},
): Partial<Record<FlagId, boolean>> {
  const flags: Partial<Record<FlagId, boolean>> = { ...fromStory };
  for (const def of flagDefinitions) {
    const choice = globals[flagGlobal(def.id)];
    if (choice && choice !== FLAG_DEFAULT) flags[def.id as FlagId] = choice === 'on';
  }
  return flags;
}

/** The brand a story shows: the toolbar's choice, else the story's, else the default. */
const storyBrandOf = (parameters: AppStoryParameters, globals: Record<string, unknown>): string =>
  (globals.brand as string | undefined) || parameters.brand || DEFAULT_STORY_BRAND;

/** Builds the RootStore a story runs with: the brand's configuration plus flag overrides and session. */
export function buildStoryStore(
  parameters: AppStoryParameters,
  globals: Record<string, unknown> = {},
  language?: string,
) {
  const brand = storyBrandOf(parameters, globals);
  const config = storyConfig(brand);
  return new RootStore(config, {
    flagOverrides: resolveFlags(parameters.flags, globals),
    session: parameters.session,
    member: parameters.member,
    language: language ?? config.brand.defaultLanguage,
    logoUrl: storyLogo(brand),
    persist: false,
    loadBalance: async () => decimalToCents(parameters.member?.sumBalance ?? '0.00') ?? 0,
  });
}

/** Wraps every story in the app's providers (brand, flags, language, route) and answers its API calls. */
export const withAppContext: Decorator = (Story, context) => (
  <StoryAppContext parameters={context.parameters as AppStoryParameters} globals={context.globals}>
    <Story />
  </StoryAppContext>
);

function StoryAppContext({
  parameters,
  globals,
  children,
}: {
  parameters: AppStoryParameters;
  globals: Record<string, unknown>;
  children: ReactNode;
}) {
  const language = (globals.language as string | undefined) || undefined;
  const key = JSON.stringify([parameters.brand, parameters.flags, parameters.session, globals]);
  const { store, theme, i18n } = useMemo(() => {
    const s = buildStoryStore(parameters, globals, language);
    const brandId = s.settings.brand.id;
    // A previewed brand's tokens are the server's, not its folder's (a studio-made brand has none).
    const tokens = storyTheme(
      storyBrandOf(parameters, globals) === PREVIEW_STORY_BRAND ? PREVIEW_STORY_BRAND : brandId,
    );
    return { store: s, theme: createTheme(brandId, tokens), i18n: createI18n(s.ui.language) };
    // The key captures everything the store is built from.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  // A layout effect runs before any passive effect of the story, where components make their calls.
  useLayoutEffect(() => installWpsReplies(http, parameters.wps), [parameters.wps]);
  return (
    <AppProviders store={store} theme={theme} i18n={i18n}>
      <MemoryRouter initialEntries={[parameters.route ?? '/m/home']}>{children}</MemoryRouter>
    </AppProviders>
  );
}
