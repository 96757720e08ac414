import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(fileURLToPath(import.meta.url));
const featuresDir = join(root, 'src', 'features');
/** The feature folders (src/features/<area>), read when the configuration loads, so a new area is covered at once. */
const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The feature a file or an import target belongs to, if it is inside src/features. */
function featureOf(file) {
  const rel = relative(featuresDir, file);
  if (rel.startsWith('..') || rel === '') return undefined;
  return rel.split(sep)[0];
}

/**
 * `local/no-cross-feature-imports`: a file in src/features/<a>/ may not import from src/features/<b>/ (b ≠ a), nor
 * from src/app/ — static imports, re-exports and `import()` alike. What two features need moves to a shared layer.
 */
const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Features import shared layers only, never another feature or the app.' },
    schema: [{ type: 'object', properties: { feature: { type: 'string' } }, additionalProperties: false }],
    messages: {
      feature:
        "'{{source}}' is inside features/{{target}}: features/{{own}} may not import another feature. Move what both need to a shared layer (src/ui, src/api, src/stores, src/registry…).",
      app: "'{{source}}' is inside src/app: features may not import the app (shared → features → app).",
    },
  },
  create(context) {
    const own = context.options[0]?.feature ?? featureOf(context.filename);
    if (!own) return {};
    const check = (node) => {
      const source = node.source?.type === 'Literal' ? node.source.value : undefined;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = resolve(dirname(context.filename), source);
      const targetFeature = featureOf(target);
      if (targetFeature && targetFeature !== own)
        context.report({ node: node.source, messageId: 'feature', data: { source, target: targetFeature, own } });
      else if (!relative(join(root, 'src', 'app'), target).startsWith('..'))
        context.report({ node: node.source, messageId: 'app', data: { source } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

/** This repository's own rules. */
const localPlugin = { rules: { 'no-cross-feature-imports': noCrossFeatureImports } };

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'storybook-static',
      'src/config/generated',
      'node_modules',
      'server/.data',
      'bench/results',
      'test-results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: globals.node } },
  { files: ['src/app/serviceWorker/sw.js'], languageOptions: { globals: globals.serviceworker } },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Brand differences live in brands/ data, never in branches on the brand id.
      'no-restricted-syntax': [
        'error',
        {
          selector: "BinaryExpression[operator=/^[!=]==?$/] > MemberExpression[property.name='brandId']",
          message: 'Do not branch on the brand: put the difference in brands/<id>/ data, a theme token or a registry.',
        },
      ],
    },
  },
  {
    // One-way imports: shared layers never import features or the app (docs/architecture.md).
    files: [
      'src/ui/**',
      'src/stores/**',
      'src/registry/**',
      'src/config/**',
      'src/theme/**',
      'src/i18n/**',
      'src/api/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/app/**', '**/features/**'], message: 'Shared layers must not import features or the app.' },
          ],
        },
      ],
    },
  },
  {
    // The operator console (src/ops) is its own app: shared layers yes, the player app and its features never.
    files: ['src/ops/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/app/**', '**/features/**'],
              message: 'The console imports shared layers only, never the player app or its features.',
            },
          ],
        },
      ],
    },
  },
  // Features never import each other (docs/architecture.md): one block per feature folder.
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    plugins: { local: localPlugin },
    rules: { 'local/no-cross-feature-imports': ['error', { feature }] },
  })),
  ...storybook.configs['flat/recommended'],
);
