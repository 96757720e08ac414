import { makeAutoObservable, observable, observableRef } from 'mobx';
import type { AppConfig, BrandMeta, SiteSettings } from '../config/types';
import { flagRegistry, readFlag, type FlagId } from '../registry/flags';
import { resolveVariant, type VariantId } from '../registry/variants';

/** Validated site settings and the brand they belong to; the only place flags are read. */
export class SettingsStore {
  brand: BrandMeta;
  settings: SiteSettings;
  /** QA and Storybook overrides, by flag id. */
  readonly overrides = observable.map<string, boolean>();

  /** The brand's logo (from brands/<id>/logo.svg), when it ships one. */
  readonly logoUrl: string | undefined;

  constructor(config: AppConfig, overrides: Partial<Record<FlagId, boolean>> = {}, logoUrl?: string) {
    this.brand = config.brand;
    this.logoUrl = logoUrl;
    this.settings = config.settings;
    for (const [id, value] of Object.entries(overrides)) if (value !== undefined) this.overrides.set(id, value);
    makeAutoObservable(this, { brand: observableRef, settings: observableRef });
  }

  /** Whether a flag is on (an override wins over the server's value). */
  isOn(id: FlagId): boolean {
    const override = this.overrides.get(id);
    if (override !== undefined) return override;
    return readFlag(this.settings, flagRegistry.get(id).source);
  }

  /** New validated settings from the server (the QA drawer after a change): every observer follows. */
  applySettings(settings: SiteSettings): void {
    this.settings = settings;
  }

  setOverride(id: FlagId, value: boolean | undefined): void {
    if (value === undefined) this.overrides.delete(id);
    else this.overrides.set(id, value);
  }

  get memberCentreVariant(): VariantId {
    return resolveVariant('memberCentre', this.settings.mobileTemplate.mem_cen);
  }

  get depositDetailVariant(): VariantId {
    return resolveVariant('depositDetail', this.settings.mobileTemplate.dep_func);
  }

  get maintenance(): boolean {
    return this.settings.maintenance;
  }

  /** Region restriction shows its own view only when maintenance is off (SPEC §2 start-up). */
  get regionRestricted(): boolean {
    return !this.settings.maintenance && this.settings.regionRestriction;
  }

  /** Flag ids that are on, for the placeholder home and QA. */
  get flagsOn(): FlagId[] {
    return flagRegistry
      .list()
      .map((f) => f.id as FlagId)
      .filter((id) => this.isOn(id));
  }
}
