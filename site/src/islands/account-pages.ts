import { TOKEN_KEY } from '@jazz/contracts/names';
import { JUST_REGISTERED } from '../features/accounts/account-notices';

/**
 * The account pages of islands (/login, /register, /forgotpassword), before their form's code
 * loads: a visitor signed in already goes on where the page says (`data-signed-in-to`: /login
 * to its `next` or /, /register to /dashboard), as the React app's pages did; /login says
 * "Account created" once after a sign-up. Runs after the nav, which has removed an expired token.
 */
export function enhanceAccountPages() {
  const page = document.querySelector<HTMLElement>('[data-signed-in-to]');
  if (!page) return;
  try {
    if (localStorage.getItem(TOKEN_KEY) !== null) {
      window.location.replace(page.dataset.signedInTo || '/');
      return;
    }
    const notice = page.querySelector<HTMLElement>(`[data-notice="${JUST_REGISTERED}"]`);
    if (notice && sessionStorage.getItem(JUST_REGISTERED)) {
      sessionStorage.removeItem(JUST_REGISTERED);
      notice.hidden = false;
    }
  } catch {
    // storage blocked: nobody is signed in, nothing to say
  }
}

/**
 * /resetpassword/...: the link is checked at load through the API (its rate limit counts the
 * visitor, as the React page's check did): "Loading...", then the form (its code loads on the
 * first touch) or "This reset link is invalid or has expired".
 */
export function checkResetLink() {
  const page = document.querySelector<HTMLElement>('[data-reset-check]');
  if (!page) return;
  const show = (stage: string) => {
    for (const part of page.querySelectorAll<HTMLElement>('[data-reset-stage]'))
      part.hidden = part.dataset.resetStage !== stage;
  };
  show('checking');
  fetch(page.dataset.resetCheck!, { headers: { Accept: 'application/json' } })
    .then((response) => {
      show(response.ok ? 'form' : 'invalid');
      // read to its end: a body left unread keeps the request open
      return response.text();
    })
    .catch(() => show('invalid'));
}
