import type { Locale } from '@/lib/i18n/locales';
import type messages from './messages/en.json';

// Typed messages: a key that en.json lacks is a compile error (docs/architecture.md#conventions).
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof messages;
  }
}
