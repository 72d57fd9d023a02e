import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Island, useIslandsMode } from '../../islands/island';
import { api } from '../../lib/api';
import { ResetPasswordForm } from './reset-password-form';

type Stage = 'checking' | 'invalid' | 'form';

/** The API's check of a reset link (rate limited there, per visitor). */
const resetCheckPath = (id: string, token: string) =>
  `/api/users/_resetpassword/${encodeURIComponent(id)}/${encodeURIComponent(token)}`;

/**
 * /resetpassword/{id}/{token}: a page of islands (docs/islands.md). The link is checked at
 * load by the browser, through the API and its rate limit: on the server's page by the plain
 * script (islands/account-pages.ts, reading `data-reset-check`), which shows "Loading...", then
 * the form or "invalid or has expired"; the form's code loads on the first touch. In the React
 * app (a page the server could not render) the component checks it itself.
 */
export function ResetPasswordPage() {
  const { id = '', token = '' } = useParams();
  return useIslandsMode() ? <ResetFrame id={id} token={token} /> : <CheckedHere id={id} token={token} />;
}

function CheckedHere({ id, token }: { id: string; token: string }) {
  const [stage, setStage] = useState<Stage>('checking');
  useEffect(() => {
    let live = true;
    api.users
      .checkResetLink(id, token)
      .then(() => live && setStage('form'))
      // docs/product.md leaves a bad link on "Loading..." forever; we say so and offer a new link
      .catch(() => live && setStage('invalid'));
    return () => {
      live = false;
    };
  }, [id, token]);
  return <ResetFrame id={id} token={token} stage={stage} />;
}

/** The page: every part in the markup, the one of `stage` shown (on the server's page, the words for no JavaScript). */
function ResetFrame({ id, token, stage }: { id: string; token: string; stage?: Stage }) {
  return (
    <section className="account-page" data-reset-check={stage ? undefined : resetCheckPath(id, token)}>
      <h1>Reset Password</h1>
      {/* without JavaScript nothing checks the link or sends the form: the page says so (the script hides it) */}
      <p role="alert" data-reset-stage="no-script" hidden={stage !== undefined}>
        Resetting a password needs JavaScript: turn it on and open the link again.
      </p>
      <p role="status" data-reset-stage="checking" hidden={stage !== 'checking'}>
        Loading...
      </p>
      <p role="alert" data-reset-stage="invalid" hidden={stage !== 'invalid'}>
        This reset link is invalid or has expired. <a href="/forgotpassword">Ask for a new one</a>.
      </p>
      <div data-reset-stage="form" hidden={stage !== 'form'}>
        <Island name="resetPassword" load="interaction" component={ResetPasswordForm} props={{ id, token }} />
      </div>
    </section>
  );
}
