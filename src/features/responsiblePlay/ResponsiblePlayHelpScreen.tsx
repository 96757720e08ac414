import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../registry/paths';
import { useStores } from '../../stores/StoresContext';
import { EmptyNote } from '../../ui/LoadState';

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.lg};
  h2 {
    margin: ${({ theme }) => theme.spacing.md} 0 0;
    font-size: ${({ theme }) => theme.font.sizeLg};
  }
  p,
  ul {
    margin: 0;
  }
`;

const Lines = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => theme.spacing.md};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

/** Where a help line's contact leads: its own link, a phone number, or nothing. */
function contactHref(line: { contact: string; url?: string }): string | undefined {
  if (line.url && /^https?:\/\//.test(line.url)) return line.url;
  if (/^\+?[\d\s()-]{5,}$/.test(line.contact)) return `tel:${line.contact.replace(/[\s()-]/g, '')}`;
  return undefined;
}

/**
 * /m/responsiblePlay/help (public): what responsible play means here, the signs to watch, the tools in the member
 * centre, and the brand's help lines (brand settings `responsiblePlay.helpLines`), in the player's language.
 */
export default observer(function ResponsiblePlayHelpScreen() {
  const { t } = useTranslation();
  const { settings, session } = useStores();
  const rp = settings.settings.responsiblePlay;
  const minimumAge = rp?.minimumAge ?? settings.brand.ageLimit;
  const lines = rp?.helpLines ?? [];
  return (
    <Page>
      <p>{t('rp.help.intro', { brand: settings.brand.name, age: minimumAge })}</p>
      <h2>{t('rp.help.signsHeading')}</h2>
      <ul>
        {(['time', 'chasing', 'borrowing', 'mood'] as const).map((sign) => (
          <li key={sign}>{t(`rp.help.signs.${sign}`)}</li>
        ))}
      </ul>
      <h2>{t('rp.help.toolsHeading')}</h2>
      <p>
        {t('rp.help.tools')}{' '}
        {session.loggedIn ? (
          <Link to={paths.responsiblePlay}>{t('rp.help.openSettings')}</Link>
        ) : (
          <Link to={paths.login}>{t('rp.help.signInForSettings')}</Link>
        )}
      </p>
      <h2 id="rp-help-lines">{t('rp.help.linesHeading')}</h2>
      {lines.length === 0 ? (
        <EmptyNote>{t('rp.help.noLines')}</EmptyNote>
      ) : (
        <Lines aria-labelledby="rp-help-lines">
          {lines.map((line) => {
            const href = contactHref(line);
            return (
              <li key={`${line.name}-${line.contact}`}>
                <strong>{line.name}</strong>
                <br />
                {href ? (
                  <a href={href} target={href.startsWith('http') ? '_blank' : undefined} rel="noreferrer">
                    {line.contact}
                  </a>
                ) : (
                  line.contact
                )}
              </li>
            );
          })}
        </Lines>
      )}
    </Page>
  );
});
