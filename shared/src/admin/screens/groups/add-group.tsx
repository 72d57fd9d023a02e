import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { formErrors } from '../../../api-client';
import { groupDataSchema, parseFields } from '../../../contracts';
import { useForm } from '../../forms/use-form';
import { useAdminHost } from '../../host';
import { useAdminPath } from '../../paths';
import { GroupForm, type GroupValues } from './group-form';

const empty: GroupValues = { name: '', description: '', images: {} };

export function AddGroup() {
  const { api, onDataChanged } = useAdminHost();
  const path = useAdminPath();
  const navigate = useNavigate();
  const form = useForm(empty, { draftKey: 'add-group' });
  const [progress, setProgress] = useState<number | null>(null);

  async function submit() {
    const parsed = parseFields(groupDataSchema, form.values);
    if (!parsed.ok) return form.setErrors(parsed.errors);
    setProgress(0);
    try {
      await api.groups.create(parsed.data, { onUploadProgress: setProgress });
      form.saved();
      onDataChanged?.('group');
      navigate(path('view-groups'));
    } catch (error) {
      form.setErrors(formErrors(error));
    } finally {
      setProgress(null);
    }
  }

  return (
    <section className="admin-screen">
      <h1>Add Group</h1>
      <GroupForm
        form={form}
        submitLabel="Add"
        onSubmit={() => void submit()}
        onBack={() => navigate(path('view-groups'))}
        progress={progress}
      />
    </section>
  );
}
