import { useLocation, type Location } from 'react-router-dom';
import { Island } from '../../islands/island';
import { nextOf } from '../../lib/lesson-choice';
import { LoginForm } from './login-form';
/**
 * /login: a page of islands (docs/islands.md). The server renders the form, with where to go
 * next (`?next=`, the lesson time a student chose; or, in the admin, where its guard stopped
 * the visitor); the form's code loads on the first touch.
 */
export function LoginPage() {
  const location = useLocation();
  // the admin guard (in the React app) sends visitors here with where they were going
  const guard = (location.state as { from?: Location } | null)?.from;
  const from = guard ? `${guard.pathname}${guard.search}${guard.hash}` : undefined;
  // `?next=`: the lesson time a student chose, carried through /register and the verification mail
  const next = nextOf(location.search);
  return <Island name="login" load="interaction" component={LoginForm} props={{ next, from }} />;
}
