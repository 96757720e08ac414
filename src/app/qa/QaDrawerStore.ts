import { makeAutoObservable, runInAction } from 'mobx';
import { loadAppConfig } from '../../config/loadAppConfig';
import { flagDefinitions, type FlagId } from '../../registry/flags';
import type { VariantId } from '../../registry/variants';
import type { RootStore } from '../../stores/RootStore';
import { flagPatch, variantPatch, type SettingsPatch, type variantKeys } from './flagPatch';

type Status = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'error'; message: string };

/** POSTs to a development endpoint (outside /wps) and unwraps its envelope; refusals become errors with the text. */
async function devPost(path: string, body: unknown): Promise<void> {
  const res = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'same-origin',
  });
  const envelope = (await res.json().catch(() => ({}))) as { success?: boolean; message?: string };
  if (!res.ok || envelope.success === false) throw new Error(envelope.message ?? `HTTP ${res.status}`);
}

/**
 * The QA drawer's work: writes a flag or variant through the server's development settings endpoint (the server
 * validates it against the settings schema), then re-reads the consolidated settings the way start-up does and
 * hands them to the settings store, so every screen follows without a reload.
 */
export class QaDrawerStore {
  status: Status = { kind: 'idle' };

  constructor(
    private readonly root: RootStore,
    readonly brands: readonly string[],
  ) {
    makeAutoObservable<QaDrawerStore, 'root'>(this, { root: false });
  }

  get brand(): string {
    return this.root.settings.brand.id;
  }

  get flags() {
    return flagDefinitions.map((f) => ({ ...f, on: this.root.settings.isOn(f.id) }));
  }

  get variants(): Record<keyof typeof variantKeys, VariantId> {
    return {
      memberCentre: this.root.settings.memberCentreVariant,
      depositDetail: this.root.settings.depositDetailVariant,
    };
  }

  setFlag(id: FlagId, on: boolean): Promise<void> {
    return this.save(flagPatch(id, on));
  }

  setVariant(screen: keyof typeof variantKeys, variant: VariantId): Promise<void> {
    return this.save(variantPatch(screen, variant));
  }

  /** Back to the brand's own settings (brands/<id>/brand.json). */
  reset(): Promise<void> {
    return this.run(() => devPost('/__dev/reset-settings', { brand: this.brand }));
  }

  private save(settings: SettingsPatch): Promise<void> {
    return this.run(() => devPost('/__dev/settings', { brand: this.brand, settings }));
  }

  private async run(write: () => Promise<void>): Promise<void> {
    this.status = { kind: 'saving' };
    try {
      await write();
      // The same path as start-up without a data block: fetch, decrypt, validate, repair.
      const { config } = await loadAppConfig({ data: undefined, problems: [] });
      runInAction(() => {
        this.root.settings.applySettings(config.settings);
        this.status = { kind: 'saved' };
      });
    } catch (error) {
      runInAction(() => {
        this.status = { kind: 'error', message: (error as Error).message };
      });
    }
  }
}
