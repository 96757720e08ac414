import { useTheme } from '@emotion/react';
import { useId, type InputHTMLAttributes } from 'react';

/** A labelled text field with its hint and error tied to it (aria-describedby), for the console's forms. */
export function Field({
  label,
  hint,
  error,
  ...input
}: { label: string; hint?: string; error?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const theme = useTheme();
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div css={{ display: 'grid', gap: theme.spacing.xs }}>
      <label htmlFor={id} css={{ fontWeight: theme.font.weightBold }}>
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        css={{
          font: 'inherit',
          padding: theme.spacing.sm,
          border: `1px solid ${error ? theme.colors.danger : theme.colors.border}`,
          borderRadius: theme.radii.sm,
        }}
        {...input}
      />
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
