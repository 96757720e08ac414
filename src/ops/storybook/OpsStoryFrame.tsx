import type { Decorator } from '@storybook/react-vite';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import type { WpsReplies } from '../../storybook/wpsReplies';
import { opsHttp, opsToken } from '../api';
import { OpsProviders } from '../shell/OpsProviders';
import { opsAdapter } from './opsReplies';

/**
 * Console stories: the console's theme and text inside the global story decorator (whose MemoryRouter starts at
 * `parameters.route`, e.g. `/withdrawals`; the console's routes have no /ops prefix there), its calls answered from
 * `parameters.wps`, and a signed-in token unless `parameters.opsSignedOut`.
 */
export const withOps: Decorator = (Story, context) => {
  const parameters = context.parameters as { wps?: WpsReplies; opsSignedOut?: boolean };
  const language = context.globals.language === 'TY' ? 'ty' : 'en';
  return (
    <OpsStoryFrame replies={parameters.wps} signedOut={parameters.opsSignedOut} language={language}>
      <Story />
    </OpsStoryFrame>
  );
};

function OpsStoryFrame({
  replies,
  signedOut,
  language,
  children,
}: {
  replies?: WpsReplies;
  signedOut?: boolean;
  language: 'en' | 'ty';
  children: ReactNode;
}) {
  // Set before the first render: the shell reads the token while rendering.
  useState(() => {
    opsToken.set(signedOut ? undefined : 'story-token');
    opsHttp.defaults.adapter = opsAdapter(replies);
    return null;
  });
  useLayoutEffect(() => {
    opsHttp.defaults.adapter = opsAdapter(replies);
    // Between stories every call is refused too, so nothing a story left running reaches the network.
    return () => {
      opsHttp.defaults.adapter = opsAdapter();
    };
  }, [replies]);
  return <OpsProviders language={language}>{children}</OpsProviders>;
}
