import styled from '@emotion/styled';
import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'value' | 'type' | 'name'
> {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The translated problem shown under the field. */
  error?: string;
  type?: 'text' | 'password' | 'email' | 'tel' | 'date';
  /** Marks the label with an asterisk (SPEC §2 registration). */
  required?: boolean;
  /** Shows a clear button while the field has a value. */
  clearable?: boolean;
  /** Before the input, inside the field row (e.g. the dialing-code picker). */
  leading?: ReactNode;
  /** After the input (e.g. the get-code button or the captcha image). */
  trailing?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
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

const Row = styled.div<{ invalid: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme, invalid }) => (invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  min-height: 40px;
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.font.sizeLg};
  &:focus {
    outline: none;
  }
  &:read-only {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const IconButton = styled.button`
  min-width: 44px;
  min-height: 40px;
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-size: ${({ theme }) => theme.font.sizeSm};
  cursor: pointer;
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

/** A labelled input with its error under it, an optional clear button and a show/hide toggle for passwords. */
export function TextField({
  name,
  label,
  value,
  onChange,
  error,
  type = 'text',
  required,
  clearable,
  leading,
  trailing,
  inputRef,
  ...input
}: TextFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  return (
    <Field>
      <Label htmlFor={id}>
        {label}
        {required && <Asterisk aria-hidden="true">*</Asterisk>}
      </Label>
      <Row invalid={Boolean(error)}>
        {leading}
        <Input
          {...input}
          ref={inputRef}
          id={id}
          name={name}
          type={isPassword && revealed ? 'text' : type}
          value={value}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        {clearable && value !== '' && !input.readOnly && (
          <IconButton type="button" aria-label={t('form.clear', { field: label })} onClick={() => onChange('')}>
            ✕
          </IconButton>
        )}
        {isPassword && (
          <IconButton
            type="button"
            aria-label={t('form.showPassword')}
            aria-pressed={revealed}
            onClick={() => setRevealed((r) => !r)}
          >
            {t('form.show')}
          </IconButton>
        )}
        {trailing}
      </Row>
      {error && <Problem id={errorId}>{error}</Problem>}
    </Field>
  );
}
