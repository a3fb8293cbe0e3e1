import { Fragment } from 'react';

/**
 * Renders a translated text block: lines starting with "• " become a list, other lines paragraphs,
 * and the contact address becomes a mail link. Message files stay plain text for translators.
 */
export default function Prose({ text, email }: { text: string; email?: string }) {
  const blocks: (string | string[])[] = [];
  for (const line of text.split('\n').filter((l) => l.trim())) {
    if (line.startsWith('• ')) {
      const last = blocks.at(-1);
      if (Array.isArray(last)) last.push(line.slice(2));
      else blocks.push([line.slice(2)]);
    } else blocks.push(line);
  }
  const linked = (line: string) =>
    email && line.includes(email)
      ? line.split(email).map((part, i) => (
          <Fragment key={i}>
            {i > 0 && <a href={`mailto:${email}`}>{email}</a>}
            {part}
          </Fragment>
        ))
      : line;
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
