import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CheckRow } from '../../../ui/form/FormLayout';
import { PagedFooter } from '../PagedFooter';
import { MemberSearch } from './TeamToolbar';
import { TeamMemberRow } from './TeamMemberRow';
import { TeamMembersStore } from './TeamMembersStore';

const Tools = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.md};
`;

const Crumbs = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
  padding: 0 ${({ theme }) => theme.spacing.md};
  list-style: none;
  li + li::before {
    content: '›';
    margin-inline-end: ${({ theme }) => theme.spacing.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  button {
    min-height: 44px;
    border: none;
    background: none;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    text-decoration: underline;
    cursor: pointer;
  }
  [aria-current] {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: ${({ theme }) => theme.font.weightBold};
  }
`;

const Count = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The level being listed, from `?parent=<id>` (absent or invalid: the agent's own downline). */
function parentOf(params: URLSearchParams): number | undefined {
  const value = Number(params.get('parent'));
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/**
 * /m/member/team (team management): the direct downline with search over the whole team, online-only filter and
 * drill-down into sub-agents. The level is kept in `?parent=` so Back climbs up again.
 */
export const TeamMembersScreen = observer(function TeamMembersScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [store] = useState(() => new TeamMembersStore());
  const parentId = parentOf(params);
  const [searchKey, setSearchKey] = useState(0);

  useEffect(() => {
    store.showLevel(parentId);
    setSearchKey((k) => k + 1);
  }, [store, parentId]);

  const openLevel = (id: number | undefined) => setParams(id === undefined ? {} : { parent: String(id) });
  const searching = store.keyword.trim() !== '';
  const list = store.list;
  return (
    <div>
      <Tools>
        <MemberSearch key={searchKey} label={t('agent.team.searchLabel')} onSearch={(k) => store.search(k)} />
        <CheckRow>
          <input type="checkbox" checked={store.onlineOnly} onChange={(e) => store.setOnlineOnly(e.target.checked)} />
          <span>{t('agent.team.onlineOnly')}</span>
        </CheckRow>
      </Tools>
      {!searching && store.path.length > 0 && (
        <nav aria-label={t('agent.team.levels')}>
          <Crumbs>
            {store.path.map((level, index) =>
              index === store.path.length - 1 ? (
                <li key={level.id}>
                  <span aria-current="location">{level.userName}</span>
                </li>
              ) : (
                <li key={level.id}>
                  <button type="button" onClick={() => openLevel(index === 0 ? undefined : level.id)}>
                    {level.userName}
                  </button>
                </li>
              ),
            )}
          </Crumbs>
        </nav>
      )}
      {list.pageNum > 0 && (
        <Count aria-live="polite">
          {searching ? t('agent.team.found', { count: store.total }) : t('agent.team.count', { count: store.total })}
        </Count>
      )}
      {list.items.length > 0 && (
        <List aria-label={t('agent.team.listLabel')}>
          {list.items.map((member) => (
            <TeamMemberRow key={member.id} member={member} showLevel={searching} onOpen={(m) => openLevel(m.id)} />
          ))}
        </List>
      )}
      <PagedFooter list={list} empty={t(searching ? 'agent.team.noMatch' : 'agent.team.empty')} />
    </div>
  );
});

export default TeamMembersScreen;
