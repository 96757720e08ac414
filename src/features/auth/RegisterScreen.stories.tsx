import type { RegisterSettings } from '@common/generated/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { paths } from '../../registry/paths';
import { inMain } from '../../storybook/inMain';
import { storyCaptcha } from '../../storybook/captchaReply';
import { sampleAnnouncements, sampleBanners } from '../../storybook/sampleContent';
import { en } from '../../storybook/storyText';
import { WPS_PENDING, wpsError } from '../../storybook/wpsReplies';
import RegisterScreen from './RegisterScreen';

const settings = (usernameRegistration: boolean, mobileRegistration: boolean): RegisterSettings => ({
  usernameRegistration,
  mobileRegistration,
  fields: [
    { name: 'password', enabled: true, required: true },
    { name: 'confirmPassword', enabled: true, required: true },
    { name: 'affiliateCode', enabled: true, required: false },
  ],
});

/** /m/register: the methods and fields come from the brand's register settings (GET /system/setting/register). */
const meta = {
  title: 'Accounts/Registration',
  component: RegisterScreen,
  decorators: [inMain],
  parameters: {
    route: paths.register,
    wps: {
      captcha: storyCaptcha(),
      captchaProof: null,
      systemCountries: [{ countryName: 'Philippines', dialingCode: '+63', iso: 'PH' }],
      // The page's own banners (group m_reg): none unless a story sets them.
      announcements: sampleAnnouncements(false),
    },
  },
} satisfies Meta<typeof RegisterScreen>;
export default meta;

const registerButton = { name: en('auth.registerButton') };
const field = (key: string) => ({ name: en(key) });
const socialSection = { name: en('login.socialLabel') };

/** User name only: its form, no method tabs, no mobile number. */
export const UsernameOnly: StoryObj = {
  parameters: { wps: { systemRegisterSettings: settings(true, false) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', registerButton);
    await expect(canvas.getByRole('textbox', field('auth.field.username'))).toBeVisible();
    await expect(canvas.queryByRole('textbox', field('auth.mobileNum'))).toBeNull();
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await expect(canvas.queryByRole('list', { name: en('auth.registerBanners') })).toBeNull();
  },
};

/** Mobile only: the number and SMS code, no user name, no method tabs. */
export const MobileOnly: StoryObj = {
  parameters: { wps: { systemRegisterSettings: settings(false, true) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', registerButton);
    await expect(canvas.getByRole('textbox', field('auth.mobileNum'))).toBeVisible();
    await expect(canvas.getByRole('textbox', field('auth.smsCode'))).toBeDisabled();
    await expect(canvas.queryByRole('textbox', field('auth.field.username'))).toBeNull();
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
};

/** Both: tabs, user name first; the mobile tab switches the form. */
export const BothMethods: StoryObj = {
  parameters: { wps: { systemRegisterSettings: settings(true, true) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = within(await canvas.findByRole('tablist', { name: en('auth.registerMethods') }));
    await expect(tabs.getByRole('tab', { name: en('auth.registerBy.username') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('textbox', field('auth.field.username'))).toBeVisible();
    await userEvent.click(tabs.getByRole('tab', { name: en('auth.registerBy.mobile') }));
    await expect(canvas.getByRole('textbox', field('auth.mobileNum'))).toBeVisible();
    await expect(canvas.queryByRole('textbox', field('auth.field.username'))).toBeNull();
  },
};

/** Neither method: registration is closed. */
export const Closed: StoryObj = {
  parameters: { wps: { systemRegisterSettings: settings(false, false) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(en('auth.registerClosed'));
  },
};

/** Lucky Peso's social logins (Facebook, Google) under the form. */
export const SocialLoginsShown: StoryObj = {
  parameters: {
    flags: { FACEBOOKLOGIN3: true, GOOGLELOGIN3: true, TELEGRAMLOGIN3: false },
    wps: { systemRegisterSettings: settings(true, false) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = within(await canvas.findByRole('region', socialSection));
    await expect(section.getByRole('button', { name: en('login.social.facebook') })).toBeVisible();
    await expect(section.queryByRole('button', { name: en('login.social.telegram') })).toBeNull();
  },
};

/** Every social-login flag off: no social-login section. */
export const SocialLoginsOff: StoryObj = {
  parameters: {
    flags: { FACEBOOKLOGIN3: false, GOOGLELOGIN3: false, TELEGRAMLOGIN3: false },
    wps: { systemRegisterSettings: settings(true, false) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', registerButton);
    await expect(canvas.queryByRole('region', socialSection)).toBeNull();
  },
};

/** The register settings have not answered: a loading status. */
export const Loading: StoryObj = {
  parameters: { wps: { systemRegisterSettings: WPS_PENDING } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(en('app.loading'));
  },
};

/** The register settings failed: an alert and a Retry button. */
export const LoadFailed: StoryObj = {
  parameters: { wps: { systemRegisterSettings: wpsError('Service unavailable') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(en('app.loadFailed'));
    await expect(canvas.getByRole('button', { name: en('app.retry') })).toBeVisible();
  },
};

/** The registration page's banners (announcements of type B in group m_reg) show above the form, as images named by
 * their titles; with none set, the page has no banner list at all (every other story). */
export const WithBanners: StoryObj = {
  parameters: {
    wps: {
      systemRegisterSettings: settings(true, false),
      announcements: { ...sampleAnnouncements(false), banners: sampleBanners.slice(0, 1) },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const offers = await canvas.findByRole('list', { name: en('auth.registerBanners') });
    await expect(within(offers).getByRole('img', { name: sampleBanners[0]!.title })).toBeVisible();
    await expect(canvas.getByRole('button', registerButton)).toBeVisible();
  },
};
