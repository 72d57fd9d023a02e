import { useParams } from 'react-router-dom';
import { Island } from '../../islands/island';
import { ResetPasswordForm } from './reset-password-form';

/** The API's check of a reset link (rate limited there, per visitor). */
const resetCheckPath = (id: string, token: string) =>
  `/api/users/_resetpassword/${encodeURIComponent(id)}/${encodeURIComponent(token)}`;

/**
 * /resetpassword/{id}/{token}: a page of islands (docs/islands.md). The link is checked at
 * load by the browser, through the API and its rate limit: on the server's page by the plain
 * script (islands/account-pages.ts, reading `data-reset-check`), which shows "Loading...", then
 * the form or "invalid or has expired"; the form's code loads on the first touch. The browser
 * runs no React app of the site's pages (docs/islands.md, "The admin's page").
 */
export function ResetPasswordPage() {
  const { id = '', token = '' } = useParams();
  return <ResetFrame id={id} token={token} />;
}

/** The page: every part in the markup, the words for no JavaScript shown until the script picks a stage. */
function ResetFrame({ id, token }: { id: string; token: string }) {
  return (
    <section className="account-page" data-reset-check={resetCheckPath(id, token)}>
      <h1>Reset Password</h1>
      {/* without JavaScript nothing checks the link or sends the form: the page says so (the script hides it) */}
      <p role="alert" data-reset-stage="no-script">
        Resetting a password needs JavaScript: turn it on and open the link again.
      </p>
      <p role="status" data-reset-stage="checking" hidden>
        Loading...
      </p>
      <p role="alert" data-reset-stage="invalid" hidden>
        This reset link is invalid or has expired. <a href="/forgotpassword">Ask for a new one</a>.
      </p>
      <div data-reset-stage="form" hidden>
        <Island name="resetPassword" load="interaction" component={ResetPasswordForm} props={{ id, token }} />
      </div>
    </section>
  );
}
