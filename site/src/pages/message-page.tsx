import { useLoaderData } from 'react-router-dom';
import type { messageLoader } from './message-loader';

/**
 * A page of the server's own words inside the site's layout (header, nav, footer): confirming
 * a follow, unsubscribing. Its forms are plain HTML forms that work without JavaScript.
 */
export function MessagePage() {
  const { message } = useLoaderData<typeof messageLoader>();
  if (!message)
    return (
      <article className="page server-message">
        <h1>Open the link from your e-mail</h1>
        <p>This page opens from the link in an e-mail of this site.</p>
      </article>
    );
  return (
    <article className="page server-message">
      <h1>{message.title}</h1>
      {/* written and escaped by the server (api/src/follow/pages.ts) */}
      <div dangerouslySetInnerHTML={{ __html: message.html }} />
    </article>
  );
}
