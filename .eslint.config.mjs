// One lint configuration for the whole repository: type-aware TypeScript rules, React hooks, and the
// import boundaries that keep features and modules independent.
import { readdirSync, readFileSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const dirs = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

const features = dirs('./frontend/src/features/');
// Backend folders that own tables (an entity): others reach them through their service.
// Infrastructure lives in platform/: its database, common and config folders may name every entity.
const modules = [
  ...dirs('./backend/src/').filter((m) => !['contracts', 'platform'].includes(m)),
  ...dirs('./backend/src/platform/')
    .filter((m) => !['database', 'common', 'config'].includes(m))
    .map((m) => `platform/${m}`),
];
const otherEntities = (m) =>
  m.startsWith('platform/')
    ? [
        './backend/src/!(platform)/**/*.entity.ts',
        `./backend/src/platform/!(${m.slice('platform/'.length)})/**/*.entity.ts`,
      ]
    : `./backend/src/!(${m})/**/*.entity.ts`;

const frontendZones = [
  // A feature does not reach into another feature; app/ composes them.
  ...features.map((f) => ({
    target: `./frontend/src/features/${f}`,
    from: './frontend/src/features',
    except: [`./${f}`],
    message: 'Features do not import each other: compose them in src/app/.',
  })),
  // Shared code knows nothing of features or the app shell.
  ...['components', 'lib', 'hooks'].map((shared) => ({
    target: `./frontend/src/${shared}`,
    from: ['./frontend/src/features', './frontend/src/app'],
    message: 'components/, lib/ and hooks/ are shared: they import no feature and nothing from app/.',
  })),
];

/**
 * Languages: every text a person reads comes from the catalogue (`t('key')`, frontend/src/lib/i18n.ts), so a
 * component may not write one itself: JSX text with letters, and literal user-facing attributes (aria-label,
 * placeholder, title, alt and the app's own label props). Exceptions: the brand name, and text that is no words
 * (numbers, symbols, emoji).
 */
const USER_FACING_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'placeholder',
  'title',
  'alt',
  'label',
  'help',
  'pendingLabel',
  'emptyText',
  'description',
]);
const ALLOWED_TEXT = /^\s*(Potluck)?\s*$/;
const hasWords = (text) => /\p{L}{2,}/u.test(text) && !ALLOWED_TEXT.test(text);
const i18nPlugin = {
  rules: {
    'no-literal-ui-text': {
      meta: {
        type: 'problem',
        messages: {
          text: 'Text a person reads comes from the catalogue: t("key") (frontend/src/lib/i18n.ts).',
          attribute: 'The {{name}} a person reads (or hears) comes from the catalogue: t("key").',
        },
        schema: [],
      },
      create(context) {
        const literalText = (node) =>
          (node?.type === 'Literal' && typeof node.value === 'string' && hasWords(node.value)) ||
          (node?.type === 'TemplateLiteral' && node.quasis.some((q) => hasWords(q.value.cooked ?? ''))) ||
          // Either branch of `a ? 'Text' : …` and the text after `a && 'Text'` is read as well.
          (node?.type === 'ConditionalExpression' && (literalText(node.consequent) || literalText(node.alternate))) ||
          (node?.type === 'LogicalExpression' && literalText(node.right));
        return {
          JSXText(node) {
            if (hasWords(node.value)) context.report({ node, messageId: 'text' });
          },
          'JSXElement > JSXExpressionContainer, JSXFragment > JSXExpressionContainer'(node) {
            if (literalText(node.expression)) context.report({ node, messageId: 'text' });
          },
          JSXAttribute(node) {
            const name = typeof node.name.name === 'string' ? node.name.name : '';
            if (!USER_FACING_ATTRIBUTES.has(name) || !node.value) return;
            const value = node.value.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
            if (literalText(value)) context.report({ node, messageId: 'attribute', data: { name } });
          },
        };
      },
    },
  },
};

// Components written before the catalogue, still to move into it (each leaves this list when it does).
const untranslated = JSON.parse(readFileSync(new URL('./frontend/i18n-untranslated.json', import.meta.url), 'utf8'));

const backendZones = [
  // A module uses another module's service, never its entity or repository.
  ...modules.map((m) => ({
    target: `./backend/src/${m}`,
    from: otherEntities(m),
    message: "Use the owning module's service instead of its entity or repository.",
  })),
  // A service publishes a domain event; only the realtime module holds the socket gateway.
  {
    target: './backend/src/!(realtime)/**',
    from: './backend/src/realtime/realtime.gateway.ts',
    message: 'Publish a domain event (platform/domain-events/) instead of calling the socket gateway.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      '**/.cache/**',
      '.node24/**',
      '.test-reports/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'frontend/dev-dist/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['backend/tsconfig.json', 'frontend/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      // Node-style callbacks hand over whatever error they got.
      '@typescript-eslint/prefer-promise-reject-errors': [
        'error',
        { allowThrowingUnknown: true, allowThrowingAny: true },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      'import-x/no-duplicates': ['error', { 'prefer-inline': true }],
      // Nest and test helpers implement async interfaces without always awaiting inside.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: frontendZones }],
    },
  },
  {
    // zod comes with the forms, never with a screen: the app takes values from the contracts' zod-free rules files,
    // and from a contract (schemas) only its types; the forms load their schemas through lib/form-schemas.ts.
    files: ['frontend/src/**/*.{ts,tsx}'],
    ignores: ['frontend/src/**/*.test.{ts,tsx}', 'frontend/src/test/**', 'frontend/src/lib/form-schemas.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@contracts/*.contract'],
              allowTypeImports: true,
              message:
                'Values come from @contracts/*.rules; schemas through loadFormSchemas() (lib/form-validation.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // No literal text a person reads in components: it comes from the catalogue (see i18nPlugin above).
    files: ['frontend/src/**/*.tsx'],
    ignores: ['frontend/src/**/*.test.tsx', 'frontend/src/test/**', ...untranslated],
    plugins: { potluck: i18nPlugin },
    rules: { 'potluck/no-literal-ui-text': 'error' },
  },
  {
    // Entities may name each other for their relations; everything else goes through services.
    files: ['backend/src/**/*.ts'],
    ignores: ['backend/src/**/*.entity.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: backendZones }] },
  },
  {
    // Contracts are shared with the browser: zod schemas and types (*.contract.ts) and zod-free rules (*.rules.ts).
    files: ['backend/src/contracts/**/*.ts'],
    ignores: ['backend/src/contracts/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod$|\\./)', message: 'Contracts import only zod.' }] },
      ],
      // Compiled by both workspaces: the browser's stricter indexed access needs assertions the backend calls redundant.
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
      // A check's words are a catalogue key (`validation.…`), said in the reader's language, never an English sentence.
      'no-restricted-syntax': [
        'error',
        ...[
          'CallExpression:not([callee.property.name=/^(describe|meta)$/]) > Literal[value=/^(?!validation\\.)[A-Za-z][^.]* [^.]*/]',
          "CallExpression:not([callee.property.name=/^(describe|meta)$/]) > ObjectExpression > Property[key.name='message'] > Literal[value=/^(?!validation\\.)/]",
        ].map((selector) => ({
          selector,
          message: "A check's message is a catalogue key ('validation.…'), not a sentence.",
        })),
        // Each name is imported from the file that defines it; the answers' types alone are named again in their domain.
        ...[
          'ExportAllDeclaration',
          "ExportNamedDeclaration[source][exportKind='value']",
          "ExportNamedDeclaration[source]:not([source.value='./responses.contract'])",
        ].map((selector) => ({
          selector,
          message: "No re-exports in the contracts, but the answers' types from ./responses.contract.",
        })),
      ],
    },
  },
  {
    // The rules files are what screens use while rendering: they import only each other, never zod or a schema. The
    // API's answer types are inferred from their schemas, so a rules file may name one: a type import, gone when
    // compiled.
    files: ['backend/src/contracts/**/*.rules.ts'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\./[\\w-]+\\.(rules|contract)$)',
              message: 'Rules files import only other *.rules.ts files (no zod).',
            },
            {
              regex: '^\\./[\\w-]+\\.contract$',
              allowTypeImports: true,
              message: 'Rules files take only types from a contract (no zod).',
            },
          ],
        },
      ],
    },
  },
  {
    // The insights engine is pure: plain functions over plain data, testable without Nest or a database. Its words
    // come from the message catalogue (plain JSON and a pure formatter), in the reader's language.
    files: ['backend/src/insights/engine/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\./|\\.\\./\\.\\./contracts/|\\.\\./\\.\\./i18n/catalogue$)',
              message: 'The engine imports only its own files, contracts and the message catalogue.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { ...tseslint.configs.disableTypeChecked.languageOptions, globals: globals.node },
  },
  {
    // Tests read untyped JSON bodies (supertest, fetch) on purpose: the assertions check their shape.
    files: ['**/*.spec.ts', '**/*.e2e-spec.ts', '**/*.test.{ts,tsx}', 'backend/test/**/*.ts', 'frontend/e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    // Tests do not wait on the wall clock for more than 200 ms: they wait for a signal (until(), a job queue gone
    // idle) or set the tests' clock (backend/test/support/test-clock.ts). Only fuzzing and fault injection, run in a
    // step of their own, may wait on real time (a real shutdown, a real outage).
    files: [
      'backend/test/**/*.ts',
      'backend/src/**/*.spec.ts',
      'frontend/src/**/*.test.{ts,tsx}',
      'frontend/src/test/**/*.{ts,tsx}',
      'frontend/e2e/**/*.ts',
    ],
    ignores: [
      'backend/test/fuzz.*',
      'backend/test/fault.*',
      'backend/test/database-outage.*',
      'backend/test/jobs-shutdown.*',
      'backend/test/jobs-restart.*',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          // setTimeout(fn, N), timers.setTimeout(fn, N)
          "CallExpression[callee.name='setTimeout'][arguments.1.value>200]",
          "CallExpression[callee.property.name='setTimeout'][arguments.1.value>200]",
          // timers/promises: setTimeout(N), however it is imported; sleep(N), delay(N), page.waitForTimeout(N)
          'CallExpression[callee.name=/^(setTimeout|sleep|delay|wait)$/][arguments.0.value>200]',
          "CallExpression[callee.property.name='waitForTimeout'][arguments.0.value>200]",
          // (but not a test's own time limit, test.setTimeout(N) or jest.setTimeout(N), nor a socket's idle timeout)
          "CallExpression[callee.property.name='setTimeout'][callee.object.name!=/^(test|jest|vi|req|socket)$/][arguments.0.value>200]",
        ].map((selector) => ({
          selector,
          message:
            'A test waits on the wall clock for at most 200 ms: wait for a signal (until(), an idle job queue) or set the test clock.',
        })),
      ],
    },
  },
  {
    files: ['backend/jest.config.js'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
  },
);
