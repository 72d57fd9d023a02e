import { useNavigate } from 'react-router-dom';
import { conflictFieldsOf, USER_FIELD_TABLE, userDataSchema, type Role, type User } from '@jazz/contracts';
import { UpdateConflict } from '../../conflict-dialog';
import { CheckboxField } from '../../fields/checkbox-field';
import { FieldError, FormError, TextField, StaleDraftNotice } from '@jazz/client/forms/fields';
import { useForm } from '@jazz/client/forms/use-form';
import { useAdminHost } from '../../host';
import { useAdminPath } from '../../paths';
import { useRecordToEdit, useUpdate } from '../../use-record';
import { RecordState } from '../record-state';
import { BackAndSubmit } from '../screen-header';

interface UserValues {
  firstName: string;
  lastName: string;
  email: string;
  admin: boolean;
}

const valuesOf = (user: User): UserValues => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  admin: user.roles.includes('admin'),
});

/** What the schema checks and the server gets: the Admin box as roles. */
const dataOf = ({ admin, ...names }: UserValues) => ({
  ...names,
  roles: (admin ? ['user', 'admin'] : ['user']) satisfies Role[],
});

// roles read "user, admin"
const conflictFields = conflictFieldsOf(USER_FIELD_TABLE);

export function EditUser() {
  const path = useAdminPath();
  const record = useRecordToEdit('the user', (api, id) => api.users.get(id));
  return (
    <section className="admin-screen">
      <h1>Edit User</h1>
      {record.data ? <EditUserForm user={record.data} /> : <RecordState read={record} back={path('view-users')} />}
    </section>
  );
}

function EditUserForm({ user }: { user: User }) {
  const host = useAdminHost();
  const path = useAdminPath();
  const navigate = useNavigate();
  const form = useForm(userDataSchema, valuesOf(user), { draftKey: `edit-user:${user._id}`, toInput: dataOf });
  const update = useUpdate({
    record: user,
    form,
    valuesOf,
    async send(comparator, data, options) {
      const saved = await host.api.users.update(user._id, comparator, data, options);
      // editing yourself also updates the signed-in user (docs/product.md)
      if (host.user && host.user.id === user._id) host.onUserUpdated({ ...user, ...data, ...saved });
    },
    onSaved: () => navigate(path('view-users')),
  });

  return (
    <form noValidate onSubmit={form.handleSubmit(update.save)}>
      <StaleDraftNotice form={form} />
      <TextField form={form} name="firstName" label="First Name" autoComplete="off" />
      <TextField form={form} name="lastName" label="Last Name" autoComplete="off" />
      <TextField form={form} name="email" label="Email" type="email" autoComplete="off" />
      <CheckboxField
        id="field-admin"
        label="Admin"
        checked={form.values.admin}
        onChange={(on) => form.set('admin', on)}
        describedBy={form.errors.roles ? 'field-roles-error' : undefined}
      >
        <FieldError name="roles" errors={form.errors} />
      </CheckboxField>
      <FormError errors={form.errors} />
      <BackAndSubmit
        confirmLeave={form.confirmLeave}
        onBack={() => navigate(path('view-users'))}
        label="Save"
        busy={update.busy}
      />
      <UpdateConflict
        update={update}
        fields={conflictFields}
        mine={dataOf(form.values)}
        formKeys={Object.keys(form.values)}
      />
    </form>
  );
}
