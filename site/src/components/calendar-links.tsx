import { googleSubscribeLink, webcalLink } from '@jazz/contracts/shows';
import { useId, useState } from 'react';
import { useRouteLoaderData } from 'react-router-dom';
import type { RootData } from '../lib/root-data';

/**
 * "Shows in your calendar": a feed offered three ways, since a webcal:// link does nothing
 * visible where no calendar app handles it: the calendar app (webcal), Google Calendar's add
 * by address, and the address itself to copy (a read-only field, selectable without
 * JavaScript, and a "Copy address" button, shown only with it), plus the file to download.
 */
export function CalendarLinks({ path, title = 'Shows in your calendar' }: { path: string; title?: string }) {
  const feed = useRouteLoaderData<RootData>('root')!.settings.siteUrl + path;
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = () =>
    void navigator.clipboard?.writeText(feed).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  const file = path.split('/').pop()!;
  return (
    <section className="calendar-links" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <ul>
        <li>
          <a href={webcalLink(feed)}>Subscribe</a> in your calendar app: new shows appear by themselves
        </li>
        <li>
          <a href={googleSubscribeLink(feed)} rel="noopener">
            Subscribe in Google Calendar
          </a>
        </li>
        <li>
          <label htmlFor={`${id}-address`}>Calendar address</label>{' '}
          <input
            id={`${id}-address`}
            className="calendar-address"
            type="url"
            readOnly
            value={feed}
            onFocus={(e) => e.currentTarget.select()}
          />{' '}
          <button type="button" className="needs-script" data-hold="" onClick={copy}>
            Copy address
          </button>{' '}
          <span role="status" className="needs-script">
            {copied ? 'Copied' : ''}
          </span>
          <br />
          <small>Paste it where your calendar asks for a calendar "from URL" or "by address".</small>
        </li>
        <li>
          <a href={path} download={file}>
            Download the shows
          </a>{' '}
          (iCalendar file)
        </li>
      </ul>
    </section>
  );
}
