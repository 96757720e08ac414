import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/StoresContext';
import { Modal } from '../Modal';
import { downloadLinks } from './downloadBarRules';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: ${({ theme }) => theme.spacing.md} 0 0;
  padding: 0;
  list-style: none;
  a {
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: 44px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    text-decoration: none;
    font-weight: ${({ theme }) => theme.font.weightBold};
  }
`;

/** The download popup: Android, iOS and mobile-config profile links, only from configuration. */
export const DownloadPopup = observer(function DownloadPopup({
  open,
  onClose,
}: {
  open: boolean;
  onClose: () => void;
}) {
  const { settings } = useStores();
  const { t } = useTranslation();
  const links = downloadLinks(settings.settings.downloadResources);
  return (
    <Modal open={open} title={t('download.title')} closeLabel={t('common.close')} onClose={onClose}>
      <List>
        {links.map((link) => (
          <li key={link.resourceType}>
            <a href={link.url} target="_blank" rel="noopener noreferrer">
              {t(`download.${link.resourceType}`)}
            </a>
          </li>
        ))}
      </List>
    </Modal>
  );
});
