import styled from '@emotion/styled';
import type { DepositChannel } from '@common/generated/api';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../ui/form/SelectField';
import { amountText } from './amountInput';
import { closedReason, type DepositMethod, type MethodId } from './depositChannels';
import type { DepositForm } from './useDepositForm';
import { useMoney } from './useMoney';
import { Chip, ChipRow, Hint, TileGrid } from './walletLayout';
import { decimalToCents } from '@common/money';

const ChannelRows = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  button {
    display: grid;
    width: 100%;
  }
`;

/** Method and channel as two selects (base variant); a closed channel says why in its label. */
export function MethodChannelSelects({ methods, form }: { methods: readonly DepositMethod[]; form: DepositForm }) {
  const { t } = useTranslation();
  return (
    <>
      <SelectField
        name="method"
        label={t('wallet.deposit.methodLabel')}
        value={form.method?.id ?? ''}
        options={methods.map((m) => ({ value: m.id, label: t(`wallet.method.${m.id}`) }))}
        onChange={(id) => form.chooseMethod(id as MethodId)}
        required
      />
      <SelectField
        name="channel"
        label={t('wallet.deposit.channelLabel')}
        value={form.channel?.id ?? ''}
        placeholder={form.channel ? undefined : t('wallet.deposit.chooseChannel')}
        options={(form.method?.channels ?? []).map((c) => {
          const closed = closedReason(t, c);
          return { value: c.id, label: closed ? `${c.name} — ${closed}` : c.name };
        })}
        onChange={(id) => form.chooseChannel(id)}
        error={form.closed}
        required
      />
    </>
  );
}

/** The new variant's method grid: one tile per method. */
export function MethodGrid({
  methods,
  chosen,
  onChoose,
}: {
  methods: readonly DepositMethod[];
  chosen: MethodId | undefined;
  onChoose: (id: MethodId) => void;
}) {
  const { t } = useTranslation();
  return (
    <TileGrid role="group" aria-label={t('wallet.deposit.chooseMethod')}>
      {methods.map((m) => (
        <Chip key={m.id} type="button" aria-pressed={chosen === m.id} onClick={() => onChoose(m.id)}>
          {t(`wallet.method.${m.id}`)}
        </Chip>
      ))}
    </TileGrid>
  );
}

/** The channels of a method as a list of buttons; a closed one is disabled with its reason. */
export function ChannelList({
  channels,
  chosen,
  onChoose,
}: {
  channels: readonly DepositChannel[];
  chosen: string | undefined;
  onChoose: (id: string) => void;
}) {
  const { t } = useTranslation();
  const { moneyText } = useMoney();
  return (
    <ChannelRows aria-label={t('wallet.deposit.chooseChannel')}>
      {channels.map((c) => {
        const closed = closedReason(t, c);
        return (
          <li key={c.id}>
            <Chip
              type="button"
              aria-pressed={chosen === c.id}
              disabled={closed !== undefined}
              onClick={() => onChoose(c.id)}
            >
              <strong>{c.name}</strong>
              <Hint as="span">
                {closed ?? t('wallet.amount.limits', { min: moneyText(c.min), max: moneyText(c.max) })}
              </Hint>
            </Chip>
          </li>
        );
      })}
    </ChannelRows>
  );
}

/** A channel's preset amounts as chips that fill the amount box. */
export function AmountChips({
  channel,
  value,
  onPick,
}: {
  channel: DepositChannel;
  value: string;
  onPick: (text: string) => void;
}) {
  const { t } = useTranslation();
  const { moneyText } = useMoney();
  if (channel.presets.length === 0) return null;
  return (
    <ChipRow role="group" aria-label={t('wallet.amount.presets')}>
      {channel.presets.map((preset) => {
        const text = amountText(decimalToCents(preset) ?? 0);
        return (
          <Chip key={preset} type="button" aria-pressed={value === text} onClick={() => onPick(text)}>
            {moneyText(preset)}
          </Chip>
        );
      })}
    </ChipRow>
  );
}
