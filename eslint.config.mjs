import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// @see https://nextjs.org/docs/app/api-reference/config/eslint
export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // Placeholders in messages are filled by next-intl's ICU formatter (t(key, values),
      // createTranslator), never by string replacement, so that plurals, numbers and escaping work.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^replace(All)?$/] > Literal.arguments:first-child[value=/^\\{/]',
          message: 'Fill message placeholders with next-intl (t(key, values) or createTranslator), not .replace().',
        },
        {
          selector:
            'CallExpression[callee.property.name=/^replace(All)?$/] > TemplateLiteral.arguments:first-child > TemplateElement:first-child[value.raw=/^\\{/]',
          message: 'Fill message placeholders with next-intl (t(key, values) or createTranslator), not .replace().',
        },
        {
          selector:
            'CallExpression[callee.property.name=/^replace(All)?$/] > Literal.arguments:first-child[regex.pattern=/^\\\\\\{\\w/]',
          message: 'Fill message placeholders with next-intl (t(key, values) or createTranslator), not .replace().',
        },
      ],
    },
  },
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
  ]),
]);
