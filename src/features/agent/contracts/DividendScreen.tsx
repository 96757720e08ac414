import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRemoteData } from '../../../api/useRemoteData';
import { receivesDividend } from '../../../registry/roles';
import { useStores } from '../../../stores/StoresContext';
import { AsyncView } from '../../../ui/LoadState';
import { callApi } from '../../../api/callApi';
import { ContractTermsTable } from '../ContractTermsTable';
import { CONTRACT_KINDS, CONTRACT_PATH } from '../contractKinds';
import { ContractReport } from './ContractReport';
import { NoContracts, Section } from './ContractScreen';

const Links = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: 48px;
    padding: ${({ theme }) => theme.spacing.xs};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.text};
    text-align: center;
    text-decoration: none;
  }
`;

/**
 * /m/member/agent/agentDivident: the agent's dividend — its accepted dividend contract and what it paid per settlement
 * period — with the three contract screens (daily salary, dividend, hourly salary) one tap away.
 */
export const DividendScreen = observer(function DividendScreen() {
  const { session } = useStores();
  const { t } = useTranslation();
  const allowed = receivesDividend(session.memberType);
  const dividend = useRemoteData(
    async () => (await callApi('agentContracts', { query: { kind: 'dividend' } })).value,
    [],
    { enabled: allowed },
  );
  if (!allowed) return <NoContracts />;
  return (
    <>
      <nav aria-label={t('agent.contract.screens')}>
        <Section>
          <Links>
            {CONTRACT_KINDS.map((kind) => (
              <li key={kind}>
                <Link to={CONTRACT_PATH[kind]}>{t(`agent.contract.screen.${kind}`)}</Link>
              </li>
            ))}
          </Links>
        </Section>
      </nav>
      <Section aria-labelledby="dividend-own">
        <h2 id="dividend-own">{t('agent.contract.ownTitle', { kind: t('agent.contract.kind.dividend') })}</h2>
        <AsyncView state={dividend}>
          {(c) => (
            <>
              {c.pending.length > 0 && (
                <p role="status">
                  {t('agent.contract.pendingNote', { count: c.pending.length })}{' '}
                  <Link to={CONTRACT_PATH.dividend}>{t('agent.contract.go')}</Link>
                </p>
              )}
              {c.own ? (
                <ContractTermsTable kind="dividend" terms={c.own.terms} />
              ) : (
                <p>{t('agent.contract.none', { kind: t('agent.contract.kind.dividend') })}</p>
              )}
            </>
          )}
        </AsyncView>
      </Section>
      {dividend.data?.own && <ContractReport kind="dividend" />}
    </>
  );
});

export default DividendScreen;
