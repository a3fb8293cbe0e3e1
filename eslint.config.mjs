import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { fileNameCase, noImportCycle } from './eslint.rules.mjs';

// Walls between the code's homes (docs/architecture.md). A later block replaces an earlier block's
// list for the same files, so each block names every import its files must not use.
const vendorWalls = {
  firebase: {
    regex: '^@?firebase(/|$)',
    message: 'Only lib/firebase/ talks to Firebase; import the function you need from there.',
  },
  ky: { regex: '^ky(/|$)', message: 'Only lib/api/ uses ky; import the API client from lib/api/client.' },
  firebaseHome: {
    regex: '(^@/lib/|\\.\\./)firebase(/|$)',
    message:
      'lib/account/ is the account domain: lib/firebase/ may import it, never the other way (docs/architecture.md#the-picture).',
  },
  nextDist: {
    regex: '^next/dist(/|$)',
    message:
      'next/dist/ is Next.js’s private code, which any release may change: use its public modules (docs/design.md#navigation).',
  },
  router: {
    regex: '^next/navigation$',
    importNames: ['useRouter'],
    message: 'Navigate with useSiteRouter (components/useSiteRouter.ts): it puts every navigation to the site’s rules.',
  },
  framework: {
    regex: '^(react|react-dom|next)(/|$)',
    message:
      'An island ships on a document, without the framework (docs/design.md#documents): plain DOM code and the project’s own modules only.',
  },
  next: {
    regex: '^next(-intl)?(/|$)',
    message:
      'What an island loads later runs on a document, without Next.js (docs/design.md#documents): React and the project’s own modules only.',
  },
  editor: {
    regex: '(^@/|\\.\\./|^\\./)+editor(/|$)',
    message:
      'The site never imports the editor (editor/); what the site knows of it is lib/editPreview/ (docs/architecture.md#the-editor).',
  },
  editPreview: {
    regex: '(^@/lib/|\\.\\./|^\\./lib/|^\\./)editPreview(/|$)',
    message:
      'The editor’s preview is known to four files only (docs/architecture.md#the-editor): the messages’ loader (lib/i18n/messages.ts), plain text for attributes and metadata (lib/i18n/plain.ts), the document shell (components/SiteDocument.tsx) and the analytics services, which never start there (lib/analytics/services.ts).',
  },
  node: {
    regex: '^node:',
    message:
      'app/, components/ and lib/ run in the browser or in any host; Node built-ins belong in scripts/ (lib/hosting/serverManifest.ts, lib/og/ and lib/legalPages/archive.ts, read at build time, are the exceptions).',
  },
};
const restrict = (...walls) => ['error', { patterns: walls.map((wall) => vendorWalls[wall]) }];
/** The walls every file of app/, components/ and lib/ keeps, whatever else its folder adds. */
const runtime = ['firebase', 'ky', 'node', 'nextDist', 'router', 'editor', 'editPreview'];

// Placeholders in messages are filled by next-intl's ICU formatter (t(key, values),
// createTranslator), never by string replacement, so that plurals, numbers and escaping work.
const placeholderMessage =
  'Fill message placeholders with next-intl (t(key, values) or createTranslator), not .replace().';
const placeholderSyntax = [
  {
    selector: 'CallExpression[callee.property.name=/^replace(All)?$/] > Literal.arguments:first-child[value=/^\\{/]',
    message: placeholderMessage,
  },
  {
    selector:
      'CallExpression[callee.property.name=/^replace(All)?$/] > TemplateLiteral.arguments:first-child > TemplateElement:first-child[value.raw=/^\\{/]',
    message: placeholderMessage,
  },
  {
    selector:
      'CallExpression[callee.property.name=/^replace(All)?$/] > Literal.arguments:first-child[regex.pattern=/^\\\\\\{\\w/]',
    message: placeholderMessage,
  },
];
// The product patches no global: what it needs of the browser or the framework goes through their
// public doors (docs/design.md#navigation).
const globalPatches = [
  {
    selector: "AssignmentExpression > MemberExpression.left[property.name='fetch']",
    message: 'Do not replace fetch: wrap the call where it is made, or use the framework’s own setting.',
  },
];

// @see https://nextjs.org/docs/app/api-reference/config/eslint
export default defineConfig([
  ...nextVitals,
  ...nextTs,
  { rules: { 'no-restricted-syntax': ['error', ...placeholderSyntax] } },
  {
    files: ['app/**', 'components/**', 'lib/**', 'islands/**', 'proxy.ts'],
    rules: { 'no-restricted-syntax': ['error', ...placeholderSyntax, ...globalPatches] },
  },
  { files: ['**/*.{ts,tsx,mjs}'], rules: { 'no-restricted-imports': restrict('firebase', 'ky') } },
  {
    files: ['app/**', 'components/**', 'lib/**', 'proxy.ts'],
    rules: { 'no-restricted-imports': restrict(...runtime) },
  },
  {
    files: ['lib/firebase/**'],
    rules: { 'no-restricted-imports': restrict(...runtime.filter((w) => w !== 'firebase')) },
  },
  { files: ['lib/api/**'], rules: { 'no-restricted-imports': restrict(...runtime.filter((w) => w !== 'ky')) } },
  { files: ['islands/**'], rules: { 'no-restricted-imports': restrict(...runtime, 'framework') } },
  // Loaded at a visitor's first touch, never at first load (scripts/export/documents.ts: laterSources).
  { files: ['islands/later/**'], rules: { 'no-restricted-imports': restrict(...runtime, 'next') } },
  { files: ['lib/account/**'], rules: { 'no-restricted-imports': restrict(...runtime, 'firebaseHome') } },
  // Server mode's manifest, the share images' fonts (docs/design.md#share-images) and the legal
  // texts' archive (docs/editors.md#legal-versions), read at build time only.
  {
    files: ['lib/hosting/serverManifest.ts', 'lib/og/**', 'lib/legalPages/archive.ts'],
    rules: { 'no-restricted-imports': restrict(...runtime.filter((w) => w !== 'node')) },
  },
  {
    files: ['components/useSiteRouter.ts'],
    rules: { 'no-restricted-imports': restrict(...runtime.filter((w) => w !== 'router')) },
  },
  // The editor's interface runs in the browser: no Node built-ins, no vendor but React.
  {
    files: ['editor/ui/**', 'editor/preview/clicks.ts'],
    rules: { 'no-restricted-imports': restrict('firebase', 'ky', 'node', 'nextDist') },
  },
  { files: ['tests/**', '*.config.{ts,mjs}'], rules: { 'no-restricted-imports': 'off' } },
  { files: ['next.config.ts'], rules: { 'no-restricted-imports': restrict('nextDist', 'editor', 'editPreview') } },
  // The four doors of the editor's preview into the site.
  {
    files: ['lib/i18n/messages.ts', 'lib/i18n/plain.ts', 'components/SiteDocument.tsx', 'lib/analytics/services.ts'],
    rules: { 'no-restricted-imports': restrict(...runtime.filter((w) => w !== 'editPreview')) },
  },
  { plugins: { local: { rules: { 'file-name-case': fileNameCase, 'no-import-cycle': noImportCycle } } } },
  // No import cycle anywhere in the source (eslint.rules.mjs), proved in tests/unit/architecture.test.ts.
  {
    files: [
      '{app,components,islands,lib,editor,scripts}/**/*.{ts,tsx}',
      'functions/src/**/*.ts',
      'proxy.ts',
      'next.config.ts',
    ],
    rules: { 'local/no-import-cycle': 'error' },
  },
  {
    files: ['lib/**/*.ts', 'scripts/**/*.ts', 'islands/**/*.ts', 'editor/**/*.ts'],
    rules: { 'local/file-name-case': ['error', '^[a-z][a-zA-Z0-9]*(\\.[a-z]+)*\\.ts$'] },
  },
  { files: ['components/**/*.tsx'], rules: { 'local/file-name-case': ['error', '^[A-Z][a-zA-Z0-9]*\\.tsx$'] } },
  // The editor's interface: a component per PascalCase file, mounted by main.tsx.
  { files: ['editor/ui/**/*.tsx'], rules: { 'local/file-name-case': ['error', '^([A-Z][a-zA-Z0-9]*|main)\\.tsx$'] } },
  { files: ['components/**/*.ts'], rules: { 'local/file-name-case': ['error', '^use[A-Z][a-zA-Z0-9]*\\.ts$'] } },
  globalIgnores([
    '.next/**',
    '.next-server/**',
    'out/**',
    'out-analytics/**',
    'deploy/**',
    'screenshots/**',
    'next-env.d.ts',
    'messages/*.d.json.ts',
    'test-results/**',
    'functions/lib/**',
    // What the host previews and tests copy out/ into, inside the project (Firebase serves only there).
    '.firebase-public*/**',
    '.add-locale-*/**',
    'tools/**',
  ]),
]);
