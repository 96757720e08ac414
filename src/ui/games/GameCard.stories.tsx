import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { sampleGame } from '../../storybook/sampleContent';
import { en } from '../../storybook/storyText';
import { GameCard } from './GameCard';

/** The game card (shared by the game list, home and lottery) in each favourite state. */
const meta = { title: 'Games/Game card' } satisfies Meta;
export default meta;

const card = (favourite: boolean, onToggle = fn()) => (
  <main style={{ width: 120 }}>
    <GameCard game={sampleGame(favourite)} onLaunch={fn()} onToggleFavourite={onToggle} />
  </main>
);

export const CardNotFavourite: StoryObj = {
  render: () => card(false),
  play: async ({ canvasElement }) => {
    const star = within(canvasElement).getByRole('button', {
      name: en('games.favourite').replace('{{name}}', 'Mighty Dragon'),
    });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
  },
};

export const CardFavourite: StoryObj = {
  render: () => card(true),
  play: async ({ canvasElement }) => {
    const star = within(canvasElement).getByRole('button', {
      name: en('games.favourite').replace('{{name}}', 'Mighty Dragon'),
    });
    await expect(star).toHaveAttribute('aria-pressed', 'true');
  },
};
