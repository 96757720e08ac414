import type { Meta } from '@storybook/react-vite';
import { paths } from '../../registry/paths';
import { flagStory } from '../../storybook/flagStory';
import { en } from '../../storybook/storyText';
import { LoginMethodTabs } from './LoginMethodTabs';
import { SocialLoginButtons } from './SocialLoginButtons';

function LoginOptions() {
  return (
    <main>
      <h1>{en('route.login')}</h1>
      <LoginMethodTabs />
      <SocialLoginButtons />
    </main>
  );
}

/** The login screen's flag-gated options: the mobile + SMS method and each social login. */
const meta = {
  title: 'Accounts/Login options',
  component: LoginOptions,
  parameters: { route: paths.login },
} satisfies Meta<typeof LoginOptions>;
export default meta;

const heading = { role: 'heading', name: en('route.login') } as const;
const tab = { role: 'tab', name: en('login.method.mobile') } as const;
const social = (key: string) => ({ role: 'button', name: en(key) }) as const;

export const MobileLoginOn = flagStory('MOBILEVERCODELOGIN3', true, tab, heading);
export const MobileLoginOff = flagStory('MOBILEVERCODELOGIN3', false, tab, heading);
export const FacebookOn = flagStory('FACEBOOKLOGIN3', true, social('login.social.facebook'), heading);
export const FacebookOff = flagStory('FACEBOOKLOGIN3', false, social('login.social.facebook'), heading);
export const GoogleOn = flagStory('GOOGLELOGIN3', true, social('login.social.google'), heading);
export const GoogleOff = flagStory('GOOGLELOGIN3', false, social('login.social.google'), heading);
export const TelegramOn = flagStory('TELEGRAMLOGIN3', true, social('login.social.telegram'), heading);
export const TelegramOff = flagStory('TELEGRAMLOGIN3', false, social('login.social.telegram'), heading);
