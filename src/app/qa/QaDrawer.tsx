import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import type { TFunction } from 'i18next';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PICKER_LANGUAGES } from '../../i18n/languages';
import type { VariantId } from '../../registry/variants';
import { STORAGE_KEYS, writeStored } from '../../stores/localFlags';
import { useStores } from '../../stores/StoresContext';
import { Modal } from '../../ui/Modal';
import type { variantKeys } from './flagPatch';
import { QaDrawerStore } from './QaDrawerStore';

const OpenButton = styled.button`
  position: fixed;
  left: 8px;
  bottom: 72px;
  z-index: 900;
  min-width: 44px;
  min-height: 44px;
  border: 2px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 700;
`;

const Body = styled.div`
  max-height: 70vh;
  overflow: auto;
  fieldset {
    margin: 0 0 ${({ theme }) => theme.spacing.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    padding: ${({ theme }) => theme.spacing.xs} 0;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.sm};
    min-height: 44px;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  select {
    min-height: 44px;
  }
`;

const SCREENS: (keyof typeof variantKeys)[] = ['memberCentre', 'depositDetail'];
const VARIANTS: VariantId[] = ['base', 'new'];

/**
 * The QA drawer (QA build only): every flag and variant of the registries with its current value and what it gates,
 * brand and language switches. A change goes to the brand's draft through the brand studio's API, with this tab's
 * console session, and the page then shows the draft; players keep the live version (docs/qa.md).
 */
export const QaDrawer = observer(function QaDrawer() {
  const root = useStores();
  const { t, i18n } = useTranslation();
  const qa = useMemo(() => new QaDrawerStore(root), [root]);
  const [open, setOpen] = useState(false);
  const ids = { brand: useId(), language: useId() };
  const busy = qa.status.kind === 'saving';
  useEffect(() => {
    if (open) void qa.load();
  }, [open, qa]);
  const brands = qa.brands.includes(qa.brand) ? qa.brands : [qa.brand, ...qa.brands];
  return (
    <>
      <OpenButton type="button" aria-label={t('qa.openLabel')} onClick={() => setOpen(true)}>
        {t('qa.open')}
      </OpenButton>
      <Modal open={open} title={t('qa.title')} closeLabel={t('qa.close')} onClose={() => setOpen(false)}>
        <Body>
          <p>
            <label htmlFor={ids.language}>{t('qa.language')}</label>{' '}
            <select
              id={ids.language}
              value={root.ui.language}
              onChange={(e) => {
                root.ui.setLanguage(e.target.value);
                writeStored(STORAGE_KEYS.language, e.target.value);
                void i18n.changeLanguage(e.target.value);
              }}
            >
              {PICKER_LANGUAGES.map((l) => (
                <option key={l.code} value={l.code}>
                  {l.label}
                </option>
              ))}
            </select>
          </p>
          {qa.signedIn ? (
            <>
              <p>
                <label htmlFor={ids.brand}>{t('qa.brand')}</label>{' '}
                <select
                  id={ids.brand}
                  value={qa.brand}
                  onChange={(e) => window.location.assign(`${window.location.pathname}?brand=${e.target.value}`)}
                >
                  {brands.map((b) => (
                    <option key={b}>{b}</option>
                  ))}
                </select>
              </p>
              <p>{t(qa.previewing ? 'qa.showingDraft' : 'qa.showingLive')}</p>
              <fieldset>
                <legend>{t('qa.variants')}</legend>
                {SCREENS.map((screen) => (
                  <VariantSelect key={screen} qa={qa} screen={screen} disabled={busy} />
                ))}
              </fieldset>
              <fieldset>
                <legend>{t('qa.flags')}</legend>
                <ul>
                  {qa.flags.map((flag) => (
                    <li key={flag.id}>
                      <label>
                        <input
                          type="checkbox"
                          role="switch"
                          checked={flag.on}
                          disabled={busy}
                          aria-describedby={`qa-flag-${flag.id}`}
                          onChange={(e) => void qa.setFlag(flag.id, e.target.checked)}
                        />
                        {flag.id}
                      </label>
                      <small id={`qa-flag-${flag.id}`}>
                        {t('qa.flagInfo', {
                          gates: t(`qa.flag.gates.${flag.id}`),
                          where: flag.where.map((screen) => t(`qa.flag.where.${screen}`)).join(', '),
                          audience: t(`qa.flag.audience.${flag.audience}`),
                        })}
                      </small>
                    </li>
                  ))}
                </ul>
              </fieldset>
              <button type="button" disabled={busy || !qa.previewing} onClick={() => void qa.showLive()}>
                {t('qa.showLive')}
              </button>
            </>
          ) : (
            <p>
              {t('qa.signedOut')}{' '}
              <a href={`/ops/sign-in?player=${encodeURIComponent(window.location.pathname + window.location.search)}`}>
                {t('qa.signIn')}
              </a>
            </p>
          )}
          <p role="status">
            {qa.status.kind === 'saving' && t('qa.saving')}
            {qa.status.kind === 'saved' && t('qa.saved')}
            {qa.status.kind === 'live' && t('qa.showingLive')}
          </p>
          {qa.status.kind === 'error' && <p role="alert">{failureText(t, qa.status)}</p>}
        </Body>
      </Modal>
    </>
  );
});

/** The refusals a QA person can act on get their own words; the rest show the server's. */
function failureText(t: TFunction, status: { message: string; code?: string }): string {
  if (status.code === 'ops.brand.draft.stale') return t('qa.stale');
  if (status.code === 'auth.no.permission') return t('qa.noPermission');
  return t('qa.failed', { message: status.message });
}

const VariantSelect = observer(function VariantSelect({
  qa,
  screen,
  disabled,
}: {
  qa: QaDrawerStore;
  screen: keyof typeof variantKeys;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <p>
      <label htmlFor={id}>{t(`qa.variant.${screen}`)}</label>{' '}
      <select
        id={id}
        value={qa.variants[screen]}
        disabled={disabled}
        onChange={(e) => void qa.setVariant(screen, e.target.value as VariantId)}
      >
        {VARIANTS.map((v) => (
          <option key={v} value={v}>
            {t(`qa.variant.${v}`)}
          </option>
        ))}
      </select>
    </p>
  );
});
