import { useTheme } from '@emotion/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { BrandConfig } from '../../config/generated/types';
import { BrandActions } from '../brands/BrandActions';
import { BrandForm } from '../brands/BrandForm';
import { ChecksTab } from '../brands/ChecksTab';
import { useLocalReview } from '../brands/localReview';
import { LogoTab } from '../brands/LogoTab';
import { setAt } from '../brands/pointer';
import { PreviewSlot } from '../brands/PreviewSlot';
import { StorybookLink } from '../brands/StorybookLink';
import { formTabs, locate, TAB_IDS, type BrandTabId } from '../brands/tabs';
import { Tabs } from '../brands/Tabs';
import { useBrandEditor } from '../brands/useBrandEditor';
import { VersionsTab } from '../brands/VersionsTab';
import { opsErrorText } from '../errorText';
import { useOpsAccess } from '../me';
import { Button } from '../ui/Button';

/** Focus the field of a problem, or its nearest ancestor on screen (a whole object has no input of its own). */
function focusField(id: string) {
  for (let parts = id.split('_'); parts.length > 1; parts = parts.slice(0, -1)) {
    const element = document.getElementById(parts.join('_'));
    if (element) {
      element.focus();
      return;
    }
  }
}

/**
 * One brand (`/brands/:brandId`): its parts in tabs (generated forms, logo, checks and diff, versions, preview; the tab
 * in the URL), the explicit "Save draft" with unsaved changes shown, discard, and publish. Who may do what comes from
 * the operator's permissions for this brand; the server refuses regardless.
 */
export default function BrandScreen() {
  const { brandId = '' } = useParams();
  const { t } = useTranslation('brands');
  const theme = useTheme();
  const navigate = useNavigate();
  const access = useOpsAccess();
  const editor = useBrandEditor(brandId);
  const [search, setSearch] = useSearchParams();
  const [announce, setAnnounce] = useState('');
  const [focusTarget, setFocusTarget] = useState<{ id: string }>();
  const asked = search.get('tab') as BrandTabId | null;
  const tab: BrandTabId = asked && TAB_IDS.includes(asked) ? asked : 'theme';
  const canEdit = access.can('brands.edit', brandId);
  const canPublish = access.can('brands.publish', brandId);
  const { brand, config } = editor;
  const review = useLocalReview(brandId, config, brand?.live?.config as BrandConfig | undefined);

  const selectTab = (next: BrandTabId) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('tab', next);
        return params;
      },
      { replace: true },
    );
  const goTo = (path: string) => {
    const place = locate(path);
    if (!place) return;
    selectTab(place.tab);
    setFocusTarget({ id: place.id });
  };
  useEffect(() => {
    if (focusTarget) focusField(focusTarget.id);
  }, [focusTarget, tab]);
  const use = (path: string, value: string) => {
    if (config) editor.setConfig(setAt(config, path, value));
    goTo(path);
  };

  if (editor.loadError && !brand)
    return (
      <div role="alert">
        <p>{opsErrorText(t, editor.loadError)}</p>
        <Button onClick={editor.reload}>{t('shell:retry')}</Button>
      </div>
    );
  if (!brand || !config) return <p role="status">{t('shell:loading')}</p>;

  const formTab = formTabs.find((f) => f.id === tab);
  const readOnly = !canEdit;
  return (
    <section aria-labelledby="brand-title" css={{ display: 'grid', gap: theme.spacing.md }}>
      <Link to="..">{t('brand.back')}</Link>
      <h1 id="brand-title" css={{ margin: 0 }}>
        {t('brand.title', { name: config.brand.brand.name, id: brand.id })}
      </h1>
      <BrandActions
        editor={editor}
        canEdit={canEdit}
        canPublish={canPublish}
        onAnnounce={setAnnounce}
        onGoTo={goTo}
        onUse={canEdit ? use : undefined}
        onRemoved={() => navigate('..')}
      />
      <p role="status" css={{ margin: 0 }}>
        {announce}
      </p>
      {readOnly && <p css={{ margin: 0 }}>{t('brand.readOnly')}</p>}
      <Tabs label={t('tabs.label')} tabs={TAB_IDS} active={tab} tabLabel={(id) => t(`tabs.${id}`)} onSelect={selectTab}>
        {formTab && (
          <BrandForm
            key={formTab.id}
            tab={formTab}
            config={config}
            problems={review?.problems ?? editor.savedProblems ?? []}
            readOnly={readOnly}
            onChange={editor.setConfig}
          />
        )}
        {tab === 'logo' && (
          <LogoTab logo={config.logo} readOnly={readOnly} onChange={(logo) => editor.setConfig({ ...config, logo })} />
        )}
        {tab === 'checks' && (
          <ChecksTab
            brandId={brandId}
            draft={brand.draft}
            unsaved={editor.dirty ? review : undefined}
            onGoTo={goTo}
            onUse={canEdit ? use : undefined}
          />
        )}
        {tab === 'versions' && (
          <VersionsTab
            brandId={brandId}
            liveVersion={brand.live?.version ?? null}
            canPublish={canPublish}
            onRolledBack={(text) => {
              setAnnounce(text);
              editor.reload();
            }}
          />
        )}
        {tab === 'preview' && (
          <>
            <PreviewSlot
              brandId={brandId}
              of={brand.draft ? 'draft' : 'live'}
              neverPublished={!brand.live}
              draftUpdatedAt={brand.draft?.updatedAt}
            />
            <StorybookLink
              brandId={brandId}
              of={brand.draft ? 'draft' : 'live'}
              draftUpdatedAt={brand.draft?.updatedAt}
            />
          </>
        )}
      </Tabs>
    </section>
  );
}
