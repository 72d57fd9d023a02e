import { useNavigate } from 'react-router-dom';
import { emptyValuesOf, GROUP_FIELD_TABLE, parseGroupData } from '@jazz/contracts';
import { useForm } from '@jazz/client/forms/use-form';
import { useAdminHost } from '../../host';
import { useAdminPath } from '../../paths';
import { useSave } from '../../use-record';
import { GroupForm, type GroupValues } from './group-form';

const empty: GroupValues = emptyValuesOf(GROUP_FIELD_TABLE);

export function AddGroup() {
  const { api, onDataChanged } = useAdminHost();
  const path = useAdminPath();
  const navigate = useNavigate();
  const form = useForm(parseGroupData, empty, { draftKey: 'add-group' });
  const saving = useSave(form);

  function submit() {
    return saving.run(
      (data, options) => api.groups.create(data, options),
      () => {
        onDataChanged?.('group');
        navigate(path('view-groups'));
      },
    );
  }

  return (
    <section className="admin-screen">
      <h1>Add Group</h1>
      <GroupForm
        form={form}
        submitLabel="Add"
        onSubmit={() => void submit()}
        onBack={() => navigate(path('view-groups'))}
        progress={saving.progress}
        descriptionNote="Bookers read the press kit’s bios instead, written apart in Press kit once the band is added."
      />
    </section>
  );
}
