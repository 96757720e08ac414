import type { Meta } from '@storybook/react-vite';
import { paths } from '../../registry/paths';
import { flagStory } from '../../storybook/flagStory';
import { en } from '../../storybook/storyText';
import { RecoveryMethodTabs } from './RecoveryMethodTabs';

function RecoveryOptions() {
  return (
    <main>
      <h1>{en('route.forget')}</h1>
      <RecoveryMethodTabs />
    </main>
  );
}

/** Forgot password: the phone method (and so the phone/e-mail switch) only with PASSWORDCHANGEVERIFICATION. */
const meta = {
  title: 'Accounts/Recovery methods',
  component: RecoveryOptions,
  parameters: { route: paths.forget },
} satisfies Meta<typeof RecoveryOptions>;
export default meta;

const heading = { role: 'heading', name: en('route.forget') } as const;
const phone = { role: 'tab', name: en('forget.method.phone') } as const;

export const PhoneRecoveryOn = flagStory('PASSWORDCHANGEVERIFICATION', true, phone, heading);
export const PhoneRecoveryOff = flagStory('PASSWORDCHANGEVERIFICATION', false, phone, heading);
