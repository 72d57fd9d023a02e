import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { TextField, useForm } from '@jazz/shared/admin/forms';
import { formErrors } from '@jazz/shared/api-client';
import { parseFields, registerSchema } from '@jazz/shared/contracts';
import { api } from '../../lib/api';
import { AccountForm } from './account-form';
import { useSessionReady } from '../../lib/use-session-ready';

export function RegisterPage() {
  const { isAuthenticated, loading } = useSessionReady();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const form = useForm({ firstName: '', lastName: '', email: '', password: '', password2: '' });

  if (loading) return null;
  if (isAuthenticated) return <Navigate to="/dashboard" replace />;

  async function submit() {
    const parsed = parseFields(registerSchema, form.values);
    if (!parsed.ok) return form.setErrors(parsed.errors);
    setBusy(true);
    try {
      await api.users.register({ ...form.values, courses: [], roles: ['user'] });
      void navigate('/login');
    } catch (error) {
      form.setErrors(formErrors(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AccountForm
      title="Register"
      errors={form.errors}
      submitLabel="Register"
      busy={busy}
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
      <TextField form={form} name="password" label="Password" type="password" autoComplete="new-password" />
      <TextField form={form} name="password2" label="Confirm Password" type="password" autoComplete="new-password" />
    </AccountForm>
  );
}
