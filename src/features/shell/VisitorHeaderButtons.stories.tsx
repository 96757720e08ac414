import type { Meta } from '@storybook/react-vite';
import { flagStory } from '../../storybook/flagStory';
import { en } from '../../storybook/storyText';
import { VisitorHeaderButtons } from './VisitorHeaderButtons';

/** The visitor's header buttons on home: log in always, register only with DIRECTREG3. */
const meta = {
  title: 'Shell/Visitor header buttons',
  component: VisitorHeaderButtons,
} satisfies Meta<typeof VisitorHeaderButtons>;
export default meta;

const login = { role: 'link', name: en('header.login') } as const;
const register = { role: 'link', name: en('header.register') } as const;

export const RegisterOn = flagStory('DIRECTREG3', true, register, login);
export const RegisterOff = flagStory('DIRECTREG3', false, register, login);
