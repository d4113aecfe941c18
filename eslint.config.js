// ESLint for the whole repo: typescript-eslint's recommended rules, with types where they are cheap (the
// promise rules on the TypeScript files, which find a forgotten await), React's hooks rules on the
// components, Node's and the browser's globals. Formatting is Prettier's; npm test runs both.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'data/', 'coverage/', '.bench/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // Chai's assertions are property reads (`expect(x).to.exist`), which this rule takes for dead expressions.
    files: ['test/browser/**'],
    rules: { '@typescript-eslint/no-unused-expressions': 'off' },
  },
  {
    // The rules of hooks and their dependencies. The plugin's React Compiler rules are left off: they take
    // our @preact/signals-core stores (`signal.value = x`) for React state and would flag every store write.
    files: ['**/*.tsx', 'src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
);
