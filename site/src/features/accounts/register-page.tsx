import { Link, Navigate, useNavigate } from 'react-router-dom';
import { MESSAGES, registerSchema } from '@jazz/shared/contracts';
import { TextField, useForm } from '@jazz/shared/forms';
import { api } from '../../app/api';
import { AccountForm } from './account-form';
import { useSessionReady } from './use-session-ready';

export function RegisterPage() {
  const { isAuthenticated, loading } = useSessionReady();
  const navigate = useNavigate();
  const form = useForm(registerSchema, { firstName: '', lastName: '', email: '', password: '', password2: '' });

  if (loading) return null;
  if (isAuthenticated) return <Navigate to="/dashboard" replace />;

  const submit = () =>
    form.submit(async () => {
      await api.users.register({ ...form.values, courses: [], roles: ['user'] });
      void navigate('/login');
    });

  return (
    <AccountForm
      title="Register"
      errors={form.errors}
      submitLabel="Register"
      busy={form.busy}
      onSubmit={() => void submit()}
      footer={
        <p>
          Already have an account? <Link to="/login">Log in</Link>
        </p>
      }
    >
      <TextField form={form} name="firstName" label="First Name" autoComplete="given-name" />
      <TextField form={form} name="lastName" label="Last Name" autoComplete="family-name" />
      <TextField form={form} name="email" label="Email" type="email" autoComplete="email" />
      <TextField
        form={form}
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={MESSAGES.passwordHint}
      />
      <TextField form={form} name="password2" label="Confirm Password" type="password" autoComplete="new-password" />
    </AccountForm>
  );
}
