import type { SecurityConfig } from '@common/generated/api';
import styled from '@emotion/styled';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { headIconUrl, itemStatus, SECURITY_ITEMS, type SecurityItemId } from './securityItems';

const Account = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.md} ${({ theme }) => theme.spacing.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const rowStyle = `
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  width: 100%;
  min-height: 52px;
  padding: 8px 16px;
`;

const RowButton = styled.button`
  ${rowStyle}
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &::after {
    content: '›';
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 20px;
  }
`;

const ReadOnlyRow = styled.div`
  ${rowStyle}
  flex-wrap: wrap;
`;

const Status = styled.span`
  margin-inline-start: auto;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.textMuted};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Note = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

const Icon = styled.img`
  width: 36px;
  height: 36px;
  margin-inline-start: auto;
  border-radius: 50%;
`;

/**
 * The security centre's list: the account, then one row per setting with its status. A row opens its editor;
 * `focusId` gets focus when the list comes back from that editor.
 */
export function SecurityList({
  config,
  focusId,
  onOpen,
}: {
  config: SecurityConfig;
  focusId?: SecurityItemId;
  onOpen: (id: SecurityItemId) => void;
}) {
  const { t } = useTranslation();
  const rows = useRef<Partial<Record<SecurityItemId, HTMLButtonElement | null>>>({});
  useEffect(() => {
    if (focusId) rows.current[focusId]?.focus();
  }, [focusId]);
  return (
    <>
      <Account>
        {t('security.account')}: <strong>{config.account}</strong>
      </Account>
      <List aria-label={t('security.listLabel')}>
        {SECURITY_ITEMS.map((id) => (
          <li key={id}>
            {id === 'mobile' ? (
              <ReadOnlyRow>
                <span>{t('security.items.mobile')}</span>
                <Status>{itemStatus(id, config, t)}</Status>
                <Note>{t('security.mobileNote')}</Note>
              </ReadOnlyRow>
            ) : (
              <RowButton
                type="button"
                ref={(el) => {
                  rows.current[id] = el;
                }}
                onClick={() => onOpen(id)}
              >
                <span>{t(`security.items.${id}`)}</span>
                {id === 'headIcon' ? (
                  <Icon src={headIconUrl(config.icon)} alt={t('security.icon.option', { n: config.icon })} />
                ) : (
                  <Status>{itemStatus(id, config, t)}</Status>
                )}
              </RowButton>
            )}
          </li>
        ))}
      </List>
    </>
  );
}
