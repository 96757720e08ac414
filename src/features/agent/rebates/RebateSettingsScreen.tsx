import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useRemoteData } from '../../../api/useRemoteData';
import { SecondaryButton } from '../../../ui/Button';
import { AsyncView } from '../../../ui/LoadState';
import { callApi } from '../../../api/callApi';
import { PagedFooter } from '../PagedFooter';
import { MemberSearch } from '../team/TeamToolbar';
import { TeamMembersStore } from '../team/TeamMembersStore';
import { RateEditor } from './RateEditor';
import { RatesTable } from './RatesTable';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizeLg};
  }
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.spacing.sm};
    padding: ${({ theme }) => theme.spacing.xs} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const userOf = (params: URLSearchParams) => {
  const id = Number(params.get('user'));
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

/**
 * /m/member/agent/agentRebeat: the agent's own rates and ceilings, and its downline, each opening a rate editor in
 * place (`?user=<id>`, so Back returns to the list). Only the direct downline can be changed, each rate up to the
 * agent's own.
 */
export const RebateSettingsScreen = observer(function RebateSettingsScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const userId = userOf(params);
  const own = useRemoteData(async () => (await callApi('agentRebates')).value, [], { enabled: userId === undefined });
  const [store] = useState(() => new TeamMembersStore());

  useEffect(() => {
    if (userId === undefined && store.list.pageNum === 0) store.showLevel(undefined);
  }, [store, userId]);

  if (userId !== undefined) return <RateEditor userId={userId} onClose={() => setParams({})} />;

  const list = store.list;
  return (
    <div>
      <Section aria-labelledby="own-rates">
        <h2 id="own-rates">{t('agent.rebates.ownTitle')}</h2>
        <AsyncView state={own}>
          {(rates) => <RatesTable rates={rates} caption={t('agent.rebates.ownCaption')} />}
        </AsyncView>
      </Section>
      <Section aria-labelledby="downline-rates">
        <h2 id="downline-rates">{t('agent.rebates.downlineTitle')}</h2>
        <MemberSearch label={t('agent.team.searchLabel')} initial={store.keyword} onSearch={(k) => store.search(k)} />
        {list.items.length > 0 && (
          <List>
            {list.items.map((member) => (
              <li key={member.id}>
                <span>
                  {member.userName} · {t(member.isAgent ? 'agent.team.roleAgent' : 'agent.team.roleMember')}
                </span>
                <SecondaryButton type="button" onClick={() => setParams({ user: String(member.id) })}>
                  {t('agent.rebates.open', { name: member.userName })}
                </SecondaryButton>
              </li>
            ))}
          </List>
        )}
        <PagedFooter list={list} empty={t('agent.team.empty')} />
      </Section>
    </div>
  );
});

export default RebateSettingsScreen;
