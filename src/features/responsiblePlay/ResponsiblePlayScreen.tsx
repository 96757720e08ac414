import type { RpExclusion, RpOverview } from '@common/generated/api';
import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRemoteData } from '../../api/useRemoteData';
import { paths } from '../../registry/paths';
import { useStores } from '../../stores/StoresContext';
import { AsyncView } from '../../ui/LoadState';
import { ExclusionSection } from './ExclusionSection';
import { HistorySection } from './HistorySection';
import { LimitRow } from './LimitRow';
import { RealityCheckSection } from './RealityCheckSection';
import { callApi } from '../../api/callApi';
import { forgetSession, noteSignedOutUntil } from './rpSignOut';

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
  padding: ${({ theme }) => theme.spacing.lg};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizeXl};
  }
  fieldset {
    border: none;
    margin: 0;
    padding: 0;
  }
  legend {
    font-weight: ${({ theme }) => theme.font.weightBold};
  }
`;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
`;

/**
 * /m/responsiblePlay (members): limits with their pending raises, the reality-check interval, time-out and
 * self-exclusion, and the history of every change. Each save returns the whole overview, which replaces the shown one.
 */
export default observer(function ResponsiblePlayScreen() {
  const { t } = useTranslation();
  const { session } = useStores();
  const loaded = useRemoteData(async () => (await callApi('rpOverview')).value, []);

  const [saved, setSaved] = useState<RpOverview>();
  const [version, setVersion] = useState(0);
  const overview = { ...loaded, data: saved ?? loaded.data };
  const changed = (next: RpOverview) => {
    setSaved(next);
    setVersion((v) => v + 1);
  };
  // Home is loaded afresh, signed out (as sign-out does); the shell then says until when (RealityCheckHost).
  const excluded = (exclusion: RpExclusion) => {
    forgetSession(session);
    noteSignedOutUntil(exclusion.until);
    window.location.assign(paths.home);
  };

  return (
    <Page>
      <p>
        {t('rp.intro')} <Link to={paths.responsiblePlayHelp}>{t('rp.helpLink')}</Link>
      </p>
      <AsyncView state={overview} isEmpty={() => false}>
        {(data) => (
          <>
            <Section aria-labelledby="rp-limits">
              <h2 id="rp-limits">{t('rp.limitsHeading')}</h2>
              <p>{t('rp.limitsExplain')}</p>
              {data.limits.map((limit) => (
                <LimitRow key={limit.key} limit={limit} onChange={changed} />
              ))}
            </Section>
            <Section aria-labelledby="rp-reality">
              <h2 id="rp-reality">{t('rp.realityCheck.heading')}</h2>
              <RealityCheckSection overview={data} onChange={changed} />
            </Section>
            <Section aria-labelledby="rp-exclusion">
              <h2 id="rp-exclusion">{t('rp.exclusion.heading')}</h2>
              <ExclusionSection overview={data} onExcluded={excluded} />
            </Section>
          </>
        )}
      </AsyncView>
      <Section aria-labelledby="rp-history">
        <h2 id="rp-history">{t('rp.history.heading')}</h2>
        <HistorySection version={version} />
      </Section>
    </Page>
  );
});
