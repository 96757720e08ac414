import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { paths } from '../../registry/paths';
import { inMain } from '../../storybook/inMain';
import { demoSession } from '../../storybook/storyParameters';
import { en } from '../../storybook/storyText';
import MemberCentreScreen from './MemberCentreScreen';
import { columnsOf, expectOneRow, memberCentreWps, rowsOf, storyMemberInfo } from './storyMember';

/**
 * The two member centre layouts the server picks with mobileTemplate.mem_cen (perlas-play 0 → base, lucky-peso
 * 1 → new). They differ in layout, not colour (docs/member-centre.md): the plays check where entries sit.
 */
const meta = {
  title: 'Member/Member centre variants',
  component: MemberCentreScreen,
  decorators: [inMain],
  parameters: { session: demoSession, member: storyMemberInfo, route: paths.mine, wps: memberCentreWps() },
} satisfies Meta<typeof MemberCentreScreen>;
export default meta;

async function parts(canvasElement: HTMLElement, region: string) {
  const canvas = within(canvasElement);
  const page = await canvas.findByRole('region', { name: en(region) });
  const quick = within(page).getByRole('navigation', { name: en('menu.quickMenuLabel') });
  const list = within(page).getByRole('navigation', { name: en('menu.memberCentreLabel') });
  const tiles = within(page).getByRole('list', { name: en('member.tiles.label') });
  return {
    page,
    quick,
    quickItems: within(quick).getAllByRole('listitem'),
    listItems: within(list).getAllByRole('listitem'),
    tiles,
    tileItems: within(tiles).getAllByRole('listitem'),
    facts: within(page)
      .getAllByRole('listitem')
      .filter((li) => li.closest('ul')?.getAttribute('aria-label') === en('member.profile.label')),
  };
}

/** Base: facts one per row in a band, tiles side by side, the quick menu one bar under them, the list in rows. */
export const Base: StoryObj = {
  parameters: { brand: 'perlas-play' },
  play: async ({ canvasElement }) => {
    const p = await parts(canvasElement, 'variant.memberCentreBase');
    await expect(p.facts.length).toBeGreaterThanOrEqual(3);
    await expect(rowsOf(p.facts)).toBe(p.facts.length);
    await expect(p.tileItems).toHaveLength(2);
    await expectOneRow(p.tileItems);
    await expectOneRow(p.quickItems);
    await expect(p.quick.getBoundingClientRect().top).toBeGreaterThan(p.tiles.getBoundingClientRect().top);
    await expect(columnsOf(p.listItems)).toBe(1);
  },
};

/** New: the quick menu is a 2×2 grid inside the profile card above the banner tiles; the list has 3 columns. */
export const New: StoryObj = {
  parameters: { brand: 'lucky-peso' },
  play: async ({ canvasElement }) => {
    const p = await parts(canvasElement, 'variant.memberCentreNew');
    await expect(rowsOf(p.facts)).toBeLessThan(p.facts.length);
    await expect(p.quickItems).toHaveLength(4);
    await expect(rowsOf(p.quickItems)).toBe(2);
    await expect(columnsOf(p.quickItems)).toBe(2);
    await expect(p.quick.getBoundingClientRect().top).toBeLessThan(p.tiles.getBoundingClientRect().top);
    await expect(rowsOf(p.tileItems)).toBe(2);
    await expect(columnsOf(p.listItems)).toBe(3);
  },
};
