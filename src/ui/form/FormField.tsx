import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from './TextField';
import type { FieldForm, FieldSpec } from './useFieldForm';

type Bound = 'value' | 'onChange' | 'error' | 'inputRef' | 'name' | 'required' | 'onBlur' | 'form';

/** A TextField bound to a form: value, change, blur check, translated error, focus ref and required mark. */
export function FormField({
  form,
  specs,
  name,
  ...field
}: Omit<TextFieldProps, Bound> & { form: FieldForm; specs: readonly FieldSpec[]; name: string }) {
  const { t } = useTranslation();
  const spec = specs.find((s) => s.name === name);
  const error = form.errors[name];
  return (
    <TextField
      {...field}
      name={name}
      value={form.values[name] ?? ''}
      required={spec?.required}
      error={error ? t(error) : undefined}
      inputRef={form.ref(name)}
      onChange={(value) => form.change(name, value, specs)}
      onBlur={() => form.blur(name, specs)}
    />
  );
}
