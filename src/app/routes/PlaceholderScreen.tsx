import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { routeDefOf } from './useRouteDef';

const Section = styled.section`
  padding: ${({ theme }) => theme.spacing.xl} ${({ theme }) => theme.spacing.lg};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A titled screen for routes whose feature is built in a later issue. */
export default function PlaceholderScreen() {
  const { t } = useTranslation();
  const def = routeDefOf(useLocation().pathname);
  return (
    <Section>
      <h1>{t(def?.titleKey ?? 'route.home')}</h1>
      <p>{t('placeholder.comingSoon')}</p>
    </Section>
  );
}
