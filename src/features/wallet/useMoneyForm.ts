import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeAmount } from './amountInput';
import { isLostAnswer } from '../../api/idempotencyKey';
import { SubmitKey } from './submitKey';
import { useMoney } from './useMoney';
import { walletRefusal, type Refusal, type RefusalPlace } from './walletRefusals';

/** Errors by place; field errors are already translated text. */
export type MoneyErrors = Partial<Record<RefusalPlace, string>>;

const AUTO_RETRY_MS = 1_000;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One money submit with its Idempotency-Key (SubmitKey): a lost answer is retried once automatically with the same
 * key, and a manual resubmit after it reuses the key too; any server answer or edit means a new key next time.
 * Returns the value, or the refusal placed for the form.
 */
export function useKeyedSubmit() {
  const { t } = useTranslation();
  const { money } = useMoney();
  const key = useRef(new SubmitKey()).current;
  const running = useRef(false);
  const [busy, setBusy] = useState(false);

  async function send<T>(
    call: (idempotencyKey: string) => Promise<T>,
  ): Promise<{ value: T } | { refusal: Refusal } | undefined> {
    if (running.current) return undefined;
    running.current = true;
    setBusy(true);
    try {
      for (let attempt = 0; ; attempt++) {
        try {
          const value = await call(key.take());
          key.answered();
          return { value };
        } catch (error) {
          key.failed(error);
          if (isLostAnswer(error) && attempt === 0) {
            await wait(AUTO_RETRY_MS);
            continue;
          }
          return { refusal: walletRefusal(t, error, money) };
        }
      }
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  return { busy, send, edited: () => key.edited(), pendingKey: () => key.pending };
}

/**
 * Amount + payment password (withdraw, transfer): values, errors under their fields, and a refusal's effects — the
 * amount is kept, a wrong password empties its box.
 */
export function useMoneyForm() {
  const submit = useKeyedSubmit();
  const [amount, setAmountText] = useState('');
  const [password, setPasswordText] = useState('');
  const [errors, setErrors] = useState<MoneyErrors>({});

  const clearError = (place: RefusalPlace) =>
    setErrors((e) => {
      const { [place]: _gone, form: _form, ...rest } = e;
      return rest;
    });

  return {
    ...submit,
    amount,
    password,
    errors,
    setErrors,
    setAmount(text: string) {
      setAmountText(sanitizeAmount(text));
      clearError('amount');
      submit.edited();
    },
    setPassword(text: string) {
      setPasswordText(text.replace(/\D/g, '').slice(0, 6));
      clearError('paymentPassword');
      submit.edited();
    },
    /** Shows a refusal where it belongs. */
    refuse(refusal: Refusal) {
      setErrors({ [refusal.place]: refusal.text });
      if (refusal.clearPassword) setPasswordText('');
    },
    /** After success: empty the form for the next one. */
    done() {
      setAmountText('');
      setPasswordText('');
      setErrors({});
    },
  };
}

export type MoneyForm = ReturnType<typeof useMoneyForm>;

/** The payment password is 6 digits (security centre rule); the i18n key of the problem, if any. */
export const passwordProblem = (password: string) =>
  password === '' ? 'wallet.password.required' : /^\d{6}$/.test(password) ? undefined : 'wallet.password.format';
