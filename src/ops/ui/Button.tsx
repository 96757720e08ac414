import { useTheme } from '@emotion/react';
import type { ButtonHTMLAttributes } from 'react';

/** The console's button: `primary` for the one main action of a form or dialog, `danger` for a refusal. */
export function Button({
  tone = 'plain',
  ...props
}: { tone?: 'plain' | 'primary' | 'danger' } & ButtonHTMLAttributes<HTMLButtonElement>) {
  const theme = useTheme();
  const fill = tone === 'primary' ? theme.colors.primary : tone === 'danger' ? theme.colors.danger : undefined;
  return (
    <button
      type="button"
      css={{
        font: 'inherit',
        padding: `${theme.spacing.sm} ${theme.spacing.lg}`,
        borderRadius: theme.radii.sm,
        border: `1px solid ${fill ?? theme.colors.border}`,
        background: fill ?? theme.colors.surface,
        color: fill ? theme.colors.onPrimary : theme.colors.text,
        cursor: 'pointer',
        '&:disabled': { opacity: 0.6, cursor: 'default' },
      }}
      {...props}
    />
  );
}
