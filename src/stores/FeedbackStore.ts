import { action, makeObservable, observableRef } from 'mobx';

/** Toast durations of SPEC §9, in milliseconds. */
export const TOAST_MS = {
  short: 3_000,
  long: 8_000,
  notice: 1_500,
  success: 1_000,
  successLong: 1_500,
  loading: 10_000,
  info: 2_000,
} as const;

export type ToastKind = 'info' | 'success' | 'error' | 'loading';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

export interface ConfirmRequest {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
}

interface PendingConfirm extends ConfirmRequest {
  resolve: (ok: boolean) => void;
}

/** One toast at a time (a new one replaces the old, as the platform does) and one confirm dialog. */
export class FeedbackStore {
  toast: Toast | null = null;
  dialog: PendingConfirm | null = null;
  private nextId = 1;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor() {
    makeObservable<FeedbackStore, 'settleDialog'>(this, {
      toast: observableRef,
      dialog: observableRef,
      showToast: action,
      hideToast: action,
      hideLoading: action,
      confirm: action,
      settleDialog: action,
    });
  }

  showToast({ kind = 'info', message, duration }: { kind?: ToastKind; message: string; duration?: number }) {
    clearTimeout(this.timer);
    const id = this.nextId++;
    this.toast = { id, kind, message };
    const ms =
      duration ?? (kind === 'loading' ? TOAST_MS.loading : kind === 'success' ? TOAST_MS.success : TOAST_MS.info);
    this.timer = setTimeout(() => this.hideToast(id), ms);
    return id;
  }

  /** Hides the toast; with an id, only if it is still the one shown. */
  hideToast(id?: number) {
    if (id !== undefined && this.toast?.id !== id) return;
    clearTimeout(this.timer);
    this.toast = null;
  }

  /** Ends a loading toast (e.g. when the auth token appears) without touching other kinds. */
  hideLoading() {
    if (this.toast?.kind === 'loading') this.hideToast();
  }

  confirm(request: ConfirmRequest): Promise<boolean> {
    this.dialog?.resolve(false);
    return new Promise<boolean>((resolve) => {
      this.dialog = { ...request, resolve };
    });
  }

  /** An alert is a confirm dialog whose only answer is OK. */
  alert(request: Omit<ConfirmRequest, 'cancelLabel'>): Promise<void> {
    return this.confirm({ ...request, cancelLabel: '' }).then(() => undefined);
  }

  private settleDialog(ok: boolean) {
    const dialog = this.dialog;
    this.dialog = null;
    dialog?.resolve(ok);
  }

  answer(ok: boolean) {
    this.settleDialog(ok);
  }
}
