import styled from '@emotion/styled';
import { useEffect, useId, useRef, type ReactNode } from 'react';

const Dialog = styled.dialog`
  width: min(92vw, 420px);
  padding: ${({ theme }) => theme.spacing.lg};
  border: none;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.popup};
  &::backdrop {
    background: ${({ theme }) => theme.colors.overlay};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.md};
    font-size: ${({ theme }) => theme.font.sizeLg};
  }
`;

/**
 * A modal the player must answer: the native <dialog> makes the page inert, moves focus in and gives it back when it
 * closes. `alertdialog` for a decision with consequences (time-out, self-exclusion, an agent contract), `dialog` for
 * the reality check. Escape counts as `onCancel`; there is no close on the mask, so a stray tap cannot dismiss it.
 * `children` describe the question (aria-describedby); `actions` (buttons, an error) follow outside that text.
 */
export function AnswerDialog({
  open,
  title,
  role = 'dialog',
  onCancel,
  children,
  actions,
}: {
  open: boolean;
  title: string;
  role?: 'dialog' | 'alertdialog';
  onCancel: () => void;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    else if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <Dialog
      ref={ref}
      role={role}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      {open && (
        <>
          <h2 id={titleId}>{title}</h2>
          <div id={bodyId}>{children}</div>
          {actions}
        </>
      )}
    </Dialog>
  );
}
