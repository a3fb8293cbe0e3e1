import { describe, expect, it } from 'vitest';
import { everyLocale } from '@/lib/i18n/locales';
import { legalPageValues } from '@/lib/legalPages/values';
import { strictTranslator } from '../../../support/messageFiles';

/**
 * Every language's privacy policy states the one period the hosts keep their access logs
 * (ACCESS_LOG_MONTHS, lib/company.ts), so that no policy contradicts another or the operator's guide
 * (docs/operators.md#access-logs).
 */
describe.each(everyLocale.map(({ code }) => [code]))('%s: the retention section', (code) => {
  it('states the access logs’ period from the setting', () => {
    const t = strictTranslator(code);
    const retention = (months: number) =>
      t('Privacy.sections.retention.body', {
        ...legalPageValues(code),
        analytics: 'none',
        analyticsHost: '',
        analyticsRoute: 'none',
        analyticsElsewhere: 'no',
        accessLogMonths: months,
      });
    expect(retention(7)).toMatch(/7/);
    expect(retention(11)).toMatch(/11/);
    expect(retention(7)).not.toMatch(/11/);
  });
});
