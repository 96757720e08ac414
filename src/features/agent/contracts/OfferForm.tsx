import type { AgentContract, AgentContractKind, AgentContractTerms } from '@common/generated/api';
import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PrimaryButton, SecondaryButton } from '../../../ui/Button';
import { FormField } from '../../../ui/form/FormField';
import { FormAlert, FormStack } from '../../../ui/form/FormLayout';
import { SelectField } from '../../../ui/form/SelectField';
import { useFieldForm } from '../../../ui/form/useFieldForm';
import { useSubmit } from '../../../ui/form/useSubmit';
import { callApi } from '../../../api/callApi';
import { useMoney } from '../useMoney';
import { bestValue, MAX_TIERS, termsOf, tierField, TIER_PARTS, tierRules, tierSpecs } from './offerTerms';

const Tier = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing.xs};
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  & > * {
    min-width: 0;
  }
  /* A percentage width gives the inputs no min-content width, so two or three fit side by side on a phone. */
  input {
    width: 100%;
  }
  legend {
    padding: 0 ${({ theme }) => theme.spacing.xs};
  }
`;

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const PERIODS = ['week', 'half_month', 'month'] as const;

/**
 * Offers a contract of the kind to a direct sub-agent: up to 5 tiers, ascending by team valid stake, none paying more
 * than the agent's own best tier (a dividend also has its settlement period). The sub-agent then accepts or declines.
 */
export function OfferForm({
  kind,
  own,
  subAgents,
  onOffered,
}: {
  kind: AgentContractKind;
  own: AgentContract;
  subAgents: readonly { id: number; userName: string }[];
  onOffered: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const max = bestValue(own);
  const [count, setCount] = useState(1);
  const [agentId, setAgentId] = useState('');
  const [agentError, setAgentError] = useState<string>();
  const [period, setPeriod] = useState<NonNullable<AgentContractTerms['period']>>(own.terms.period ?? 'week');
  const form = useFieldForm({}, tierRules(kind, max));
  const { busy, problem, setProblem, run } = useSubmit();
  const specs = tierSpecs(count);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = subAgents.find((a) => String(a.id) === agentId);
    setAgentError(chosen ? undefined : t('agent.offer.chooseAgent'));
    if (busy || !form.validate(specs) || !chosen) return;
    const built = termsOf(form.values, count, kind === 'dividend' ? period : undefined);
    if ('problem' in built) {
      setProblem(t(built.problem));
      return;
    }
    void run(() => callApi('agentContractOffer', { body: { kind, agentId: chosen.id, terms: built.terms } }), {
      success: t('agent.offer.sent', { name: chosen.userName }),
      onSuccess: () => {
        form.replace({});
        setCount(1);
        setAgentId('');
        onOffered();
      },
    });
  };

  const valueLabel = t(`agent.contract.value.${kind}`);
  return (
    <FormStack noValidate onSubmit={submit} aria-label={t('agent.offer.title')}>
      <SelectField
        name="agentId"
        label={t('agent.offer.agent')}
        value={agentId}
        placeholder={t('agent.offer.chooseAgent')}
        options={subAgents.map((a) => ({ value: String(a.id), label: a.userName }))}
        onChange={setAgentId}
        error={agentError}
        required
      />
      {kind === 'dividend' && (
        <SelectField
          name="period"
          label={t('agent.offer.period')}
          value={period}
          options={PERIODS.map((p) => ({ value: p, label: t(`agent.contract.period.${p}`) }))}
          onChange={(value) => setPeriod(value as typeof period)}
        />
      )}
      <p>
        {t('agent.offer.limit', {
          value: kind === 'dividend' ? t('agent.contract.percent', { value: max }) : money(max ?? '0.00'),
        })}
      </p>
      {Array.from({ length: count }, (_, i) => (
        <Tier key={i}>
          <legend>{t('agent.offer.tier', { n: i + 1 })}</legend>
          {TIER_PARTS.map((part) => (
            <FormField
              key={part}
              form={form}
              specs={specs}
              name={tierField(i, part)}
              label={part === 'value' ? valueLabel : t(`agent.contract.${part}`)}
              inputMode={part === 'minActive' ? 'numeric' : 'decimal'}
              autoComplete="off"
              maxLength={13}
            />
          ))}
        </Tier>
      ))}
      <Row>
        <SecondaryButton type="button" disabled={count >= MAX_TIERS} onClick={() => setCount(count + 1)}>
          {t('agent.offer.addTier')}
        </SecondaryButton>
        <SecondaryButton type="button" disabled={count <= 1} onClick={() => setCount(count - 1)}>
          {t('agent.offer.removeTier')}
        </SecondaryButton>
      </Row>
      <FormAlert>{problem}</FormAlert>
      <PrimaryButton type="submit" disabled={busy}>
        {t('agent.offer.submit')}
      </PrimaryButton>
    </FormStack>
  );
}
