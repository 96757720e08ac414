import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PlaySession } from '../../stores/playSession';
import { demoMember, demoSession } from '../../storybook/storyParameters';
import { en } from '../../storybook/storyText';
import { wpsError } from '../../storybook/wpsReplies';
import { RealityCheckDialog } from './RealityCheckDialog';
import { RealityCheckStore } from './RealityCheckStore';
import { sessionSample } from './storySamples';

/** A game opened 30 minutes ago with a 30-minute interval: the check is due at once. */
function DueRealityCheck() {
  const [store] = useState(() => {
    const play = new PlaySession();
    play.start(undefined, Date.now() - 30 * 60_000);
    return new RealityCheckStore(play, 30);
  });
  useEffect(() => () => store.dispose(), [store]);
  return (
    <main>
      <p>{store.open ? 'open' : 'playing'}</p>
      <RealityCheckDialog store={store} />
    </main>
  );
}

/** The reality check: time played, bets and net result, with Continue, Leave the game and See my history. */
const meta = {
  title: 'Responsible play/Reality check',
  component: DueRealityCheck,
  parameters: { session: demoSession, member: demoMember, wps: { rpSession: sessionSample } },
} satisfies Meta<typeof DueRealityCheck>;
export default meta;

export const RealityCheck: StoryObj = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('dialog', { name: en('rp.reality.title') });
    const inside = within(dialog);
    await expect(inside.getByText('0 h 30 min')).toBeVisible();
    await expect(await inside.findByText(/32 bets · ₱320\.00/)).toBeVisible();
    await expect(inside.getByText('lost ₱85.50')).toBeVisible();
    await expect(inside.getByRole('button', { name: en('rp.reality.continue') })).toHaveFocus();
    await expect(inside.getByRole('button', { name: en('rp.reality.leave') })).toBeVisible();
    await expect(inside.getByRole('button', { name: en('rp.reality.history') })).toBeVisible();
    await userEvent.click(inside.getByRole('button', { name: en('rp.reality.continue') }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

/** The session summary cannot load: the time played still shows, with Retry for the rest. */
export const SummaryFailed: StoryObj = {
  parameters: { wps: { rpSession: wpsError('Down') } },
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement).findByRole('dialog'));
    await expect(dialog.getByText('0 h 30 min')).toBeVisible();
    await expect(await dialog.findByRole('button', { name: en('app.retry') })).toBeVisible();
  },
};
