import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { WPS_PENDING, wpsError } from '../../storybook/wpsReplies';
import { OpsRoutes } from '../App';
import {
  brandOwnerMe,
  brandRows,
  brandViewerMe,
  contrastProblem,
  draftChecks,
  luckyBrandReply,
  versionRows,
} from '../brands/storyFixtures';
import text from '../i18n/en/brands.json';
import flagText from '../i18n/en/flags.json';
import tyText from '../i18n/ty/brands.json';
import tyFlagText from '../i18n/ty/flags.json';
import shell from '../i18n/en/shell.json';
import { page } from '../storybook/fixtures';
import { withOps } from '../storybook/OpsStoryFrame';

/** One brand (lucky-peso, live at version 3, a draft whose primary colour fails contrast) per state. */
const meta = {
  title: 'Console/Brand',
  component: OpsRoutes,
  decorators: [withOps],
  parameters: {
    route: '/brands/lucky-peso',
    viewport: { defaultViewport: 'desktop' },
    wps: {
      opsMe: brandOwnerMe,
      opsBrands: { items: brandRows },
      opsBrand: luckyBrandReply,
      opsBrandChecks: draftChecks,
      opsBrandVersions: page(versionRows),
    },
  },
} satisfies Meta<typeof OpsRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: 'Lucky Peso (lucky-peso)' }, { timeout: 20_000 });
  return canvas;
};

/** The theme form is generated from the schema: a colour is a picker plus its hex; an edit is an unsaved change. */
export const ThemeForm: Story = {
  parameters: {
    wps: {
      opsBrandDraftSave: (request) => {
        const body = request.data as { config: { theme: { colors: { primary: string } } }; updatedAt: number };
        if (body.config.theme.colors.primary !== '#123456' || body.updatedAt !== luckyBrandReply.draft!.updatedAt)
          return wpsError('Unexpected body', 'request.invalid', 400);
        return { draft: { ...luckyBrandReply.draft!, config: body.config as never }, problems: [] };
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await screen(canvasElement);
    await expect(canvas.getByRole('tab', { name: text.tabs.theme })).toHaveAttribute('aria-selected', 'true');
    const primary = canvas.getByRole('textbox', { name: text.form.fields.primary });
    await expect(primary).toHaveValue('#3a2a00');
    await expect(canvas.getByLabelText('Primary: colour picker')).toHaveValue('#3a2a00');
    await expect(canvas.getByText(text.brand.allSaved)).toBeVisible();
    await userEvent.clear(primary);
    await userEvent.type(primary, '#123456');
    await expect(canvas.getByText(text.brand.unsaved)).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.publish.button })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: text.brand.save }));
    await expect(await canvas.findByText(text.brand.saved)).toBeVisible();
    await expect(canvas.getByText(text.brand.allSaved)).toBeVisible();
  },
};

/** In Filipino: the tabs and the generated form's labels come from the console's catalogue (a translated uiSchema). */
export const Filipino: Story = {
  globals: { language: 'TY' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Lucky Peso (lucky-peso)' }, { timeout: 20_000 });
    await expect(canvas.getByRole('tab', { name: tyText.tabs.theme })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('textbox', { name: tyText.form.fields.primary })).toHaveValue('#3a2a00');
    await expect(canvas.getByRole('tab', { name: tyText.tabs.rules })).toBeVisible();
    await expect(canvas.getByRole('button', { name: tyText.brand.save })).toBeDisabled();
  },
};

/** Flags carry what the registry's flag gates (the flags catalogue) as help; the tab is in the URL. */
export const FlagsTab: Story = {
  parameters: { route: '/brands/lucky-peso?tab=flags' },
  play: async ({ canvasElement }) => {
    const canvas = await screen(canvasElement);
    await expect(canvas.getByRole('tab', { name: text.tabs.flags })).toHaveAttribute('aria-selected', 'true');
    const flag = canvas.getByRole('checkbox', { name: 'DIRECTREG3' });
    await expect(flag).toBeChecked();
    await expect(canvas.getByText(`DIRECTREG3: ${flagText.gates.DIRECTREG3}`)).toBeVisible();
    await expect(canvas.getByText(`MISSION: ${flagText.gates.MISSION}`)).toBeVisible();
  },
};

/** In Filipino, a flag's help is the Filipino text of the flags catalogue, never the English one. */
export const FlagsTabFilipino: Story = {
  parameters: { route: '/brands/lucky-peso?tab=flags' },
  globals: { language: 'TY' },
  play: async ({ canvasElement }) => {
    const canvas = await screen(canvasElement);
    await expect(canvas.getByRole('tab', { name: tyText.tabs.flags })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText(`DIRECTREG3: ${tyFlagText.gates.DIRECTREG3}`)).toBeVisible();
    await expect(canvas.getByText(`MISSION: ${tyFlagText.gates.MISSION}`)).toBeVisible();
    await expect(canvas.queryByText(new RegExp(flagText.gates.DIRECTREG3))).toBeNull();
  },
};

/** Promotions and rules: rebate rates, red rain events (an array of parts), the console's four-eyes threshold. */
export const RulesTab: Story = {
  parameters: { route: '/brands/lucky-peso?tab=rules' },
  play: async ({ canvasElement }) => {
    const canvas = await screen(canvasElement);
    await expect(canvas.getByRole('tab', { name: text.tabs.rules })).toHaveAttribute('aria-selected', 'true');
    // A required field's name ends with rjsf's asterisk.
    const label = (name: string) => new RegExp(`^${name}`);
    const slots = canvas.getByRole('spinbutton', { name: label(text.form.fields.slots) });
    await expect(slots).toHaveValue(80);
    await expect(slots).toHaveAccessibleDescription(text.form.descriptions.RebateRateBps);
    const lucky = within(canvas.getByRole('group', { name: label(`${text.form.itemTitles.events} 2`) }));
    await expect(lucky.getByRole('textbox', { name: label(text.form.partFields.redRain.id) })).toHaveValue(
      'lucky-eight',
    );
    await expect(lucky.getByRole('textbox', { name: label(text.form.fields.pool) })).toHaveValue('8888.00');
    const limits = canvas.getByRole('listbox', { name: label(text.form.fields.limitsOffered) });
    await expect(
      within(limits).getByRole('option', { name: text.form.enumNames.limitsOffered['loss.week'] }),
    ).toBeVisible();

    const fourEyes = canvas.getByRole('textbox', { name: text.form.fields.fourEyesThreshold });
    await expect(fourEyes).toHaveAccessibleDescription(text.form.descriptions.ops.fourEyesThreshold);
    await expect(fourEyes).toHaveValue('');
    await userEvent.type(fourEyes, '25000.00');
    await userEvent.clear(slots);
    await userEvent.type(slots, '90');
    await expect(slots).toHaveValue(90);
    await expect(canvas.getByText(text.brand.unsaved)).toBeVisible();
    // The parts the brand does not set (upline transfer) stay absent: no "required" error for their fields.
    await expect(canvas.queryByText(text.form.errors.required)).toBeNull();
    await userEvent.clear(fourEyes);
    await userEvent.type(fourEyes, '25000');
    await expect(await canvas.findByText(text.form.errors.pattern)).toBeVisible();
  },
};

/** Checks and diff: the problem names the field (going there focuses it) and offers the suggested colour. */
export const DraftWithProblems: Story = {
  parameters: { route: '/brands/lucky-peso?tab=checks' },
  play: async ({ canvasElement }) => {
    const canvas = await screen(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: text.review.saved.replace('{{count}}', '1') }),
    ).toBeVisible();
    const diff = within(canvas.getByRole('table', { name: /Changes against the live version/ }));
    await expect(diff.getByRole('row', { name: /\/theme\/colors\/primary/ })).toHaveTextContent('#f5a623#3a2a00');
    await userEvent.click(canvas.getByRole('button', { name: /Text on primary/ }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: text.form.fields.onPrimary })).toHaveFocus());
    await userEvent.click(canvas.getByRole('tab', { name: text.tabs.checks }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Use #ffffff' }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: text.form.fields.onPrimary })).toHaveValue('#ffffff'),
    );
    await expect(canvas.getByText(text.brand.unsaved)).toBeVisible();
  },
};

/** Publishing refused by the checks: the dialog lists the problems from the refusal. */
export const PublishRefused: Story = {
  parameters: {
    wps: {
      opsBrandPublish: wpsError('Checks failed', 'ops.brand.checks.failed', 422, { problems: [contrastProblem] }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await screen(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: text.publish.button }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Publish lucky-peso' }));
    await expect(await dialog.findByRole('row', { name: /\/theme\/colors\/primary/ })).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: text.publish.note }), 'Darker buttons');
    await userEvent.click(dialog.getByRole('button', { name: text.publish.confirm }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(text.publish.refused);
    await expect(dialog.getByRole('button', { name: /Text on primary/ })).toBeVisible();
  },
};

/** Versions: who, when, note, the live one; rolling back asks first, then announces the new version. */
export const Versions: Story = {
  parameters: { route: '/brands/lucky-peso?tab=versions', wps: { opsBrandRollback: { version: 4 } } },
  play: async ({ canvasElement }) => {
    const canvas = await screen(canvasElement);
    const rows = within(await canvas.findByRole('table', { name: /Versions/ }));
    await expect(rows.getByRole('row', { name: /^3/ })).toHaveTextContent('Gold buttons');
    await expect(rows.getByRole('row', { name: /^3/ })).toHaveTextContent(text.versions.live);
    await expect(rows.getByRole('row', { name: /^1/ })).toHaveTextContent(text.versions.system);
    await expect(rows.queryByRole('button', { name: 'Roll back to version 3' })).toBeNull();
    await userEvent.click(rows.getByRole('button', { name: 'Roll back to version 1' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Roll back to version 1?' }));
    await userEvent.click(dialog.getByRole('button', { name: text.versions.rollbackConfirm }));
    await expect(await canvas.findByText('Version 4 is live (a copy of version 1).')).toBeVisible();
  },
};

/** A save after someone else's: who saved and when, and a reload. */
export const StaleSave: Story = {
  parameters: {
    wps: {
      opsBrandDraftSave: wpsError('Stale', 'ops.brand.draft.stale', 409),
      opsBrand: (request) =>
        request.method === 'GET'
          ? { ...luckyBrandReply, draft: { ...luckyBrandReply.draft!, updatedBy: 'ana' } }
          : WPS_PENDING,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await screen(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: text.form.fields.secondary }), '0');
    await userEvent.click(canvas.getByRole('button', { name: text.brand.save }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/ana saved this draft/);
    await expect(canvas.getByRole('button', { name: text.brand.reload })).toBeVisible();
  },
};

/** brands.read only: the forms are read-only, no save, discard or publish. */
export const ReadOnly: Story = {
  parameters: { wps: { opsMe: brandViewerMe } },
  play: async ({ canvasElement }) => {
    const canvas = await screen(canvasElement);
    await expect(canvas.getByText(text.brand.readOnly)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: text.brand.save })).toBeNull();
    await expect(canvas.queryByRole('button', { name: text.publish.button })).toBeNull();
    await expect(canvas.getByRole('textbox', { name: text.form.fields.primary })).toBeDisabled();
  },
};

export const Loading: Story = {
  parameters: { wps: { opsBrand: WPS_PENDING } },
  play: async ({ canvasElement }) => {
    const main = within(await within(canvasElement).findByRole('main'));
    await expect(await main.findByText(shell.loading)).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { wps: { opsBrand: wpsError('Unknown brand', 'ops.brand.unknown', 404) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text.errors.ops_brand_unknown);
    await expect(canvas.getByRole('button', { name: shell.retry })).toBeVisible();
  },
};

/** The versions tab cannot load its list: the tab says so and offers a retry; the rest of the screen keeps working. */
export const VersionsLoadFailed: Story = {
  parameters: {
    route: '/brands/lucky-peso?tab=versions',
    wps: { opsBrandVersions: wpsError('Service unavailable', 'unknown', 503) },
  },
  play: async ({ canvasElement }) => {
    const canvas = await screen(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(shell.errors.unknown);
    await expect(canvas.getByRole('button', { name: shell.retry })).toBeVisible();
    await expect(canvas.queryByRole('table', { name: /Versions/ })).toBeNull();
  },
};

/** The saved draft's checks cannot load: a retry, and the unsaved-changes review (run in the browser) still shows. */
export const ChecksLoadFailed: Story = {
  parameters: {
    route: '/brands/lucky-peso?tab=checks',
    wps: { opsBrandChecks: wpsError('Service unavailable', 'unknown', 503) },
  },
  play: async ({ canvasElement }) => {
    const canvas = await screen(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(shell.errors.unknown);
    await expect(canvas.getByRole('button', { name: shell.retry })).toBeVisible();
  },
};
