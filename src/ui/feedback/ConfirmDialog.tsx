import styled from '@emotion/styled';
import { useEffect, useId, useRef } from 'react';
import { MASK_GRACE_MS } from '../dialogTiming';

const Dialog = styled.dialog`
  width: min(88vw, 360px);
  padding: ${({ theme }) => theme.spacing.lg};
  border: none;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  &::backdrop {
    background: ${({ theme }) => theme.colors.overlay};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.sm};
    font-size: ${({ theme }) => theme.font.sizeLg};
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-top: ${({ theme }) => theme.spacing.lg};
  button {
    flex: 1;
    min-height: 44px;
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${({ theme }) => theme.colors.primary};
    font: inherit;
    cursor: pointer;
  }
  button[data-primary] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  /* The primary colour marks it by its border only: as text on the surface it can be unreadable (lucky-peso's gold
     on white is 2:1), which the studio's contrast check refuses (common/brandStudio/contrastPairs.ts). */
  button:not([data-primary]) {
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
  }
`;

export interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  /** Empty for an alert, which has only the confirm button. */
  cancelLabel: string;
  onAnswer: (ok: boolean) => void;
}

/**
 * A modal alertdialog on the native <dialog>: focus moves to the first button (Cancel, the safe answer, when there
 * is one), Escape cancels, and focus returns to where it was on close.
 */
export function ConfirmDialog({ title, message, confirmLabel, cancelLabel, onAnswer }: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const messageId = useId();
  const openedAt = useRef(0);
  useEffect(() => {
    const dialog = ref.current;
    openedAt.current = performance.now();
    if (dialog && !dialog.open) dialog.showModal?.();
    return () => dialog?.close?.();
  }, []);
  return (
    <Dialog
      ref={ref}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onCancel={(e) => {
        e.preventDefault();
        onAnswer(false);
      }}
      onClick={(e) => {
        // A click on the mask cancels, but not the tap that opened the dialog (SPEC §9: 300 ms).
        if (e.target === ref.current && performance.now() - openedAt.current > MASK_GRACE_MS) onAnswer(false);
      }}
    >
      <h2 id={titleId}>{title}</h2>
      <p id={messageId}>{message}</p>
      <Actions>
        {cancelLabel && (
          <button type="button" onClick={() => onAnswer(false)}>
            {cancelLabel}
          </button>
        )}
        <button type="button" data-primary onClick={() => onAnswer(true)}>
          {confirmLabel}
        </button>
      </Actions>
    </Dialog>
  );
}
