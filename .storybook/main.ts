import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.mdx', '../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // The app is served under /m; Storybook lives at the root of its own server.
  viteFinal: (viteConfig) => ({ ...viteConfig, base: './' }),
};

export default config;
