import { useRouteLoaderData } from 'react-router-dom';
import { Island } from '../../islands/island';
import type { RootData } from '../../lib/root-data';
import { FollowFormBody } from './follow-form-body';

/**
 * "Get an e-mail when a show is announced": an address, the bands (all, or some), the human
 * check. The widget, the shared rules and the API client load when the visitor first touches
 * the form, so the page's first load carries none of them.
 */
export function FollowForm({ band }: { band?: string }) {
  const root = useRouteLoaderData<RootData>('root');
  const bands = [...new Set((root?.groups ?? []).map((group) => group.name))];
  // on a page of islands, hydrated alone when first touched (docs/islands.md)
  return <Island name="follow" load="interaction" component={FollowFormBody} props={{ band, bands }} />;
}
