import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useRemoteData } from '../../api/useRemoteData';
import { paths } from '../../registry/paths';
import { PrimaryButton, SecondaryButton } from '../../ui/Button';
import { LoadFailed, Loading } from '../../ui/LoadState';
import type { RealityCheckStore } from './RealityCheckStore';
import { AnswerDialog } from '../../ui/AnswerDialog';
import { callApi } from '../../api/callApi';
import { useRpFormat } from './useRpFormat';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.md};
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weightBold};
  }
`;

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-bottom: ${({ theme }) => theme.spacing.md};
`;

/**
 * The reality check (role=dialog; the native dialog moves focus to "Continue" and gives it back): time played in this
 * game session, and the bets and net win or loss the server counted since sign-in.
 */
export const RealityCheckDialog = observer(function RealityCheckDialog({ store }: { store: RealityCheckStore }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { money } = useRpFormat();
  const summary = useRemoteData(async () => (await callApi('rpSession')).value, [store.shownAt], {
    enabled: store.open,
  });
  const minutes = Math.floor(store.playedMs / 60_000);
  const net = summary.data?.net;
  return (
    <AnswerDialog open={store.open} title={t('rp.reality.title')} onCancel={() => store.continuePlaying()}>
      <p>{t('rp.reality.intro', { count: store.intervalMinutes })}</p>
      <Facts>
        <dt>{t('rp.reality.played')}</dt>
        <dd>{t('rp.reality.duration', { hours: Math.floor(minutes / 60), minutes: minutes % 60 })}</dd>
        {summary.data && (
          <>
            <dt>{t('rp.reality.bets')}</dt>
            <dd>
              {t('rp.reality.betCount', { count: summary.data.bets })} · {money(summary.data.staked)}
            </dd>
            <dt>{t('rp.reality.net')}</dt>
            <dd>
              {net !== undefined &&
                (net.startsWith('-')
                  ? t('rp.reality.lost', { value: money(net.slice(1)) })
                  : t('rp.reality.won', { value: money(net) }))}
            </dd>
          </>
        )}
      </Facts>
      {summary.loading && !summary.data && <Loading />}
      {summary.failed && <LoadFailed onRetry={summary.retry} />}
      <Actions>
        <PrimaryButton type="button" autoFocus onClick={() => store.continuePlaying()}>
          {t('rp.reality.continue')}
        </PrimaryButton>
        <SecondaryButton type="button" onClick={() => store.leave()}>
          {t('rp.reality.leave')}
        </SecondaryButton>
        <SecondaryButton
          type="button"
          onClick={() => {
            store.leave();
            void navigate(paths.gameRecord);
          }}
        >
          {t('rp.reality.history')}
        </SecondaryButton>
      </Actions>
      <Link to={paths.responsiblePlayHelp} onClick={() => store.continuePlaying()}>
        {t('rp.reality.help')}
      </Link>
    </AnswerDialog>
  );
});
