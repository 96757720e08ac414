import { useTheme, type CSSObject } from '@emotion/react';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

/** What a labelled control receives: its id, its state and the hint and error it is described by. */
export interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  css: CSSObject;
}

/** A label, a control of the caller's (input, select, textarea), its hint and error tied to it (aria-describedby). */
export function Labelled({
  label,
  hint,
  error,
  children,
}: {
  label: string;
  hint?: string;
  error?: string;
  children: (props: ControlProps) => ReactNode;
}) {
  const theme = useTheme();
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div css={{ display: 'grid', gap: theme.spacing.xs }}>
      <label htmlFor={id} css={{ fontWeight: theme.font.weightBold }}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': described,
        css: {
          font: 'inherit',
          padding: theme.spacing.sm,
          border: `1px solid ${error ? theme.colors.danger : theme.colors.border}`,
          borderRadius: theme.radii.sm,
        },
      })}
      {hint && (
        <span id={`${id}-hint`} css={{ color: theme.colors.textMuted, fontSize: theme.font.sizeSm }}>
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} css={{ color: theme.colors.danger, fontSize: theme.font.sizeSm }}>
          {error}
        </span>
      )}
    </div>
  );
}

/** A labelled text field with its hint and error tied to it, for the console's forms. */
export function Field({
  label,
  hint,
  error,
  ...input
}: { label: string; hint?: string; error?: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Labelled label={label} hint={hint} error={error}>
      {(control) => <input {...control} {...input} />}
    </Labelled>
  );
}
