import { useNavigate } from 'react-router-dom';
import { createUserSchema, MESSAGES } from '../../../contracts';
import { FormError, TextField } from '../../../forms/fields';
import { useForm } from '../../../forms/use-form';
import { useAdminHost } from '../../host';
import { useAdminPath } from '../../paths';
import { useSave } from '../../use-record';
import { BackButton } from '../screen-header';

const empty = { firstName: '', lastName: '', email: '', password: '', password2: '' };

export function AddUser() {
  const { api } = useAdminHost();
  const path = useAdminPath();
  const navigate = useNavigate();
  const form = useForm(createUserSchema, empty);
  const saving = useSave(form);

  function submit() {
    return saving.run(
      // admin-created users start as [user] (SPEC.md section 6); the role is given in Edit User
      (user, options) => api.users.create({ ...user, roles: ['user'] }, options),
      () => navigate(path('view-users')),
    );
  }

  return (
    <section className="admin-screen">
      <h1>Add User</h1>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextField form={form} name="firstName" label="First Name" autoComplete="off" />
        <TextField form={form} name="lastName" label="Last Name" autoComplete="off" />
        <TextField form={form} name="email" label="Email" type="email" autoComplete="off" />
        <TextField
          form={form}
          name="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={MESSAGES.passwordHint}
        />
        <TextField form={form} name="password2" label="Confirm Password" type="password" autoComplete="new-password" />
        <FormError errors={form.errors} />
        <div className="form-actions">
          <BackButton confirmLeave={form.confirmLeave} onLeave={() => navigate(path('view-users'))} />
          <button type="submit" disabled={form.busy}>
            Add
          </button>
        </div>
      </form>
    </section>
  );
}
