import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpsBrandRow } from '@common/generated/api';
import { opsCall } from '../api';
import { errorCode, opsErrorText } from '../errorText';
import { Dialog } from '../ui/Dialog';
import { Field, Labelled } from '../ui/Field';

// The API's rules (schemas/api/opsBrands.api.json): checked here first so each field says what is wrong.
const BRAND_ID = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])$/;
const DOMAIN = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;
const HOME_ZONE = 'Asia/Manila';

/** Every IANA zone the browser knows, the brands' home zone first. */
function timeZones(): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [HOME_ZONE, ...all.filter((zone) => zone !== HOME_ZONE)];
}

type Errors = Partial<Record<'source' | 'id' | 'name' | 'domains', string>>;

/**
 * "New brand": a draft cloned from a published brand's live configuration with its own id, display name, domains and
 * time zone (POST /ops/api/brands). Each field shows its own error; the server's "exists" and "unknown source" land
 * on their fields too.
 */
export function BrandCreate({
  brands,
  onDone,
  onClose,
}: {
  brands: OpsBrandRow[];
  onDone: (id: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('brands');
  const sources = brands.filter((b) => b.liveVersion !== null);
  const [source, setSource] = useState(sources[0]?.id ?? '');
  const [id, setId] = useState('');
  const [name, setName] = useState('');
  const [domains, setDomains] = useState('');
  const [zones] = useState(timeZones);
  const [timeZone, setTimeZone] = useState(HOME_ZONE);
  const [errors, setErrors] = useState<Errors>({});
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const domainList = () =>
    domains
      .split(/[\s,]+/)
      .map((d) => d.trim().toLowerCase())
      .filter(Boolean);

  async function create() {
    setError(undefined);
    const list = domainList();
    const badDomain = list.find((d) => d.length > 253 || !DOMAIN.test(d));
    const found: Errors = {
      source: source ? undefined : t('create.source'),
      id: BRAND_ID.test(id) ? undefined : t('create.idInvalid'),
      name: name.trim() ? undefined : t('create.nameRequired'),
      domains: badDomain ? t('create.domainsInvalid', { domain: badDomain }) : undefined,
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    try {
      await opsCall('opsBrandCreate', {
        body: { sourceBrandId: source, id, displayName: name.trim(), domains: list, timeZone },
      });
      onDone(id);
    } catch (failure) {
      const code = errorCode(failure);
      if (code === 'ops.brand.exists') setErrors({ id: opsErrorText(t, failure) });
      else if (code === 'ops.brand.source.unknown') setErrors({ source: opsErrorText(t, failure) });
      else setError(opsErrorText(t, failure));
      setBusy(false);
    }
  }

  return (
    <Dialog
      title={t('create.title')}
      confirmLabel={t('create.confirm')}
      busy={busy}
      error={error}
      onConfirm={() => void create()}
      onClose={onClose}
    >
      <Labelled label={t('create.source')} error={errors.source}>
        {(props) => (
          <select {...props} value={source} onChange={(e) => setSource(e.target.value)}>
            {sources.map((b) => (
              <option key={b.id} value={b.id}>
                {b.displayName} ({b.id})
              </option>
            ))}
          </select>
        )}
      </Labelled>
      <Field
        label={t('create.id')}
        hint={t('create.idHint')}
        error={errors.id}
        required
        autoComplete="off"
        maxLength={40}
        value={id}
        onChange={(e) => setId(e.target.value.trim().toLowerCase())}
        autoFocus
      />
      <Field
        label={t('create.name')}
        error={errors.name}
        required
        maxLength={60}
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <Labelled label={t('create.domains')} hint={t('create.domainsHint')} error={errors.domains}>
        {(props) => <textarea {...props} rows={3} value={domains} onChange={(e) => setDomains(e.target.value)} />}
      </Labelled>
      <Labelled label={t('create.timeZone')}>
        {(props) => (
          <select {...props} value={timeZone} onChange={(e) => setTimeZone(e.target.value)}>
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </select>
        )}
      </Labelled>
    </Dialog>
  );
}
