import { Link, useNavigate } from 'react-router-dom';
import { conflictFieldsOf, GROUP_FIELD_TABLE, parseGroupData, valuesOf, type Group } from '@jazz/contracts';
import { UpdateConflict } from '../../conflict-dialog';
import { useForm } from '@jazz/client/forms/use-form';
import { useAdminHost } from '../../host';
import { useAdminPath } from '../../paths';
import { useRecordToEdit, useUpdate } from '../../use-record';
import { RecordState } from '../record-state';
import { GroupForm, type GroupValues } from './group-form';

const groupValuesOf = (group: Group): GroupValues => {
  const values = valuesOf(GROUP_FIELD_TABLE, group);
  // a video drafted before captions existed has none
  return { ...values, videos: values.videos.map((video) => ({ ...video, caption: video.caption ?? '' })) };
};

const conflictFields = conflictFieldsOf(GROUP_FIELD_TABLE);

export function EditGroup() {
  const path = useAdminPath();
  const record = useRecordToEdit('the group', (api, id) => api.groups.get(id));
  return (
    <section className="admin-screen">
      <h1>Edit Group</h1>
      {record.data ? <EditGroupForm group={record.data} /> : <RecordState read={record} back={path('view-groups')} />}
    </section>
  );
}

function EditGroupForm({ group }: { group: Group }) {
  const { api, onDataChanged } = useAdminHost();
  const path = useAdminPath();
  const navigate = useNavigate();
  const form = useForm(parseGroupData, groupValuesOf(group), { draftKey: `edit-group:${group._id}` });
  const update = useUpdate({
    record: group,
    form,
    valuesOf: groupValuesOf,
    async send(comparator, data, options) {
      await api.groups.update(group._id, comparator, data, options);
      onDataChanged?.('group');
    },
    onSaved: () => navigate(path('view-groups')),
  });

  return (
    <GroupForm
      form={form}
      submitLabel="Save"
      onSubmit={() => void update.save()}
      onBack={() => navigate(path('view-groups'))}
      progress={update.progress}
      descriptionNote={
        <>
          Bookers read the press kit’s bios instead, written apart:{' '}
          <Link to={path(`press-kit/${encodeURIComponent(group._id)}`)}>{group.name}’s press kit</Link>.
        </>
      }
    >
      <UpdateConflict update={update} fields={conflictFields} mine={form.values} />
    </GroupForm>
  );
}
