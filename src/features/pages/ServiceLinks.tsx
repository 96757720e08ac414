import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/StoresContext';

const Section = styled.section`
  margin: ${({ theme }) => theme.spacing.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h2 {
    margin: 0;
    padding: ${({ theme }) => theme.spacing.md};
    font-size: ${({ theme }) => theme.font.sizeLg};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  a {
    display: flex;
    align-items: center;
    justify-content: space-between;
    min-height: 48px;
    padding: 0 ${({ theme }) => theme.spacing.md};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
`;

/** Only web links: a setting like `javascript:` must never become a link (SPEC §4 safe URLs). */
export function isWebLink(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** "Contact us": the brand's customer-service channels (settings `customerService`), each opened in a new tab. */
export const ServiceLinks = observer(function ServiceLinks() {
  const { settings } = useStores();
  const { t } = useTranslation();
  const headingId = useId();
  const channels = settings.settings.customerService.filter((c) => isWebLink(c.url));
  if (channels.length === 0) return null;
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('pages.service.contactUs')}</h2>
      <ul>
        {channels.map((channel) => (
          <li key={channel.url}>
            <a href={channel.url} target="_blank" rel="noopener noreferrer">
              {channel.name}
              <span aria-hidden="true">›</span>
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
});
