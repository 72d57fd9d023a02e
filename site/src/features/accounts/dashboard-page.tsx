import { useRouteLoaderData } from 'react-router-dom';
import { UserDetails } from '@jazz/client/account';
import type { SignedInUser } from '@jazz/contracts';
import { Island } from '../../islands/island';
import type { RootData } from '../../lib/root-data';
import { DashboardForms, DashboardShell, type DashboardFormsProps } from './dashboard-forms';

/**
 * /dashboard: a page of islands (docs/islands.md). The server knows nobody (the token is in
 * the browser): it writes the page with a slot for each value, which the page's plain script
 * (islands/dashboard.ts) fills at load from the token, `GET /api/users/me`, `GET
 * /api/follow/me` and `GET /api/lessons/mine`, or leaves for `/` without a session. The forms
 * are an island rendered anew on the first touch. The browser runs no React app of the site's
 * pages (docs/islands.md, "The admin's page"): this is the page's only form.
 */
export function DashboardPage() {
  // the site's zone and band names, handed to the forms as props (they read no router data)
  const root = useRouteLoaderData<RootData>('root');
  const props: DashboardFormsProps = {
    timeZone: root?.settings.timeZone ?? 'America/New_York',
    bands: [...new Set((root?.groups ?? []).map((group) => group.name))],
  };
  return <DashboardFrame {...props} />;
}

/** The details' values before the script writes them (the token's). */
const NOBODY: SignedInUser = { id: '', firstName: '', lastName: '', email: '', roles: [] };

function DashboardFrame(props: DashboardFormsProps) {
  return (
    <section className="account-page" data-dashboard="">
      <h1>Dashboard</h1>
      {/* without JavaScript no session can be read: the page says so (the script hides it) */}
      <p role="alert" data-dashboard-stage="no-script">
        Your dashboard needs JavaScript: turn it on and reload the page.
      </p>
      <p role="status" data-dashboard-stage="loading" hidden>
        Loading...
      </p>
      <div data-dashboard-stage="ready" hidden>
        <UserDetails user={NOBODY} className="account-details" />
        <Island
          name="dashboard"
          load="interaction"
          component={DashboardForms}
          fallback={DashboardShell}
          props={props}
        />
      </div>
    </section>
  );
}
