import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { callApi } from '../api/callApi';
import { useRemoteData } from '../api/useRemoteData';
import { en } from '../storybook/storyText';
import { WPS_PENDING, wpsError } from '../storybook/wpsReplies';
import { AsyncView } from './LoadState';

/** A screen's remote section as every screen writes it: `useRemoteData` for the call, `AsyncView` for its states. */
function CountryList() {
  const countries = useRemoteData(async () => (await callApi('systemCountries')).value, []);

  return (
    <main>
      <AsyncView state={countries} empty="No countries">
        {(list) => (
          <ul aria-label="Countries">
            {list.map((c) => (
              <li key={c.iso}>{c.countryName}</li>
            ))}
          </ul>
        )}
      </AsyncView>
    </main>
  );
}

/** The states of a remote load, each answered by `parameters.wps` (the call is GET /system/country). */
const meta = { title: 'UI/Load states', component: CountryList } satisfies Meta<typeof CountryList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  parameters: { wps: { systemCountries: [{ countryName: 'Philippines', dialingCode: '+63', iso: 'PH' }] } },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Countries' });
    await expect(list).toHaveTextContent('Philippines');
  },
};

export const Loading: Story = {
  parameters: { wps: { systemCountries: WPS_PENDING } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(en('app.loading'));
  },
};

export const Empty: Story = {
  parameters: { wps: { systemCountries: [] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No countries')).toBeVisible();
  },
};

/** A failure is an alert with a Retry button; Retry loads again (here it fails again). */
export const LoadFailed: Story = {
  parameters: { wps: { systemCountries: wpsError('Service unavailable') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(en('app.loadFailed'));
    await userEvent.click(canvas.getByRole('button', { name: en('app.retry') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(en('app.loadFailed'));
  },
};
