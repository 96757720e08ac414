import type { TFunction } from 'i18next';
import type { UiSchema } from '@rjsf/utils';
import { flagDefinitions, type FlagSource } from '../../registry/flags';
import type { FormTab } from './tabs';

type Schema = Record<string, unknown>;
const COLOR_REF = '#/definitions/color';

/** What a flag gates, from the flag registry (src/registry/flags.ts), for the setting that holds it. */
function gatesOf(section: string, key: string | undefined): string | undefined {
  const matches = (source: FlagSource) => {
    if (source.kind === 'whiteLabel' || source.kind === 'agentMenu' || source.kind === 'promotion')
      return (
        ({ whiteLabel: 'whiteLabel', agentMenu: 'agentMenu', promotion: 'promotions' } as const)[source.kind] ===
          section && source.key === key
      );
    return source.kind === section && key === undefined;
  };
  const flag = flagDefinitions.find((f) => matches(f.source));
  return flag ? `${flag.id}: ${flag.gates}` : undefined;
}

const resolve = (schema: Schema, root: Schema): Schema => {
  const ref = schema.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/definitions/')) return schema;
  return ((root.definitions as Record<string, Schema>)[ref.slice('#/definitions/'.length)] ?? {}) as Schema;
};

/**
 * The uiSchema of a tab's form, walked from its schema: labels through i18next (`form.sections.*` for a tab's parts,
 * `form.fields.<property>` below; a property without one keeps its own name, as flag ids do), the colour widget for
 * every theme colour, the registry's "what it gates" as the help of each flag, the brand id read-only.
 */
export function tabUiSchema(tab: FormTab, root: Schema, t: TFunction): UiSchema {
  const field = (name: string) => t(`form.fields.${name}`, { defaultValue: name });

  function walk(schema: Schema, name: string, section: string, depth: number): UiSchema {
    const node: UiSchema = {};
    if (depth === 0) node['ui:title'] = t(`form.sections.${name}`, { defaultValue: name });
    else if (!/^\d+$/.test(name)) node['ui:title'] = field(name);
    if (schema.$ref === COLOR_REF) node['ui:widget'] = 'color';
    const gates = depth <= 1 ? gatesOf(section, depth === 0 ? undefined : name) : undefined;
    if (gates) node['ui:help'] = gates;
    if (section === 'mobileTemplate' && (name === 'mem_cen' || name === 'dep_func'))
      node['ui:help'] = t('brands:form.variantHelp');
    if (section === 'brand' && name === 'id') node['ui:readonly'] = true;
    const resolved = resolve(schema, root);
    const properties = resolved.properties as Record<string, Schema> | undefined;
    for (const [key, child] of Object.entries(properties ?? {})) node[key] = walk(child, key, section, depth + 1);
    const items = resolved.items as Schema | undefined;
    if (items && typeof items === 'object') node.items = walk(items, '0', section, depth + 1);
    return node;
  }

  const ui: UiSchema = { 'ui:submitButtonOptions': { norender: true } };
  if (tab.id === 'theme') ui['ui:description'] = t('brands:form.themeHelp');
  const properties = root.properties as Record<string, Schema>;
  for (const section of tab.sections) ui[section.key] = walk(properties[section.key]!, section.key, section.key, 0);
  return ui;
}
