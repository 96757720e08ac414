import brandSchema from '../../../schemas/brand.schema.json';
import brandMetaSchema from '../../../schemas/brand-meta.schema.json';
import registerSettingsSchema from '../../../schemas/register-settings.schema.json';
import settingsSchema from '../../../schemas/settings.schema.json';
import themeSchema from '../../../schemas/theme.schema.json';
import { formTabs, unescapePointer, type FormTab, type SchemaFile } from './tabs';

type Schema = Record<string, unknown>;

const FILES: Record<SchemaFile, Schema> = {
  theme: withoutRequired(themeSchema) as Schema,
  settings: settingsSchema,
  brand: brandSchema,
  brandMeta: brandMetaSchema,
  registerSettings: registerSettingsSchema,
};

/** A theme.json is a partial of the tokens (deep-merged over the base): nothing in it is required. */
function withoutRequired(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutRequired);
  if (!schema || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key]) => key !== 'required')
      .map(([key, value]) => [key, withoutRequired(value)]),
  );
}

function at(schema: Schema, path: string): Schema {
  let node: unknown = schema;
  for (const segment of path.split('/').slice(1).map(unescapePointer)) node = (node as Schema)[segment];
  if (!node || typeof node !== 'object') throw new Error(`formSchemas: nothing at ${path}`);
  return node as Schema;
}

/** A section's schema without what belongs to its file: identity, draft marker, title, definitions (kept at the root). */
function strip(schema: Schema): Schema {
  const own = new Set(['$id', '$schema', 'title', 'definitions']);
  return Object.fromEntries(Object.entries(schema).filter(([key]) => !own.has(key)));
}

/**
 * The root schema of one tab's form: an object with one property per section, each the section's schema from its
 * file, and the `definitions` of the files it uses (their local `#/definitions/…` refs resolve unchanged; a name used
 * by two files is refused). Built the same way here and by scripts/gen-brand-forms.ts, which precompiles its
 * validator (the console's CSP forbids compiling one in the browser).
 */
export function tabSchema(tab: FormTab): Schema {
  const definitions: Record<string, unknown> = {};
  const properties: Record<string, Schema> = {};
  for (const section of tab.sections) {
    const file = FILES[section.schema.file];
    for (const [name, definition] of Object.entries((file.definitions ?? {}) as Record<string, unknown>)) {
      if (name in definitions && definitions[name] !== definition)
        throw new Error(`formSchemas: definition ${name} is in two schema files`);
      definitions[name] = definition;
    }
    properties[section.key] = strip(section.schema.path ? at(file, section.schema.path) : file);
  }
  return { type: 'object', properties, ...(Object.keys(definitions).length > 0 ? { definitions } : {}) };
}

/** Every form tab's schema, by tab id. */
export const formSchemas: Record<FormTab['id'], Schema> = Object.fromEntries(
  formTabs.map((tab) => [tab.id, tabSchema(tab)]),
) as Record<FormTab['id'], Schema>;
