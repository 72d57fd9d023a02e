import { useNavigate } from 'react-router-dom';
import { NewUserFields } from '@jazz/client/account/new-user-fields';
import { createUserSchema } from '@jazz/contracts';
import { FormError } from '@jazz/client/forms/fields';
import { useForm } from '@jazz/client/forms/use-form';
import { useAdminHost } from '../../host';
import { useAdminPath } from '../../paths';
import { useSave } from '../../use-record';
import { BackAndSubmit } from '../screen-header';

const empty = { firstName: '', lastName: '', email: '', password: '', password2: '' };

export function AddUser() {
  const { api } = useAdminHost();
  const path = useAdminPath();
  const navigate = useNavigate();
  const form = useForm(createUserSchema, empty);
  const saving = useSave(form);

  function submit() {
    return saving.run(
      // admin-created users start as [user] (docs/product.md); the role is given in Edit User
      (user, options) => api.users.create({ ...user, roles: ['user'] }, options),
      () => navigate(path('view-users')),
    );
  }

  return (
    <section className="admin-screen">
      <h1>Add User</h1>
      <form noValidate onSubmit={form.handleSubmit(submit)}>
        <NewUserFields form={form} autoComplete="off" />
        <FormError errors={form.errors} />
        <BackAndSubmit
          confirmLeave={form.confirmLeave}
          onBack={() => navigate(path('view-users'))}
          label="Add"
          busy={form.busy}
        />
      </form>
    </section>
  );
}
