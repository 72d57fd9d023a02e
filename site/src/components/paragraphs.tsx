import { Fragment } from 'react';

/** Plain text as paragraphs: a blank line starts a new one, a single line break stays a break. */
export function paragraphsOf(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/**
 * The owner's text, rendered as text (React escapes it): never as HTML, whatever it contains.
 */
export function Paragraphs({ text, className }: { text: string; className?: string }) {
  return paragraphsOf(text).map((paragraph, i) => (
    <p key={i} className={className}>
      {paragraph.split('\n').map((line, j) => (
        <Fragment key={j}>
          {j > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </p>
  ));
}
