import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { en } from '../../storybook/storyText';
import {
  AgeDeclarationFields,
  checkAgeDeclaration,
  type AgeDeclaration,
  type AgeDeclarationErrors,
} from './AgeDeclarationFields';

/** The registration's date of birth and restricted-person declaration, checked as the register button does. */
function AgeCheck({ minimumAge }: { minimumAge: number }) {
  const [value, setValue] = useState<AgeDeclaration>({ birthDate: '', notRestricted: false });
  const [errors, setErrors] = useState<AgeDeclarationErrors>({});
  return (
    <main>
      <AgeDeclarationFields value={value} onChange={setValue} errors={errors} minimumAge={minimumAge} />
      <button type="button" onClick={() => setErrors(checkAgeDeclaration(value, minimumAge, new Date()))}>
        Check
      </button>
    </main>
  );
}

const meta = {
  title: 'Form/Age declaration',
  component: AgeCheck,
  args: { minimumAge: 21 },
} satisfies Meta<typeof AgeCheck>;
export default meta;

/** Under the brand's age (21) and without the declaration: both refused, in words, at their fields. */
export const UnderAge: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const birth = canvas.getByLabelText(new RegExp(en('rp.register.birthDate')));
    const year = new Date().getFullYear() - 19;
    await userEvent.type(birth, `${year}-01-15`);
    await userEvent.click(canvas.getByRole('button', { name: 'Check' }));
    await expect(birth).toHaveAccessibleDescription('You must be at least 21 years old');
    await expect(canvas.getByRole('alert')).toHaveTextContent(en('apiError.rp_declaration_required'));
    await userEvent.click(canvas.getByRole('checkbox', { name: en('rp.register.declaration') }));
    await userEvent.click(canvas.getByRole('button', { name: 'Check' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
