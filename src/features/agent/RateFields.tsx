import type { AgentCategory } from '@common/generated/api';
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import type { FieldRules } from '../../ui/form/fieldRules';
import { FormField } from '../../ui/form/FormField';
import type { FieldForm, FieldSpec } from '../../ui/form/useFieldForm';
import { normaliseRate, rateProblem } from './rates';

const Group = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing.sm};
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => theme.spacing.sm} 0 0;
  border: none;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  & > * {
    min-width: 0;
  }
  /* A percentage width gives the inputs no min-content width, so two or three fit side by side on a phone. */
  input {
    width: 100%;
  }
  legend {
    padding: 0;
    font-weight: ${({ theme }) => theme.font.weightBold};
  }
  p {
    grid-column: 1 / -1;
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.sizeSm};
  }
`;

/** One rate to edit: its category and the highest rate allowed (the agent's own). */
export interface RateLimit {
  category: AgentCategory;
  max: string;
}

export const rateField = (category: AgentCategory) => `rate_${category}`;

/** The form specs and rules of the rate fields: each required, a percent with 2 decimals, at most its limit. */
export function rateForm(limits: readonly RateLimit[]): { specs: FieldSpec[]; rules: FieldRules } {
  return {
    specs: limits.map((l) => ({ name: rateField(l.category), required: true })),
    rules: Object.fromEntries(limits.map((l) => [rateField(l.category), (v: string) => rateProblem(v, l.max)])),
  };
}

/** The typed rates as the API takes them ("0.8" → "0.80"), for fields that passed their rules. */
export function ratesOf(values: Record<string, string>, limits: readonly RateLimit[]) {
  return limits.map((l) => ({
    category: l.category,
    rate: normaliseRate(values[rateField(l.category)] ?? '') ?? '0.00',
  }));
}

/** A rebate rate per category, each labelled with its limit so the agent sees how high it may go. */
export function RateFields({
  form,
  specs,
  limits,
  legend,
}: {
  form: FieldForm;
  specs: readonly FieldSpec[];
  limits: readonly RateLimit[];
  legend: string;
}) {
  const { t } = useTranslation();
  return (
    <Group>
      <legend>{legend}</legend>
      <p>{t('agent.rate.hint')}</p>
      {limits.map((l) => (
        <FormField
          key={l.category}
          form={form}
          specs={specs}
          name={rateField(l.category)}
          label={t('agent.rate.label', { category: t(`agent.category.${l.category}`), max: l.max })}
          inputMode="decimal"
          autoComplete="off"
          maxLength={5}
        />
      ))}
    </Group>
  );
}
