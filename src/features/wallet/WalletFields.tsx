import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../ui/form/TextField';
import { Hint } from './walletLayout';

/** The amount box: decimal keypad, the limits as its hint line, the problem under it. */
export function AmountField({
  value,
  onChange,
  error,
  limits,
  inputRef,
  name = 'amount',
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** "Min ₱100.00 · Max ₱50,000.00" */
  limits?: string;
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <TextField
        name={name}
        label={t('wallet.amount.label')}
        value={value}
        onChange={onChange}
        error={error}
        required
        inputMode="decimal"
        autoComplete="off"
        inputRef={inputRef}
      />
      {limits && <Hint>{limits}</Hint>}
    </div>
  );
}

/** The 6-digit payment password box (numeric keypad, masked, show/hide toggle). */
export function PaymentPasswordField({
  value,
  onChange,
  error,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      name="paymentPassword"
      type="password"
      label={t('wallet.password.label')}
      value={value}
      onChange={onChange}
      error={error}
      required
      inputMode="numeric"
      maxLength={6}
      autoComplete="off"
      disabled={disabled}
    />
  );
}
