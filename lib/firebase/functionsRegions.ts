import { functionsSwitchValue, readFunctionsSwitch, type FunctionsSettings } from './functions';

/**
 * The functions' settings checked against Cloud Functions' regions, with the country each is in:
 * the build stops on a region that does not exist (next.config.ts), the privacy policy names the
 * country (lib/legalPages/values.ts), and the deploy checks the same (scripts/deploy.ts).
 */
/** Cloud Functions' regions and the country of each (ISO 3166), which the privacy policy names. */
export const FUNCTIONS_REGIONS: Record<string, string> = {
  'africa-south1': 'ZA',
  'asia-east1': 'TW',
  'asia-east2': 'HK',
  'asia-northeast1': 'JP',
  'asia-northeast2': 'JP',
  'asia-northeast3': 'KR',
  'asia-south1': 'IN',
  'asia-south2': 'IN',
  'asia-southeast1': 'SG',
  'asia-southeast2': 'ID',
  'australia-southeast1': 'AU',
  'australia-southeast2': 'AU',
  'europe-central2': 'PL',
  'europe-north1': 'FI',
  'europe-southwest1': 'ES',
  'europe-west1': 'BE',
  'europe-west2': 'GB',
  'europe-west3': 'DE',
  'europe-west4': 'NL',
  'europe-west6': 'CH',
  'europe-west8': 'IT',
  'europe-west9': 'FR',
  'europe-west10': 'DE',
  'europe-west12': 'IT',
  'me-central1': 'QA',
  'me-central2': 'SA',
  'me-west1': 'IL',
  'northamerica-northeast1': 'CA',
  'northamerica-northeast2': 'CA',
  'southamerica-east1': 'BR',
  'southamerica-west1': 'CL',
  'us-central1': 'US',
  'us-east1': 'US',
  'us-east4': 'US',
  'us-east5': 'US',
  'us-south1': 'US',
  'us-west1': 'US',
  'us-west2': 'US',
  'us-west3': 'US',
  'us-west4': 'US',
};

export function readFunctionsSettings(
  env: Record<string, string | undefined>,
): FunctionsSettings & { country: string } {
  const switchedOn = functionsSwitchValue(env);
  if (switchedOn !== 'on' && switchedOn !== 'off') {
    throw new Error(
      `FIREBASE_FUNCTIONS must be on (the project runs the site's Cloud Functions, on Firebase's Blaze plan) ` +
        `or off (it runs none), got "${env.FIREBASE_FUNCTIONS}"`,
    );
  }
  const settings = readFunctionsSwitch(env);
  const country = FUNCTIONS_REGIONS[settings.region];
  if (!country) {
    throw new Error(
      `FIREBASE_FUNCTIONS_REGION must be a Cloud Functions region, one of ${Object.keys(FUNCTIONS_REGIONS).join(', ')}; got "${settings.region}"`,
    );
  }
  return { ...settings, country };
}
