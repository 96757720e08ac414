import { expect, within } from 'storybook/test';
import type { EndpointId, OpsMe } from '@common/generated/api';
import { WPS_PENDING, wpsError, type WpsReplies } from '../../storybook/wpsReplies';
import shell from '../i18n/en/shell.json';
import { page } from './fixtures';

type Canvas = { canvasElement: HTMLElement };
const replies = (endpoint: EndpointId, reply: unknown) => ({ wps: { [endpoint]: reply } as WpsReplies });

/** The list's first load under way: the main region says it is loading. */
export const loadingStory = (endpoint: EndpointId) => ({
  parameters: replies(endpoint, WPS_PENDING),
  play: async ({ canvasElement }: Canvas) => {
    const main = within(await within(canvasElement).findByRole('main'));
    await expect(await main.findByText(shell.loading)).toBeVisible();
  },
});

/** The list came back empty: its empty text shows. */
export const emptyStory = (endpoint: EndpointId, emptyText: string) => ({
  parameters: replies(endpoint, page([])),
  play: async ({ canvasElement }: Canvas) => {
    await expect(await within(canvasElement).findByText(emptyText)).toBeVisible();
  },
});

/** The list's load was refused: an alert with the failure's words and a Retry button. */
export const loadFailedStory = (endpoint: EndpointId) => ({
  parameters: replies(endpoint, wpsError('Service unavailable', 'unknown', 503)),
  play: async ({ canvasElement }: Canvas) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(shell.errors.unknown);
    await expect(canvas.getByRole('button', { name: shell.retry })).toBeVisible();
  },
});

/** An operator without the screen's permission (`me`): no nav link named `navText`, and a direct visit says so. */
export const noPermissionStory = (me: OpsMe, navText: string) => ({
  parameters: { wps: { opsMe: me } },
  play: async ({ canvasElement }: Canvas) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: shell.notAllowed.title })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: shell.nav.label })).not.toHaveTextContent(navText);
  },
});
