import type { Decorator } from '@storybook/react-vite';

/** Puts a screen in the page's main landmark, as the app shell does (axe wants all content in landmarks). */
export const inMain: Decorator = (Story) => (
  <main>
    <Story />
  </main>
);
