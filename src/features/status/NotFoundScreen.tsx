import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../registry/paths';

const Section = styled.section`
  padding: ${({ theme }) => theme.spacing.xl} ${({ theme }) => theme.spacing.lg};
  text-align: center;
`;

const HomeLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.spacing.xl};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  text-decoration: none;
`;

/** Unknown paths: say so and offer the way home. */
export default function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <Section>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <HomeLink to={paths.home}>{t('notFound.home')}</HomeLink>
    </Section>
  );
}
