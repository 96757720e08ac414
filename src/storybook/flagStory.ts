import type { StoryObj } from '@storybook/react-vite';
import type { AriaRole } from 'react';
import { expect, within } from 'storybook/test';
import type { FlagId } from '../registry/flags';
import type { AppStoryParameters } from './storyParameters';

export interface GatedItem {
  role: AriaRole;
  name: string;
}

/**
 * A story with one flag in one state, asserting that the gated item is there when on and absent when off.
 * `ready` is something that renders either way, so "absent" is checked only once the component is on screen.
 */
export function flagStory(
  flag: FlagId,
  on: boolean,
  item: GatedItem,
  ready: GatedItem,
  parameters: Omit<AppStoryParameters, 'flags'> = {},
): StoryObj {
  return {
    name: `${flag} ${on ? 'on' : 'off'}`,
    parameters: { ...parameters, flags: { [flag]: on } },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await canvas.findByRole(ready.role, { name: ready.name });
      if (on) await expect(canvas.getByRole(item.role, { name: item.name })).toBeVisible();
      else await expect(canvas.queryByRole(item.role, { name: item.name })).toBeNull();
    },
  };
}
