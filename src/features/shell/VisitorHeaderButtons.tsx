import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../registry/paths';
import { useStores } from '../../stores/StoresContext';

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const ButtonLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  text-decoration: none;
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

/** Log in, and Register when DIRECTREG3 is on: the visitor's header buttons on home. */
export const VisitorHeaderButtons = observer(function VisitorHeaderButtons() {
  const { menus } = useStores();
  const { t } = useTranslation();
  return (
    <Row>
      {menus.visitorHeader.map((item) => (
        <ButtonLink key={item.id} to={item.to ?? paths.home}>
          {t(item.labelKey)}
        </ButtonLink>
      ))}
    </Row>
  );
});
