import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../registry/paths';

const Bar = styled.header<{ sticky: boolean }>`
  ${({ sticky }) => (sticky ? 'position: sticky; top: 0; z-index: 10;' : '')}
  display: grid;
  /* both sides at least one button wide, so the title stays centred when one side is empty */
  grid-template-columns: minmax(44px, auto) 1fr minmax(44px, auto);
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  min-height: 52px;
  padding: 0 ${({ theme }) => theme.spacing.sm};
  background: ${({ theme }) => theme.colors.headerBg};
  color: ${({ theme }) => theme.colors.onHeader};
  h1 {
    margin: 0;
    overflow: hidden;
    font-size: ${({ theme }) => theme.font.sizeLg};
    text-align: center;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

/** A 44 px header button with a glyph (back arrow, menu). */
export const HeaderIconButton = styled.button`
  min-width: 44px;
  min-height: 44px;
  border: none;
  background: none;
  color: inherit;
  font-size: 22px;
  cursor: pointer;
`;

/** Where back goes: `home` always, `history` the previous page (or home, replacing, when opened directly). */
export type BackTarget = 'home' | 'history';

/** The back action for a header. */
export function useBack(target: BackTarget): () => void {
  const navigate = useNavigate();
  return () => {
    if (target === 'home') navigate(paths.home);
    else if ((window.history.state as { idx?: number } | null)?.idx) navigate(-1);
    else navigate(paths.home, { replace: true });
  };
}

/** The header back arrow, labelled for screen readers. */
export function BackButton({ to }: { to: BackTarget }) {
  const { t } = useTranslation();
  const back = useBack(to);
  return (
    <HeaderIconButton type="button" onClick={back} aria-label={t('header.back')}>
      ‹
    </HeaderIconButton>
  );
}

/**
 * A screen's title bar (SPEC §2): a back arrow (or `start`), the title as the page's h1 (nothing without one) and
 * optional trailing actions (`end`).
 */
export function TitleBar({
  title,
  back = 'history',
  start,
  end,
  sticky = true,
}: {
  title?: ReactNode;
  back?: BackTarget;
  /** Replaces the back arrow (the logo on home). */
  start?: ReactNode;
  end?: ReactNode;
  /** Stays at the top while the page scrolls. */
  sticky?: boolean;
}) {
  return (
    <Bar sticky={sticky}>
      {start ?? <BackButton to={back} />}
      {title === undefined ? <span /> : <h1>{title}</h1>}
      {end ?? <span />}
    </Bar>
  );
}
