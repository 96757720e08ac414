import { useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useOpsAccess } from '../me';
import { screens } from '../screens';
import { LanguageSwitch } from './LanguageSwitch';

/**
 * The desktop frame of every signed-in screen: a skip link, the header (console name, operator, language, sign-out),
 * the nav of the screens the operator may open, and the main region. Built for 1280px, usable at 1024px.
 */
export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  const theme = useTheme();
  const access = useOpsAccess();
  const visible = screens.filter((screen) => access.can(screen.permission));
  return (
    <div css={{ minHeight: '100vh', display: 'grid', gridTemplateRows: 'auto 1fr', minWidth: 1000 }}>
      <a
        href="#ops-main"
        // Focus moves by hand: the URL keeps the console's route (no #fragment), whatever page hosts the console.
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('ops-main')?.focus();
        }}
        css={{
          position: 'absolute',
          left: 8,
          top: -48,
          padding: '8px 12px',
          background: theme.colors.surface,
          color: theme.colors.text,
          zIndex: 10,
          '&:focus': { top: 8 },
        }}
      >
        {t('skipLink')}
      </a>
      <header
        css={{
          display: 'flex',
          alignItems: 'center',
          gap: theme.spacing.xl,
          padding: `${theme.spacing.md} ${theme.spacing.xl}`,
          background: theme.colors.headerBg,
          color: theme.colors.onHeader,
          'select, button': { font: 'inherit' },
        }}
      >
        <strong css={{ fontSize: theme.font.sizeLg }}>{t('title')}</strong>
        <span css={{ marginLeft: 'auto' }}>{t('signedInAs', { name: access.me.username })}</span>
        <LanguageSwitch />
        <button type="button" onClick={access.signOut}>
          {t('signOut')}
        </button>
      </header>
      <div css={{ display: 'grid', gridTemplateColumns: '200px 1fr' }}>
        <nav aria-label={t('nav.label')} css={{ background: theme.colors.surfaceAlt, padding: theme.spacing.lg }}>
          <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.spacing.xs }}>
            {visible.map((screen) => (
              <li key={screen.path}>
                <NavLink
                  to={`/${screen.path}`}
                  css={{
                    display: 'block',
                    padding: `${theme.spacing.sm} ${theme.spacing.md}`,
                    borderRadius: theme.radii.sm,
                    color: theme.colors.text,
                    '&[aria-current="page"]': { background: theme.colors.primary, color: theme.colors.onPrimary },
                  }}
                >
                  {t(screen.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="ops-main" tabIndex={-1} css={{ padding: theme.spacing.xl, minWidth: 0, outline: 'none' }}>
          {children}
        </main>
      </div>
    </div>
  );
}
