// Renders JSON Schemas as short TypeScript-like text for docs/api.md ("{ token: string, trial?: integer }").
import type { JsonSchema } from '../src/api/loadContract';

const refName = (ref: string) => {
  const [file, pointer] = ref.split('#');
  if (pointer?.startsWith('/definitions/')) return pointer.slice('/definitions/'.length);
  return (file ?? ref)
    .replace(/\.schema\.json$|\.api\.json$/, '')
    .replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase());
};

/** A one-line shape of a schema; nested objects deeper than `depth` are written `{…}`. */
export function schemaText(schema: JsonSchema | undefined, depth = 3): string {
  if (!schema) return 'nothing';
  if (typeof schema.$ref === 'string') return refName(schema.$ref);
  if ('const' in schema) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  for (const k of ['anyOf', 'oneOf'] as const) {
    const list = schema[k] as JsonSchema[] | undefined;
    if (list) return list.map((s) => schemaText(s, depth)).join(' | ');
  }
  const type = schema.type;
  if (Array.isArray(type)) return type.map((t) => schemaText({ ...schema, type: t }, depth)).join(' | ');
  if (type === 'array') {
    const item = schemaText(schema.items as JsonSchema | undefined, depth);
    return /[ |]/.test(item) && !item.startsWith('{') ? `(${item})[]` : `${item}[]`;
  }
  if (type === 'object') {
    const props = (schema.properties ?? {}) as Record<string, JsonSchema>;
    const names = Object.keys(props);
    const extra = schema.additionalProperties;
    if (names.length === 0) {
      if (extra && typeof extra === 'object') return `{ [key: string]: ${schemaText(extra as JsonSchema, depth)} }`;
      return extra === true ? 'object' : '{}';
    }
    if (depth <= 0) return '{…}';
    const required = new Set((schema.required ?? []) as string[]);
    const fields = names.map((n) => `${n}${required.has(n) ? '' : '?'}: ${schemaText(props[n], depth - 1)}`);
    return `{ ${fields.join(', ')}${extra === true ? ', …' : ''} }`;
  }
  return typeof type === 'string' ? type : 'any';
}
