import type { AgentCategory } from '@common/generated/api';
import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useVendorConfig, vendorsOf } from '../../../api/useVendorConfig';
import { SecondaryButton } from '../../../ui/Button';
import { SelectField } from '../../../ui/form/SelectField';
import { TextField } from '../../../ui/form/TextField';
import { AGENT_CATEGORIES } from '../agentRange';
import type { TeamBetFilter } from './TeamBetsStore';

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing.sm};
  > :nth-last-child(-n + 2) {
    grid-column: 1 / -1;
  }
`;

/** Category, vendor and member filters of the team's bets, applied together with Search. */
export function BetFilters({ value, onApply }: { value: TeamBetFilter; onApply: (filter: TeamBetFilter) => void }) {
  const { t } = useTranslation();
  const vendors = vendorsOf(useVendorConfig(), undefined);
  const [category, setCategory] = useState<string>(value.category ?? '');
  const [vendor, setVendor] = useState(value.vendor ?? '');
  const [member, setMember] = useState(value.member ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ category: (category || undefined) as AgentCategory | undefined, vendor, member: member.trim() });
  };
  return (
    <Form role="search" aria-label={t('agent.bets.filters')} onSubmit={submit}>
      <SelectField
        name="category"
        label={t('agent.bets.category')}
        value={category}
        placeholder={t('agent.bets.allCategories')}
        options={AGENT_CATEGORIES.map((c) => ({ value: c, label: t(`agent.category.${c}`) }))}
        onChange={setCategory}
      />
      <SelectField
        name="vendor"
        label={t('agent.bets.vendor')}
        value={vendor}
        placeholder={t('agent.bets.allVendors')}
        options={vendors.map((v) => ({ value: v.vassalage, label: v.vendorName }))}
        onChange={setVendor}
      />
      <TextField
        name="member"
        label={t('agent.bets.member')}
        value={member}
        maxLength={64}
        autoCapitalize="none"
        spellCheck={false}
        onChange={setMember}
      />
      <SecondaryButton type="submit">{t('agent.search')}</SecondaryButton>
    </Form>
  );
}
