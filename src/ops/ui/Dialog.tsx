import { useTheme } from '@emotion/react';
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';

/**
 * A modal confirmation (the native <dialog>: focus stays inside, Escape cancels, focus returns to the opener). The form
 * inside submits with the confirm button; `error` is announced as an alert inside the dialog.
 */
export function Dialog({
  title,
  children,
  confirmLabel,
  tone = 'primary',
  busy,
  error,
  onConfirm,
  onClose,
}: {
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  tone?: 'primary' | 'danger';
  busy?: boolean;
  error?: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('shell');
  const theme = useTheme();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement as HTMLElement | null;
    if (dialog && !dialog.open) dialog.showModal?.();
    return () => opener?.focus?.();
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onConfirm();
  };
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      css={{
        border: 'none',
        borderRadius: theme.radii.md,
        boxShadow: theme.shadows.popup,
        padding: theme.spacing.xl,
        width: 480,
        '&::backdrop': { background: theme.colors.overlay },
      }}
    >
      <form onSubmit={submit} noValidate css={{ display: 'grid', gap: theme.spacing.lg }}>
        <h2 id={titleId} css={{ margin: 0, fontSize: theme.font.sizeXl }}>
          {title}
        </h2>
        {children}
        {error && (
          <p role="alert" css={{ margin: 0, color: theme.colors.danger }}>
            {error}
          </p>
        )}
        <div css={{ display: 'flex', gap: theme.spacing.md, justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" tone={tone} disabled={busy}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
