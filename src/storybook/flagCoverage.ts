import { flagDefinitions } from '../registry/flags';

type StoryModule = Record<string, unknown> & { default?: { parameters?: { flags?: Record<string, boolean> } } };

/** The (flag, state) pairs of the registry that no story shows; merged meta + story parameters count. */
export function missingFlagStories(modules: Record<string, StoryModule>): string[] {
  const seen = new Set<string>();
  for (const mod of Object.values(modules)) {
    const metaFlags = mod.default?.parameters?.flags ?? {};
    for (const [name, story] of Object.entries(mod)) {
      if (name === 'default' || typeof story !== 'object' || story === null) continue;
      const storyFlags = (story as { parameters?: { flags?: Record<string, boolean> } }).parameters?.flags ?? {};
      for (const [flag, state] of Object.entries({ ...metaFlags, ...storyFlags })) seen.add(`${flag}=${state}`);
    }
  }
  return flagDefinitions.flatMap((def) =>
    def.states.filter((state) => !seen.has(`${def.id}=${state}`)).map((state) => `${def.id}=${state}`),
  );
}
