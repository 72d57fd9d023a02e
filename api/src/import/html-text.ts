import { lazyPackage } from '../lazy-package';

const htmlToTextPackage = lazyPackage<typeof import('html-to-text')>('html-to-text');

/**
 * Notes written as HTML (GigPress, The Events Calendar, Google Calendar descriptions) as plain
 * text: paragraphs and line breaks kept, a link kept as its text followed by its address,
 * never the markup. Text without tags comes back as it was.
 */
export function htmlToText(value: string): string {
  if (!/<[a-z!/][^>]*>|&[a-z#0-9]+;/i.test(value)) return value.trim();
  return htmlToTextPackage()
    .convert(value, {
      wordwrap: false,
      selectors: [
        { selector: 'a', options: { hideLinkHrefIfSameAsText: true, linkBrackets: ['(', ')'] } },
        { selector: 'img', format: 'skip' },
        { selector: 'h1', options: { uppercase: false } },
        { selector: 'h2', options: { uppercase: false } },
        { selector: 'h3', options: { uppercase: false } },
        { selector: 'h4', options: { uppercase: false } },
        { selector: 'h5', options: { uppercase: false } },
        { selector: 'h6', options: { uppercase: false } },
        { selector: 'table', format: 'dataTable', options: { uppercaseHeaderCells: false } },
      ],
    })
    .trim();
}
