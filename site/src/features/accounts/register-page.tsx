import { Link, Navigate, useNavigate } from 'react-router-dom';
import { NewUserFields } from '@jazz/shared/account';
import { registerSchema } from '@jazz/shared/contracts';
import { useForm } from '@jazz/shared/forms';
import { api } from '../../lib/api';
import { AccountForm } from './account-form';
import { useSessionReady } from '../../lib/use-session-ready';

export function RegisterPage() {
  const { isAuthenticated, loading } = useSessionReady(({ isAuthenticated, loading }) => ({
    isAuthenticated,
    loading,
  }));
  const navigate = useNavigate();
  const form = useForm(registerSchema, { firstName: '', lastName: '', email: '', password: '', password2: '' });

  if (loading) return null;
  if (isAuthenticated) return <Navigate to="/dashboard" replace />;

  const submit = () =>
    form.submit(async () => {
      await api.users.register({ ...form.values, courses: [], roles: ['user'] });
      // the login form says the account was created
      void navigate('/login', { state: { registered: true } });
    });

  return (
    <AccountForm
      title="Register"
      form={form}
      submitLabel="Register"
      onSubmit={submit}
      footer={
        <p>
          Already have an account? <Link to="/login">Log in</Link>
        </p>
      }
    >
      <NewUserFields form={form} autoComplete="on" />
    </AccountForm>
  );
}
