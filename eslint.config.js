import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

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
  { files: ['public/sw.js'], languageOptions: { globals: globals.serviceworker } },
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
  ...storybook.configs['flat/recommended'],
);
