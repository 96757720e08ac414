import styled from '@emotion/styled';
import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldForm, FieldSpec } from './useFieldForm';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value' | 'name'> {
  name: string;
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  /** The first, empty choice ("Choose a bank"); without it the first option is preselected by the browser. */
  placeholder?: string;
  /** The translated problem shown under the field. */
  error?: string;
  required?: boolean;
  selectRef?: Ref<HTMLSelectElement>;
}

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.font.sizeMd};
  color: ${({ theme }) => theme.colors.text};
`;

const Asterisk = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  margin-inline-start: 2px;
`;

const Select = styled.select<{ invalid: boolean }>`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme, invalid }) => (invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.font.sizeLg};
  &:focus {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

/** A labelled native select (the platform's picker on phones) with its error under it, like TextField. */
export function SelectField({
  name,
  label,
  value,
  options,
  onChange,
  placeholder,
  error,
  required,
  selectRef,
  ...select
}: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Field>
      <Label htmlFor={id}>
        {label}
        {required && <Asterisk aria-hidden="true">*</Asterisk>}
      </Label>
      <Select
        {...select}
        ref={selectRef}
        id={id}
        name={name}
        value={value}
        invalid={Boolean(error)}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      {error && <Problem id={errorId}>{error}</Problem>}
    </Field>
  );
}

type Bound = 'value' | 'onChange' | 'error' | 'selectRef' | 'name' | 'required' | 'onBlur' | 'form';

/** A SelectField bound to a `useFieldForm` form, as FormField binds a TextField. */
export function FormSelectField({
  form,
  specs,
  name,
  ...field
}: Omit<SelectFieldProps, Bound> & { form: FieldForm; specs: readonly FieldSpec[]; name: string }) {
  const { t } = useTranslation();
  const spec = specs.find((s) => s.name === name);
  const error = form.errors[name];
  // The form keeps focus targets as inputs; a select has the same focus() the form calls.
  const ref = form.ref(name) as unknown as Ref<HTMLSelectElement>;
  return (
    <SelectField
      {...field}
      name={name}
      value={form.values[name] ?? ''}
      required={spec?.required}
      error={error ? t(error) : undefined}
      selectRef={ref}
      onChange={(value) => form.change(name, value, specs)}
      onBlur={() => form.blur(name, specs)}
    />
  );
}
