import type { MemberBenefitsReply as Benefits } from '@common/generated/api';
import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useRemoteData } from '../../api/useRemoteData';
import { useStores } from '../../stores/StoresContext';
import { AsyncView } from '../../ui/LoadState';
import { SafeHtml } from '../../ui/SafeHtml';
import { callApi } from '../../api/callApi';

const Levels = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;
  padding: ${({ theme }) => theme.spacing.md};
  list-style: none;
`;

const Level = styled.li<{ current: boolean }>`
  padding: ${({ theme }) => theme.spacing.md};
  border: ${({ theme, current }) => (current ? `2px solid ${theme.colors.primary}` : `1px solid ${theme.colors.border}`)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.spacing.sm};
    margin: 0 0 ${({ theme }) => theme.spacing.sm};
    font-size: ${({ theme }) => theme.font.sizeLg};
  }
`;

const Mine = styled.span`
  padding: 0 ${({ theme }) => theme.spacing.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.font.sizeSm};
  line-height: 20px;
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.spacing.md} ${({ theme }) => theme.spacing.md} 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** /m/member/benefits: the brand's VIP levels with their club benefits (sanitised HTML), the member's highlighted. */
export default observer(function BenefitsScreen() {
  const { ui } = useStores();
  const { t } = useTranslation();
  const benefits = useRemoteData(async () => (await callApi('memberBenefits')).value, [ui.language], { delayMs: 0 });
  return (
    <AsyncView state={benefits} isEmpty={(b: Benefits) => b.levels.length === 0} empty={t('member.benefits.empty')}>
      {(b) => (
        <>
          {b.currentLevel === null && <Note>{t('member.benefits.noLevel')}</Note>}
          <Levels aria-label={t('member.benefits.levels')}>
            {b.levels.map((level) => {
              const current = level.level === b.currentLevel;
              return (
                <Level key={level.level} current={current} aria-current={current ? 'true' : undefined}>
                  <h2>
                    {level.label}
                    {current && <Mine>{t('member.benefits.yourLevel')}</Mine>}
                  </h2>
                  <SafeHtml html={level.benefits} />
                </Level>
              );
            })}
          </Levels>
        </>
      )}
    </AsyncView>
  );
});
