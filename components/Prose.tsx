import { Fragment, type ReactNode } from 'react';
import { asEnglish, ENGLISH_CLOSE, ENGLISH_OPEN } from '@/lib/i18n/englishMarks';

/**
 * Renders a translated text block: lines starting with "• " become a list, other lines paragraphs,
 * and the given email addresses become mail links. Message files stay plain text for translators.
 * An English text shown in place of a missing translation (lib/i18n/fallback.ts) is read without
 * its marks, which would hide its first bullet, and each of its blocks is marked instead, so that
 * each paragraph and item is said to be English (scripts/export/englishTexts.ts).
 */
export default function Prose({ text, emails = [] }: { text: string; emails?: readonly string[] }) {
  const english = text.startsWith(ENGLISH_OPEN) && text.includes(ENGLISH_CLOSE);
  const body = english ? text.slice(ENGLISH_OPEN.length).replace(ENGLISH_CLOSE, '') : text;
  const own = (line: string) => (english ? asEnglish(line) : line);
  const blocks: (string | string[])[] = [];
  for (const line of body.split('\n').filter((l) => l.trim())) {
    if (line.startsWith('• ')) {
      const last = blocks.at(-1);
      if (Array.isArray(last)) last.push(own(line.slice(2)));
      else blocks.push([own(line.slice(2))]);
    } else blocks.push(own(line));
  }
  const linked = (line: string, addresses = emails): ReactNode => {
    const [email, ...others] = addresses;
    if (!email) return line;
    return line.split(email).map((part, i) => (
      <Fragment key={i}>
        {i > 0 && <a href={`mailto:${email}`}>{email}</a>}
        {linked(part, others)}
      </Fragment>
    ));
  };
  return blocks.map((block, i) =>
    Array.isArray(block) ? (
      <ul key={i}>
        {block.map((item, j) => (
          <li key={j}>{linked(item)}</li>
        ))}
      </ul>
    ) : (
      <p key={i}>{linked(block)}</p>
    ),
  );
}
