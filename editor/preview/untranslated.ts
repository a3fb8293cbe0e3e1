/**
 * Runs in the editor's preview (editor/preview/clicks.ts loads it), never in the site: a text the
 * page's language lacks shows in English, between the marks the loader gives it
 * (lib/i18n/englishMarks.ts), and here gets `lang="en"` and a visible "not yet translated" badge, so
 * that the person editing sees what waits for a translation (docs/editors.md#the-editor). The
 * badge speaks the editor's language, chosen as the editor chooses it (editor/uiTexts.ts
 * `editorLocale`: the first of the browser's languages the site has, else English), since it tells
 * the person editing, not the page's reader.
 *
 * It touches only elements React has already hydrated, and only their attributes: the badge is a
 * pseudo-element drawn from one, so the page's tree stays React's.
 */
import { hasEnglishMarks } from '../../lib/i18n/englishMarks';
import { hydrated } from './hydrated';
import * as de from '../messages/de.json';
import * as en from '../messages/en.json';
import * as es from '../messages/es.json';
import * as fr from '../messages/fr.json';
import * as ja from '../messages/ja.json';
import * as ko from '../messages/ko.json';
import * as pt from '../messages/pt.json';
import * as zh from '../messages/zh.json';

const badges: Record<string, string> = {
  en: en.previewUntranslated,
  zh: zh.previewUntranslated,
  pt: pt.previewUntranslated,
  de: de.previewUntranslated,
  fr: fr.previewUntranslated,
  es: es.previewUntranslated,
  ja: ja.previewUntranslated,
  ko: ko.previewUntranslated,
};

const ATTRIBUTE = 'data-untranslated';

const badge =
  badges[navigator.languages.map((tag) => tag.toLowerCase().split('-')[0]).find((code) => code in badges) ?? 'en'];

const style = document.createElement('style');
style.textContent =
  `[${ATTRIBUTE}]::after{content:attr(${ATTRIBUTE});display:inline-block;margin-inline-start:.5em;` +
  'padding:0 .4em;border-radius:.25em;background:#fff3c4;color:#5c4400;border:1px solid #d9b84a;' +
  'font:600 .75rem/1.5 system-ui,sans-serif;letter-spacing:0;text-transform:none;vertical-align:middle}';

/** Marks each element showing an English text, unmarks one translated since; says whether some wait for React. */
function markAll(): boolean {
  for (const element of document.querySelectorAll(`[${ATTRIBUTE}]`)) {
    if (hasEnglishMarks(element.textContent ?? '')) continue;
    element.removeAttribute(ATTRIBUTE);
    element.removeAttribute('lang');
  }
  let waiting = false;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (!element || !hasEnglishMarks(node.textContent ?? '') || element.hasAttribute(ATTRIBUTE)) continue;
    // A language's own name in the switcher, data: not a text of the page.
    if (element.hasAttribute('lang') || element.closest('script, style, template, title')) continue;
    if (!hydrated(element)) {
      waiting = true;
      continue;
    }
    element.setAttribute('lang', 'en');
    element.setAttribute(ATTRIBUTE, badge);
  }
  return waiting;
}

let scheduled = false;
function schedule() {
  if (scheduled) return;
  scheduled = true;
  setTimeout(() => {
    scheduled = false;
    if (markAll()) schedule();
  }, 100);
}

function start() {
  document.head.append(style);
  schedule();
  // A saved text, a page changed in the preview: its hot reload and navigations replace texts.
  new MutationObserver(schedule).observe(document.body, { childList: true, subtree: true, characterData: true });
}

if (document.body) start();
else document.addEventListener('DOMContentLoaded', start);
