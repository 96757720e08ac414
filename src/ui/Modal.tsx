import styled from '@emotion/styled';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { MASK_GRACE_MS } from './dialogTiming';

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
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizeLg};
  }
`;

const Close = styled.button`
  min-width: 44px;
  min-height: 44px;
  border: none;
  background: none;
  color: inherit;
  font-size: 20px;
  cursor: pointer;
`;

export interface ModalProps {
  open: boolean;
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal on the native <dialog>: the browser makes the page behind it inert, moves focus in,
 * closes on Escape and restores focus afterwards. A click on the mask closes it after 300 ms.
 */
export function Modal({ open, title, closeLabel, onClose, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const openedAt = useRef(0);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openedAt.current = performance.now();
      dialog.showModal?.();
    } else if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <Dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === ref.current && performance.now() - openedAt.current > MASK_GRACE_MS) onClose();
      }}
    >
      {open && (
        <>
          <Header>
            <h2 id={titleId}>{title}</h2>
            <Close type="button" aria-label={closeLabel} onClick={onClose}>
              ×
            </Close>
          </Header>
          {children}
        </>
      )}
    </Dialog>
  );
}
