import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { MemberCentreMenu } from './MemberCentreMenu';

const Page = styled.section`
  margin: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  border-top: 4px solid ${({ theme }) => theme.colors.primary};
`;

/** New member centre (mem_cen 1): the same menus on a raised card with the brand accent. */
export default function MemberCentreNew() {
  const { t } = useTranslation();
  return (
    <Page aria-label={t('variant.memberCentreNew')}>
      <MemberCentreMenu />
    </Page>
  );
}
