import { useLocation } from 'react-router-dom';
import { Island } from '../../islands/island';
import { nextOf } from '../../lib/lesson-choice';
import { RegisterForm } from './register-form';

/** /register: a page of islands; `?next=` (the lesson time a student chose) travels on to /login and in the mailed link. */
export function RegisterPage() {
  const next = nextOf(useLocation().search);
  return <Island name="register" load="interaction" component={RegisterForm} props={{ next }} />;
}
