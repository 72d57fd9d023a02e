import { useLocation } from 'react-router-dom';
import { Island } from '../../islands/island';
import { nextOf } from '../../lib/lesson-choice';
import { LoginForm } from './login-form';
/**
 * /login: a page of islands (docs/islands.md). The server renders the form, with where to go
 * next (`?next=`, the lesson time a student chose); the form's code loads on the first touch.
 * Where the admin's guard stopped the visitor travels in the browser's history entry instead
 * (lib/login-return.ts): the form reads it when signing in.
 */
export function LoginPage() {
  // `?next=`: the lesson time a student chose, carried through /register and the verification mail
  const next = nextOf(useLocation().search);
  return <Island name="login" load="interaction" component={LoginForm} props={{ next }} />;
}
