import type { AgentCategory, AgentRebateRates, AgentRebatesSetBody } from '@common/generated/api';
import styled from '@emotion/styled';
import { type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorKey } from '../../../api/apiErrorText';
import { ApiError } from '../../../api/envelope';
import { useRemoteData } from '../../../api/useRemoteData';
import { PrimaryButton, SecondaryButton } from '../../../ui/Button';
import { FormAlert, FormStack } from '../../../ui/form/FormLayout';
import { useFieldForm } from '../../../ui/form/useFieldForm';
import { useSubmit } from '../../../ui/form/useSubmit';
import { AsyncView } from '../../../ui/LoadState';
import { callApi } from '../../../api/callApi';
import { RateFields, rateField, rateForm, ratesOf } from '../RateFields';
import { RatesTable } from './RatesTable';

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.md};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizeLg};
  }
`;

/** One team member's rates: a form for the agent's direct downline (each at most its ceiling), else read only. */
export function RateEditor({ userId, onClose }: { userId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const rates = useRemoteData(async () => (await callApi('agentRebates', { query: { userId } })).value, [userId]);
  return (
    <Panel aria-labelledby="rate-editor-title">
      <h2 id="rate-editor-title" tabIndex={-1}>
        {t('agent.rebates.editTitle', { name: rates.data?.userName ?? '' })}
      </h2>
      <AsyncView state={rates}>
        {(loaded) =>
          loaded.editable ? (
            <RateForm key={loaded.userId} rates={loaded} onSaved={onClose} />
          ) : (
            <>
              <p>{t('agent.rebates.readOnly')}</p>
              <RatesTable rates={loaded} caption={t('agent.rebates.theirRates')} />
            </>
          )
        }
      </AsyncView>
      <SecondaryButton type="button" onClick={onClose}>
        {t('agent.rebates.back')}
      </SecondaryButton>
    </Panel>
  );
}

function RateForm({ rates, onSaved }: { rates: AgentRebateRates; onSaved: () => void }) {
  const { t } = useTranslation();
  const limits = rates.rates.map((r) => ({ category: r.category, max: r.max }));
  const { specs, rules } = rateForm(limits);
  const form = useFieldForm(Object.fromEntries(rates.rates.map((r) => [rateField(r.category), r.rate])), rules);
  const { busy, problem, run } = useSubmit();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || !form.validate(specs)) return;
    // At least one category is sent; those not sent keep their rates.
    const changes = ratesOf(form.values, limits) as AgentRebatesSetBody['rates'];
    void run(async () => (await callApi('agentRebatesSet', { body: { userId: rates.userId, rates: changes } })).value, {
      success: t('agent.rebates.saved'),
      onSuccess: onSaved,
      onError: (error) => {
        const category = error instanceof ApiError ? (error.value as { category?: string } | undefined)?.category : '';
        const field = category && rateField(category as AgentCategory);

        if (error instanceof ApiError && field && specs.some((s) => s.name === field)) {
          form.setError(field, apiErrorKey(error.code));
          form.focus(field);
        }
      },
    });
  };

  return (
    <FormStack noValidate onSubmit={submit} aria-label={t('agent.rebates.formLabel', { name: rates.userName })}>
      <RateFields form={form} specs={specs} limits={limits} legend={t('agent.rebates.theirRates')} />
      <FormAlert>{problem}</FormAlert>
      <PrimaryButton type="submit" disabled={busy}>
        {t('agent.rebates.save')}
      </PrimaryButton>
    </FormStack>
  );
}
