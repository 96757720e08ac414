import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths, withQuery } from '../../registry/paths';

const Row = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  text-align: right;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${({ theme }) => theme.colors.secondary};
    font-weight: ${({ theme }) => theme.font.weightBold};
  }
`;

/** The full game list of the type (search, vendors, filters) lives at /m/gameList?gameType=…. */
export function SearchLink({ gameType }: { gameType: string | undefined }) {
  const { t } = useTranslation();
  return (
    <Row>
      <Link to={withQuery(paths.gameList, { gameType })}>{t('pages.centres.search')}</Link>
    </Row>
  );
}
