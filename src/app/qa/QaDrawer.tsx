import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useId, useMemo, useState } from 'react';
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
 * The QA drawer (dev tools only): every flag and variant of the registries with its current value and what it
 * gates, brand and language switches, and a reset. Changes go through the server's development settings endpoint.
 */
export const QaDrawer = observer(function QaDrawer({ brands }: { brands: readonly string[] }) {
  const root = useStores();
  const { t, i18n } = useTranslation();
  const qa = useMemo(() => new QaDrawerStore(root, brands), [root, brands]);
  const [open, setOpen] = useState(false);
  const ids = { brand: useId(), language: useId() };
  const busy = qa.status.kind === 'saving';
  return (
    <>
      <OpenButton type="button" aria-label={t('qa.openLabel')} onClick={() => setOpen(true)}>
        {t('qa.open')}
      </OpenButton>
      <Modal open={open} title={t('qa.title')} closeLabel={t('qa.close')} onClose={() => setOpen(false)}>
        <Body>
          <p>
            <label htmlFor={ids.brand}>{t('qa.brand')}</label>{' '}
            <select
              id={ids.brand}
              value={qa.brand}
              onChange={(e) => window.location.assign(`${window.location.pathname}?brand=${e.target.value}`)}
            >
              {qa.brands.map((b) => (
                <option key={b}>{b}</option>
              ))}
            </select>
          </p>
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
                    {t('qa.flagInfo', { gates: flag.gates, where: flag.where.join(', '), audience: flag.audience })}
                  </small>
                </li>
              ))}
            </ul>
          </fieldset>
          <button type="button" disabled={busy} onClick={() => void qa.reset()}>
            {t('qa.reset')}
          </button>
          <p role="status">
            {qa.status.kind === 'saving' && t('qa.saving')}
            {qa.status.kind === 'saved' && t('qa.saved')}
          </p>
          {qa.status.kind === 'error' && <p role="alert">{t('qa.failed', { message: qa.status.message })}</p>}
        </Body>
      </Modal>
    </>
  );
});

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
