import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRemoteData } from '../../api/useRemoteData';
import { paths } from '../../registry/paths';
import { useStores } from '../../stores/StoresContext';
import { useBrandTime } from '../../stores/useBrandTime';
import { brandToday } from '../../ui/dateRange';
import { LoadFailed } from '../../ui/LoadState';
import { AgentFooter } from './AgentFooter';
import { AgentGrid } from './AgentGrid';
import { callApi } from '../../api/callApi';
import { BalanceCard } from './BalanceCard';
import { ContractPrompt } from './ContractPrompt';
import { brandHour, greetingPart } from './greeting';
import { TeamCounters } from './TeamCounters';

const Page = styled.div`
  min-height: 100%;
  padding-bottom: 64px;
  background: ${({ theme }) => theme.colors.background};
`;

const Hero = styled.header`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.lg};
  background: ${({ theme }) => theme.colors.headerBg};
  color: ${({ theme }) => theme.colors.onHeader};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizeXl};
  }
  p {
    margin: ${({ theme }) => theme.spacing.xs} 0 0;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.spacing.md};
    border: 1px solid currentColor;
    border-radius: ${({ theme }) => theme.radii.pill};
    color: inherit;
    text-decoration: none;
  }
`;

/**
 * /m/agent (SPEC §2 agent home): greeting for the hour on the brand's clock, the agent's name and customer service;
 * total balance with withdraw and deposit; today's four team counters; the navigation grid; the agent footer; and the
 * SPEC §6 contract prompts.
 */
export const AgentHomeScreen = observer(function AgentHomeScreen() {
  const { session, wallet, inbox } = useStores();
  const { t } = useTranslation();
  const { timeZone } = useBrandTime();
  const [now] = useState(() => Date.now());
  const today = brandToday(now, timeZone);
  const info = useRemoteData(async () => (await callApi('agentInfo')).value, []);
  const [unread, setUnread] = useState<number>();

  // The reply carries the balance: it sets the one wallet store (the header shows the same number elsewhere).
  useEffect(() => {
    if (info.data) wallet.setFromDecimal(info.data.sumBalance);
  }, [info.data, wallet]);
  useEffect(() => {
    void inbox.refreshUnread();
  }, [inbox]);

  const announcementsOpened = () => {
    setUnread(0);
    callApi('agentAnnouncementsSeen').catch(() => undefined);
  };

  const name = info.data?.userName ?? session.session?.userName;
  return (
    <Page>
      <Hero>
        <div>
          <h1>{t(`agent.home.greeting.${greetingPart(brandHour(now, timeZone))}`)}</h1>
          <p>{name}</p>
        </div>
        <Link to={paths.service}>{t('agent.home.service')}</Link>
      </Hero>
      {info.failed && <LoadFailed onRetry={info.retry} />}
      <BalanceCard />
      <TeamCounters today={today} />
      <AgentGrid />
      <AgentFooter
        announcementUnread={unread ?? info.data?.announcementUnread ?? 0}
        onAnnouncementsOpened={announcementsOpened}
      />
      <ContractPrompt />
    </Page>
  );
});

export default AgentHomeScreen;
