import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { TextField, type TextFieldProps } from './TextField';

/** A field that keeps its own value, so the story can be typed into. */
function Field(props: Omit<TextFieldProps, 'value' | 'onChange'> & { initial?: string }) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <main>
      <TextField {...props} value={value} onChange={setValue} />
    </main>
  );
}

/** The labelled input every form uses: required mark, error under the field, clear button, password toggle. */
const meta = { title: 'UI/TextField', component: Field } satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Clearable: Story = {
  args: { name: 'username', label: 'Username', clearable: true, initial: 'demo', autoComplete: 'username' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear Username' }));
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveValue('');
    await expect(canvas.queryByRole('button', { name: 'Clear Username' })).toBeNull();
  },
};

export const RequiredWithError: Story = {
  args: { name: 'email', label: 'E-mail', required: true, error: 'E-mail format is incorrect', initial: 'x@' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'E-mail' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('E-mail format is incorrect');
  },
};

export const Password: Story = {
  args: { name: 'password', label: 'Password', type: 'password', initial: 'secret123' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(canvasElement.querySelector('input')).toHaveAttribute('type', 'password');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Password' })).toHaveValue('secret123');
  },
};
