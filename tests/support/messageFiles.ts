import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createTranslator } from 'use-intl/core';
import type { MessageTree } from '@/lib/i18n/deferredTexts';
import type { Locale } from '@/lib/i18n/locales';
import { projectRoot } from './projectFiles';

/** A locale's message file, as it stands. */
export function messagesOf(code: string): MessageTree {
  return JSON.parse(readFileSync(path.join(projectRoot, 'messages', `${code}.json`), 'utf8')) as MessageTree;
}

/**
 * A locale's texts formatted as the site formats them, any key with any values; a missing text or
 * value throws instead of falling back to the key, so that a test never passes on a key's name.
 */
export function strictTranslator(code: Locale): (key: string, values?: object) => string {
  return createTranslator({
    locale: code,
    messages: messagesOf(code),
    onError: (error) => {
      throw error;
    },
  }) as unknown as (key: string, values?: object) => string;
}
