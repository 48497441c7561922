// @ts-check
/**
 * ESLint flat config: typescript-eslint with type information, eslint-plugin-vue, and the import
 * boundaries of docs/architecture.md (shared/ is pure; a ruleset imports only the engine and kits;
 * the renderer reaches main only through the RPC contract).
 */
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import vue from 'eslint-plugin-vue';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const rulesetIds = readdirSync(new URL('./shared/rulesets', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Node's and main's modules, by exact name (a pattern like `path` would also catch a file called path.ts). */
const NODE_MODULES = ['fs', 'path', 'crypto', 'os', 'child_process', 'better-sqlite3', 'ws', 'electron'];

/**
 * `no-restricted-imports`: no Node module (`node:*` or one of NODE_MODULES), and none of these
 * path groups, each with the reason shown to whoever breaks it.
 */
const restrict = (nodeMessage, ...patterns) => ({
  'no-restricted-imports': [
    'error',
    {
      paths: NODE_MODULES.map((name) => ({ name, message: nodeMessage })),
      patterns: [{ group: ['node:*'], message: nodeMessage }, ...patterns],
    },
  ],
});
const PURE = 'shared/ is pure: no files, processes or Node modules (STYLE.md).';

/**
 * Words a player reads, written in code instead of a catalog: text that looks like prose. A
 * capitalised word followed by another ("Monster turn"), three words in a row ("never rolls to
 * move"), or two words closed by a full stop, colon, question or exclamation mark ("Try again.").
 */
const PROSE = String.raw`/(\b[A-Z][a-z]+ [A-Za-z]{2,})|([A-Za-z]{2,} [A-Za-z]{2,} [A-Za-z]{2,})|([A-Za-z]{2,} [A-Za-z]{2,}[.:!?…])/`;
/**
 * Where prose in code is allowed: developers' words (errors thrown, the console, an error's
 * `message`, which a screen shows only when the catalog has no words for its `code`), type-only
 * strings, and a ruleset's rules `reference` (its English; `locales/<lang>.ts` exports it translated).
 */
const FOR_DEVELOPERS = [
  ':not(NewExpression[callee.name=/Error$/] *)',
  ":not(CallExpression[callee.object.name='console'] *)",
  ':not(TSLiteralType *)',
  ":not(Property[key.name='message'] > *)",
  ":not(Property[key.name='reference'] *)",
].join('');
const PROSE_MESSAGE =
  "Words a player sees come from a catalog (renderer/src/i18n, a ruleset's messages.ts or screen-words.ts), not English in code.";
const PROSE_IN_CODE = [
  { selector: `Literal[value=${PROSE}]${FOR_DEVELOPERS}`, message: PROSE_MESSAGE },
  { selector: `TemplateElement[value.raw=${PROSE}]${FOR_DEVELOPERS}`, message: PROSE_MESSAGE },
];
/** The catalogs themselves (and the pseudo-locale's description), where words belong. */
const CATALOG_FILES = [
  'renderer/src/i18n/**',
  // The rulesets' names and descriptions: the English of the `ruleset/<id>` keys (translated in i18n/locales).
  'renderer/src/rulesets/registry.ts',
  'renderer/src/rulesets/pack/words.ts',
  'renderer/src/lab/messages.ts',
  'renderer/src/rulesets/*/messages.ts',
  'renderer/src/rulesets/*/*-messages.ts',
  'renderer/src/rulesets/*/*-words.ts',
  'renderer/src/rulesets/*/narration.ts',
  'renderer/src/rulesets/*/*-narration.ts',
  'renderer/src/rulesets/*/rulings.ts',
  'renderer/src/rulesets/*/reference.ts',
  'renderer/src/rulesets/*/names.ts',
  'renderer/src/rulesets/*/locales/**',
];

export default tseslint.config(
  // typecheck/: the `npm run typecheck` projects and the globals shared/ is checked with (no tsconfig.json project holds them).
  // .stryker-tmp holds `npm run mutate`'s sandbox copies of the project while it runs; reports and .mutate its output.
  {
    ignores: [
      'out/**',
      'build/**',
      'node_modules/**',
      'docs/**',
      'coverage/**',
      'typecheck/**',
      '.stryker-tmp/**',
      'reports/**',
      '.mutate/**',
    ],
  },

  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  ...vue.configs['flat/recommended'],
  {
    files: ['**/*.ts', '**/*.vue'],
    languageOptions: {
      parserOptions: {
        parser: tseslint.parser,
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
        extraFileExtensions: ['.vue'],
      },
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.node },
  },

  // The rules as the code stands: each line says why it is off or eased.
  {
    files: ['**/*.ts', '**/*.vue'],
    rules: {
      // Rulesets are `Ruleset<any>` in the registry and the host by design (one map of every ruleset).
      '@typescript-eslint/no-explicit-any': 'off',
      // Follow from the `any` above: state and payloads cross the registry untyped, checked by zod at the boundary.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      // Narration and logs print event data that is JSON by construction; typed events will narrow it.
      '@typescript-eslint/restrict-template-expressions': 'off',
      '@typescript-eslint/no-base-to-string': 'off',
      // Vue and keyboard handlers may be async: their failures surface through the store, not the caller.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { arguments: false, attributes: false } }],
      // A store action stays `async` (callers await it) even when it no longer awaits anything itself.
      '@typescript-eslint/require-await': 'off',
      // TypeScript already reports undefined names, with the right globals per config (typescript-eslint's advice).
      'no-undef': 'off',
      // `_unused` parameters keep a ruleset function's shape readable.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['**/*.vue'],
    rules: {
      // Each ruleset's screen is `renderer/src/rulesets/<id>/Board.vue`: the folder names it.
      'vue/multi-word-component-names': 'off',
      // Templates are written compactly on one line where they read best; Prettier owns layout.
      'vue/max-attributes-per-line': 'off',
      'vue/singleline-html-element-content-newline': 'off',
      'vue/multiline-html-element-content-newline': 'off',
      'vue/html-self-closing': 'off',
      'vue/html-indent': 'off',
      'vue/html-closing-bracket-newline': 'off',
      'vue/first-attribute-linebreak': 'off',
    },
  },

  // Import boundaries.
  {
    files: ['shared/**/*.ts'],
    rules: restrict(PURE, {
      group: ['**/electron/**', '**/renderer/**'],
      message: 'shared/ is used by main and renderer alike: it imports neither.',
    }),
  },
  {
    files: ['shared/kits/**/*.ts'],
    rules: restrict(
      PURE,
      { group: ['**/electron/**', '**/renderer/**'], message: 'shared/ is used by main and renderer alike: it imports neither.' },
      { group: ['**/rulesets/**'], message: 'A kit serves rulesets; it never imports one.' },
    ),
  },
  ...rulesetIds.map((id) => ({
    files: [`shared/rulesets/${id}/**/*.ts`],
    rules: restrict(
      PURE,
      { group: ['**/electron/**', '**/renderer/**'], message: 'shared/ is used by main and renderer alike: it imports neither.' },
      { group: ['**/rpc/**'], message: 'A ruleset imports only shared/engine and shared/kits.' },
      {
        group: rulesetIds
          .filter((other) => other !== id)
          // Relative paths up to the sibling's folder (a kit may share a ruleset's name, so not `**/<id>`).
          .flatMap((other) => ['../', '../../', '../../../', '**/rulesets/'].flatMap((up) => [`${up}${other}`, `${up}${other}/**`])),
        message: 'A ruleset never imports a sibling ruleset: move what they share to shared/kits/.',
      },
    ),
  })),
  {
    files: ['renderer/**/*.ts', 'renderer/**/*.vue'],
    rules: restrict('The renderer runs sandboxed in a browser: no Node modules.', {
      group: ['**/electron/**'],
      message: 'The renderer reaches main only through the RPC contract (shared/rpc/contract.ts).',
    }),
  },
  // Words on screen come from the catalogs (vue-i18n, renderer/src/i18n): no bare text in templates.
  // Symbols, punctuation and numbers alone (☠, →, 1/3) are not words. Screens not moved yet are
  // listed below; take a file off the list once its strings live in renderer/src/i18n/screens.ts.
  {
    files: ['renderer/src/**/*.vue'],
    rules: { 'vue/no-bare-strings-in-template': ['error', { allowlist: ['/^[\\p{S}\\p{P}\\p{N}\\s]+$/u'] }] },
  },
  // …nor in a screen's `<script>` or the renderer's other code: a string literal or template text that
  // reads as prose (a capitalised word and another, three words, or two words and a full stop or
  // colon) is an error outside the catalogs. Codes, keys, ids, CSS and single words pass; an
  // Error's or the console's words are for developers and pass too.
  {
    files: ['renderer/src/**/*.vue', 'renderer/src/**/*.ts'],
    ignores: CATALOG_FILES,
    rules: { 'no-restricted-syntax': ['error', ...PROSE_IN_CODE] },
  },
  {
    files: ['electron/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // …but for the renderer's plain narration, through its one door (the chronicle's text search narrates in main).
              regex: '(^|/)renderer/(?!src/i18n/for-main$)',
              message: 'Main and preload never import the renderer; they share shared/ (narration: renderer/src/i18n/for-main.ts).',
            },
          ],
        },
      ],
    },
  },
);
