import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { centsToDecimal } from '@common/money';
import { callApi } from '../../api/callApi';
import { idempotencyHeader } from '../../api/idempotencyKey';

import { checkAmount, parseAmount, sanitizeAmount } from './amountInput';
import { channelLimits, closedReason, firstOpen, type DepositDetailProps, type MethodId } from './depositChannels';
import { useKeyedSubmit, type MoneyErrors } from './useMoneyForm';
import { useMoney } from './useMoney';

/**
 * The state and submit shared by both deposit-detail variants (they differ only in layout and flow): chosen method
 * and channel, typed amount with its checks, and the order creation with its Idempotency-Key.
 */
export function useDepositForm({ methods, onCreated, onStale }: DepositDetailProps) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const submit = useKeyedSubmit();
  const [methodId, setMethodId] = useState<MethodId | undefined>(methods[0]?.id);
  const [channelId, setChannelId] = useState<string | undefined>(firstOpen(methods[0])?.id);
  const [amount, setAmountText] = useState('');
  const [errors, setErrors] = useState<MoneyErrors>({});

  const method = methods.find((m) => m.id === methodId);
  const channel = method?.channels.find((c) => c.id === channelId);
  const closed = channel ? closedReason(t, channel) : undefined;

  const edited = () => {
    submit.edited();
    setErrors({});
  };

  /** The amount's problem as text, if any (limits of the chosen channel). */
  const amountProblem = (): string | undefined => {
    if (!channel) return undefined;
    const problem = checkAmount(amount, channelLimits(channel), money);
    return problem && t(problem.key, problem.values);
  };

  return {
    method,
    channel,
    amount,
    errors,
    busy: submit.busy,
    /** Why the chosen channel cannot be used now. */
    closed,
    amountCents: parseAmount(amount),
    chooseMethod(id: MethodId) {
      setMethodId(id);
      setChannelId(firstOpen(methods.find((m) => m.id === id))?.id);
      edited();
    },
    chooseChannel(id: string) {
      setChannelId(id);
      edited();
    },
    setAmount(text: string) {
      setAmountText(sanitizeAmount(text));
      edited();
    },
    /** Checks the form; shows the problems; whether it may be sent. */
    validate(): boolean {
      if (!channel || closed) {
        setErrors({ form: closed ?? t('wallet.deposit.chooseChannel') });
        return false;
      }
      const problem = amountProblem();
      setErrors(problem ? { amount: problem } : {});
      return problem === undefined;
    },
    /** Creates the order (after `validate`); a refusal goes under the amount or to the form's alert. */
    async submit(): Promise<void> {
      const cents = parseAmount(amount);
      if (!channel || cents === undefined) return;
      const result = await submit.send(
        async (key) =>
          (
            await callApi('depositCreate', {
              body: { channelId: channel.id, amount: centsToDecimal(cents) },
              headers: idempotencyHeader(key),
            })
          ).value,
      );
      if (!result) return;
      if ('value' in result) return onCreated(result.value);
      setErrors({ [result.refusal.place]: result.refusal.text });
      if (result.refusal.reload) onStale();
    },
  };
}

export type DepositForm = ReturnType<typeof useDepositForm>;
