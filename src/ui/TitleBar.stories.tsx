import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { en } from '../storybook/storyText';
import { TitleBar } from './TitleBar';

/** A screen's own title bar (help centre, member centre; the shell header builds on it). */
const meta = {
  title: 'UI/Title bar',
  component: TitleBar,
  args: { title: 'Help centre' },
} satisfies Meta<typeof TitleBar>;
export default meta;

/** Back arrow and title, kept centred by an empty trailing side. */
export const BackAndTitle: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: en('header.back') })).toBeVisible();
  },
};

/** Trailing actions after the title. */
export const WithActions: StoryObj<typeof meta> = {
  args: {
    title: 'Member centre',
    back: 'home',
    end: (
      <nav aria-label="Shortcuts">
        <a href="#messages" style={{ color: 'inherit' }}>
          Messages
        </a>
      </nav>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Shortcuts' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Member centre' })).toBeVisible();
  },
};
