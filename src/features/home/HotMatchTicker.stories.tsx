import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inMain } from '../../storybook/inMain';
import { sampleMatches } from '../../storybook/sampleContent';
import { en } from '../../storybook/storyText';
import { HotMatchTicker } from './HotMatchTicker';

/** The hot-match strip by what the announcements hold (several matches rotating: Home/Widgets › Hot Matches). */
const meta = { title: 'Home/Hot matches', decorators: [inMain] } satisfies Meta;
export default meta;

/** One match: shown still, the only (focusable) entry of the strip. */
export const OneMatch: StoryObj = {
  render: () => <HotMatchTicker matches={sampleMatches.slice(0, 1)} />,
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: en('home.hotMatches') });
    const matches = within(region).getAllByRole('button');
    await expect(matches).toHaveLength(1);
    await expect(matches[0]).toHaveAccessibleName(/Ginebra\s*VS\s*Magnolia/);
    await expect(matches[0]).toBeVisible();
    await expect(region).not.toHaveAttribute('aria-busy');
  },
};

/** No hot matches: no strip at all. */
export const NoMatches: StoryObj = {
  render: () => <HotMatchTicker matches={[]} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region', { name: en('home.hotMatches') })).toBeNull();
  },
};

/** Announcements still loading: the strip keeps its place, empty and marked busy. */
export const Loading: StoryObj = {
  render: () => <HotMatchTicker matches={[]} reserve />,
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: en('home.hotMatches') });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(within(region).queryByRole('button')).toBeNull();
  },
};
