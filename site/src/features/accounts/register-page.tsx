import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { NewUserFields } from '@jazz/shared/account';
import { registerSchema } from '@jazz/shared/contracts';
import { useForm } from '@jazz/shared/forms';
import { api } from '../../lib/api';
import { AccountForm } from './account-form';
import { nextOf, withNext } from '../../lib/lesson-choice';
import { useSessionReady } from '../../lib/use-session-ready';

export function RegisterPage() {
  const { isAuthenticated, loading } = useSessionReady(({ isAuthenticated, loading }) => ({
    isAuthenticated,
    loading,
  }));
  const navigate = useNavigate();
  // `?next=`: the lesson time a student chose; it travels on to /login and in the mailed link
  const next = nextOf(useLocation().search);
  const form = useForm(registerSchema, { firstName: '', lastName: '', email: '', password: '', password2: '' });

  if (loading) return null;
  if (isAuthenticated) return <Navigate to="/dashboard" replace />;

  const submit = () =>
    form.submit(async () => {
      await api.users.register({ ...form.values, courses: [], roles: ['user'], ...(next ? { next } : {}) });
      // the login form says the account was created
      void navigate(withNext('/login', next), { state: { registered: true } });
    });

  return (
    <AccountForm
      title="Register"
      form={form}
      submitLabel="Register"
      onSubmit={submit}
      footer={
        <p>
          Already have an account? <Link to={withNext('/login', next)}>Log in</Link>
        </p>
      }
    >
      <p className="form-notice">
        We will mail you a link to confirm your address. Lessons can be booked, and shows followed, once it is
        confirmed.
      </p>
      <NewUserFields form={form} autoComplete="on" />
    </AccountForm>
  );
}
