import type { TFunction } from 'i18next';
import type { UiSchema } from '@rjsf/utils';
import { flagDefinitions, type FlagSource } from '../../registry/flags';
import type { FormTab } from './tabs';

type Schema = Record<string, unknown>;
const COLOR_REF = '#/definitions/color';

/** What a flag gates (the `flags` catalogue, by the registry's id), for the setting that holds it. */
function gatesOf(section: string, key: string | undefined, t: TFunction): string | undefined {
  const matches = (source: FlagSource) => {
    if (source.kind === 'whiteLabel' || source.kind === 'agentMenu' || source.kind === 'promotion')
      return (
        ({ whiteLabel: 'whiteLabel', agentMenu: 'agentMenu', promotion: 'promotions' } as const)[source.kind] ===
          section && source.key === key
      );
    return source.kind === section && key === undefined;
  };
  const flag = flagDefinitions.find((f) => matches(f.source));
  return flag ? `${flag.id}: ${t(`flags:gates.${flag.id}`)}` : undefined;
}

const refName = (schema: Schema) =>
  typeof schema.$ref === 'string' && schema.$ref.startsWith('#/definitions/')
    ? schema.$ref.slice('#/definitions/'.length)
    : undefined;

const resolve = (schema: Schema, root: Schema): Schema => {
  const name = refName(schema);
  if (!name) return schema;
  return ((root.definitions as Record<string, Schema>)[name] ?? {}) as Schema;
};

/**
 * The uiSchema of a tab's form, walked from its schema: labels through i18next (`form.sections.*` for a tab's parts,
 * `form.fields.<property>` below; a property without one keeps its own name, as flag ids do), the colour widget for
 * every theme colour, what each flag gates (the `flags` catalogue) as its help, the brand id read-only. A part may
 * name its own label (`form.partFields.<part>.<property>`, where a name means something else elsewhere, as a red rain
 * event's `id`) and descriptions in the operator's language (`form.descriptions.<part>.<property>`, `.part` for the
 * part itself, `.item` for an array's items, or `form.descriptions.<definition>` for a shared one such as a rate),
 * which replace the schema's English ones.
 */
export function tabUiSchema(tab: FormTab, root: Schema, t: TFunction): UiSchema {
  const text = (keys: string[]) => {
    const key = keys.find((k) => t(k, { defaultValue: '' }) !== '');
    return key ? t(key) : undefined;
  };
  const itemTitle = (label: string, index: number) => t('brands:form.itemTitle', { label, number: index + 1 });
  // An enum's values in the operator's words (`form.enumNames.<property>`: value → label), as rjsf's ui:enumNames.
  const enumNames = (name: string) => {
    const names: unknown = t(`form.enumNames.${name}`, { returnObjects: true, defaultValue: '' });
    return names && typeof names === 'object' ? (names as Record<string, string>) : undefined;
  };
  const field = (name: string, section: string) =>
    text([`form.partFields.${section}.${name}`]) ?? t(`form.fields.${name}`, { defaultValue: name });

  function walk(schema: Schema, name: string, section: string, depth: number): UiSchema {
    const node: UiSchema = {};
    if (depth === 0) node['ui:title'] = t(`form.sections.${name}`, { defaultValue: name });
    else if (!/^\d+$/.test(name)) node['ui:title'] = field(name, section);
    const own = depth === 0 ? 'part' : /^\d+$/.test(name) ? 'item' : name;
    const ref = refName(schema);
    const description = text([`form.descriptions.${section}.${own}`, ...(ref ? [`form.descriptions.${ref}`] : [])]);
    if (description) node['ui:description'] = description;
    if (schema.$ref === COLOR_REF) node['ui:widget'] = 'color';
    const gates = depth <= 1 ? gatesOf(section, depth === 0 ? undefined : name, t) : undefined;
    if (gates) node['ui:help'] = gates;
    if (section === 'mobileTemplate' && (name === 'mem_cen' || name === 'dep_func'))
      node['ui:help'] = t('brands:form.variantHelp');
    if (section === 'brand' && name === 'id') node['ui:readonly'] = true;
    const resolved = resolve(schema, root);
    const properties = resolved.properties as Record<string, Schema> | undefined;
    for (const [key, child] of Object.entries(properties ?? {})) node[key] = walk(child, key, section, depth + 1);
    const choices = enumNames(name);
    if (choices && Array.isArray(resolved.enum)) node['ui:enumNames'] = choices;
    const items = resolved.items as Schema | undefined;
    if (items && typeof items === 'object') {
      const itemUi = walk(items, '0', section, depth + 1);
      if (choices && Array.isArray(items.enum)) itemUi['ui:enumNames'] = choices;
      // rjsf titles an item "<property>-<n>": a part whose items have a name of their own gets "Event 1" instead.
      const label = text([`form.itemTitles.${name}`]);
      node.items = label ? (_: unknown, index: number) => ({ ...itemUi, 'ui:title': itemTitle(label, index) }) : itemUi;
    }
    return node;
  }

  const ui: UiSchema = { 'ui:submitButtonOptions': { norender: true } };
  if (tab.id === 'theme') ui['ui:description'] = t('brands:form.themeHelp');
  const properties = root.properties as Record<string, Schema>;
  for (const section of tab.sections) ui[section.key] = walk(properties[section.key]!, section.key, section.key, 0);
  return ui;
}
