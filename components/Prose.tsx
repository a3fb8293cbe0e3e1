import { Fragment, type ReactNode } from 'react';

/**
 * Renders a translated text block: lines starting with "• " become a list, other lines paragraphs,
 * and the given email addresses become mail links. Message files stay plain text for translators.
 */
export default function Prose({ text, emails = [] }: { text: string; emails?: readonly string[] }) {
  const blocks: (string | string[])[] = [];
  for (const line of text.split('\n').filter((l) => l.trim())) {
    if (line.startsWith('• ')) {
      const last = blocks.at(-1);
      if (Array.isArray(last)) last.push(line.slice(2));
      else blocks.push([line.slice(2)]);
    } else blocks.push(line);
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
