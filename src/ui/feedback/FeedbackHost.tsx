import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import type { FeedbackStore } from '../../stores/FeedbackStore';
import { ConfirmDialog } from './ConfirmDialog';
import { ToastView } from './ToastView';

const Live = styled.div`
  position: fixed;
  inset: auto 0 30% 0;
  display: flex;
  justify-content: center;
  pointer-events: none;
  z-index: 1000;
`;

/** Renders the single toast (in a polite live region) and the confirm/alert dialog. */
export const FeedbackHost = observer(function FeedbackHost({ store }: { store: FeedbackStore }) {
  return (
    <>
      <Live role="status" aria-live="polite">
        {store.toast && <ToastView key={store.toast.id} toast={store.toast} />}
      </Live>
      {store.dialog && (
        <ConfirmDialog
          title={store.dialog.title}
          message={store.dialog.message}
          confirmLabel={store.dialog.confirmLabel}
          cancelLabel={store.dialog.cancelLabel}
          onAnswer={(ok) => store.answer(ok)}
        />
      )}
    </>
  );
});
