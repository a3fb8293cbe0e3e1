import { describe, expect, it } from 'vitest';
import { accessLogMonths, companyCountry, companyDetails, governingLaw, missingCompanySettings } from '@/lib/company';

/** What a market requires, as the settings a deploy with none set asks for (lib/company.ts). */
const requiredDetails = (locales: string[], country: string) =>
  missingCompanySettings({ COMPANY_COUNTRY: country }, locales);

describe('the company’s details (lib/company.ts)', () => {
  it('asks each market for what its law requires, and for a representative only from a company abroad', () => {
    // English is read across the EU too; the UK has several legal systems, and the company names its own.
    expect(requiredDetails(['en'], 'GB')).toEqual([
      'LEGAL_NAME',
      'LEGAL_ADDRESS',
      'EU_REPRESENTATIVE',
      'HOSTING_PROVIDER',
      'PRIVACY_OFFICER',
      'GOVERNING_LAW',
    ]);
    expect(requiredDetails(['en'], 'US')).toEqual([
      'LEGAL_NAME',
      'LEGAL_ADDRESS',
      'EU_REPRESENTATIVE',
      'UK_REPRESENTATIVE',
      'HOSTING_PROVIDER',
      'PRIVACY_OFFICER',
    ]);
    expect(requiredDetails(['en', 'de'], 'DE')).toEqual([
      'LEGAL_NAME',
      'LEGAL_ADDRESS',
      'LEGAL_REPRESENTATIVE',
      'LEGAL_PHONE',
      'COMPANY_REGISTER',
      'VAT_ID',
      'UK_REPRESENTATIVE',
      'HOSTING_PROVIDER',
      'PRIVACY_OFFICER',
    ]);
    expect(requiredDetails(['en', 'fr'], 'GB')).toContain('EU_REPRESENTATIVE');
    expect(requiredDetails(['en', 'zh'], 'CN')).not.toContain('CN_REPRESENTATIVE');
    expect(requiredDetails(['en', 'ko'], 'GB')).toEqual(expect.arrayContaining(['LEGAL_PHONE', 'KR_REPRESENTATIVE']));
    expect(requiredDetails(['en', 'ja'], 'JP')).toContain('LEGAL_REPRESENTATIVE');
    // A representative's contact where the law asks for it (PIPA art. 31-2(3); PIPL art. 53).
    expect(requiredDetails(['en', 'ko'], 'US')).toEqual(expect.arrayContaining(['KR_REPRESENTATIVE_CONTACT']));
    expect(requiredDetails(['en', 'zh'], 'US')).toEqual(expect.arrayContaining(['CN_REPRESENTATIVE_CONTACT']));
    // France: the host's telephone, and the share capital of a company registered there.
    expect(requiredDetails(['fr'], 'DE')).toContain('HOSTING_PHONE');
    expect(requiredDetails(['fr'], 'DE')).not.toContain('SHARE_CAPITAL');
    expect(requiredDetails(['fr'], 'FR')).toContain('SHARE_CAPITAL');
    // With the product API, every policy names who runs it among the recipients.
    expect(requiredDetails(['de'], 'DE')).not.toContain('API_OPERATOR');
    expect(
      missingCompanySettings({ COMPANY_COUNTRY: 'DE', NEXT_PUBLIC_API_BASE_URL: 'https://api.slimstart.app/' }, ['de']),
    ).toContain('API_OPERATOR');
  });

  it('shows what the markets require, with its stand-in until it is set, and what the operator set', () => {
    const details = companyDetails({ LEGAL_NAME: 'SlimStart GmbH', VAT_ID: 'GB 123 4567 89' }, ['en']);
    expect(details.name).toBe('SlimStart GmbH');
    expect(details.address).toBe('1 Example Street, London EC1A 1AA, United Kingdom');
    // Not required in English only, but set: shown. Not required and not set: not shown.
    expect(details.vatId).toBe('GB 123 4567 89');
    expect(details.register).toBeNull();
    expect(details.cnRepresentative).toBeNull();
    // English readers in the EU: a company in the UK names its EU representative.
    expect(details.euRepresentative).toMatch(/^Example EU Representative/);
  });

  it('shows no row for a detail the company says it does not have', () => {
    expect(companyDetails({ VAT_ID: 'none', COMPANY_COUNTRY: 'DE' }, ['en', 'de']).vatId).toBeNull();
    expect(companyDetails({ VAT_ID: 'NONE', COMPANY_COUNTRY: 'DE' }, ['en', 'de']).register).toBe(
      'Companies House, company number 00000000',
    );
  });

  it('refuses markup, several lines and a country that is no ISO code', () => {
    expect(() => companyDetails({ LEGAL_NAME: '<b>SlimStart</b>' }, ['en'])).toThrow(
      /LEGAL_NAME must be one line of plain text/,
    );
    expect(() => companyDetails({ LEGAL_ADDRESS: 'a\nb' }, ['en'])).toThrow(/LEGAL_ADDRESS must be one line/);
    expect(() => companyCountry({ COMPANY_COUNTRY: 'Germany' })).toThrow(/two-letter country code/);
    expect(companyCountry({ COMPANY_COUNTRY: ' de ' })).toBe('DE');
    expect(companyCountry({})).toBe('GB');
  });

  it('states how long the access logs are kept: six months at least with the Brazilian pages, as Marco Civil art. 15 asks', () => {
    const all = ['en', 'zh', 'pt', 'de', 'fr', 'es', 'ja', 'ko'];
    expect(accessLogMonths({}, all)).toBe(6);
    expect(accessLogMonths({ ACCESS_LOG_MONTHS: ' 12 ' }, all)).toBe(12);
    for (const value of ['3', '6.5', 'six']) {
      expect(() => accessLogMonths({ ACCESS_LOG_MONTHS: value }, all)).toThrow(
        /ACCESS_LOG_MONTHS must be a whole number of months from 6 \(Marco Civil/,
      );
    }
    // Without Brazil, a month is the least and the default.
    expect(accessLogMonths({}, ['en', 'de'])).toBe(1);
    expect(accessLogMonths({ ACCESS_LOG_MONTHS: '3' }, ['en', 'de'])).toBe(3);
    expect(() => accessLogMonths({ ACCESS_LOG_MONTHS: '0' }, ['en'])).toThrow(/from 1 to 120/);
  });

  it('names the law of the terms: the country’s, or one of the United Kingdom’s three legal systems', () => {
    expect(governingLaw({ COMPANY_COUNTRY: 'DE' })).toBe('country');
    // Development builds stand in with England and Wales for a company in the UK.
    expect(governingLaw({})).toBe('england-wales');
    expect(governingLaw({ GOVERNING_LAW: ' Scotland ' })).toBe('scotland');
    // "The law of the United Kingdom" is no legal system.
    expect(() => governingLaw({ COMPANY_COUNTRY: 'GB', GOVERNING_LAW: 'country' })).toThrow(
      'GOVERNING_LAW=country names no single legal system for COMPANY_COUNTRY=GB',
    );
    expect(governingLaw({ COMPANY_COUNTRY: 'US', GOVERNING_LAW: 'country' })).toBe('country');
    expect(() => governingLaw({ GOVERNING_LAW: 'England' })).toThrow(
      'GOVERNING_LAW must be one of country, england-wales, scotland, northern-ireland',
    );
  });
});
