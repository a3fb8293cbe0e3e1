/**
 * A live site's settings for the deploy tests: a company in Germany that serves English, German and
 * French (docs/markets.md), on Firebase Hosting, and with them (`deployable`) the Firebase project
 * the build is configured for, so that a deploy has nothing left to ask.
 */
export const live = {
  SITE_URL: 'https://slimstart.app',
  CONTACT_EMAIL: 'hello@slimstart.app',
  PRIVACY_EMAIL: 'privacy@slimstart.app',
  LOCALES: 'en,de,fr',
  COMPANY_COUNTRY: 'DE',
  LEGAL_NAME: 'SlimStart GmbH',
  LEGAL_ADDRESS: 'Hauptstraße 1, 10115 Berlin, Germany',
  LEGAL_REPRESENTATIVE: 'Dana Weber, Geschäftsführerin',
  LEGAL_PHONE: '+49 30 1234567',
  COMPANY_REGISTER: 'Amtsgericht Charlottenburg, HRB 123456 B',
  VAT_ID: 'DE123456789',
  HOSTING_PROVIDER: 'Google Cloud EMEA Ltd., 70 Sir John Rogerson’s Quay, Dublin 2, Ireland',
  HOSTING_PHONE: '+353 1 000 0000',
  PRIVACY_OFFICER: 'Dana Weber',
  UK_REPRESENTATIVE: 'SlimStart UK Rep Ltd., 10 Fleet Street, London EC4Y 1AA',
  // The safeguards of the transfers abroad (lib/legalPages/transfers.ts): Google is certified under the
  // Data Privacy Framework where the EU and the UK look; the host of a deploy elsewhere has signed clauses.
  TRANSFERS_GOOGLE: 'clauses,eu:certification,uk:certification',
  TRANSFERS_HOSTING: 'clauses',
};

export const deployable = {
  ...live,
  NEXT_PUBLIC_FIREBASE_API_KEY: 'AIza-test',
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: 'slimstart-prod.firebaseapp.com',
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'slimstart-prod',
  FIREBASE_PROJECT: 'slimstart-prod',
};
