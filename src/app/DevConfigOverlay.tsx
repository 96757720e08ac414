import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { configProblems } from '../config/reportConfigProblems';

const Panel = styled.section`
  position: fixed;
  inset: auto 8px 8px 8px;
  z-index: 1000;
  max-height: 40vh;
  overflow: auto;
  padding: ${({ theme }) => theme.spacing.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 2px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.popup};
`;

/** Development only: lists every invalid configuration path and what replaced it. */
export const DevConfigOverlay = observer(function DevConfigOverlay() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  if (!open || configProblems.length === 0) return null;
  return (
    <Panel role="alert" aria-labelledby="config-problems-title">
      <h2 id="config-problems-title">{t('app.configProblems')}</h2>
      <p>{t('app.configProblemsHint')}</p>
      <ul>
        {configProblems.map((p) => (
          <li key={`${p.source}${p.path}`}>
            <code>
              {p.source}
              {p.path || '/'}
            </code>
            : {p.message}
          </li>
        ))}
      </ul>
      <button type="button" onClick={() => setOpen(false)}>
        {t('app.dismiss')}
      </button>
    </Panel>
  );
});
